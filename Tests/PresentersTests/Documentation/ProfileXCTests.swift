import PresentersXCTest

final class ProfileXCTests: SubscriptionCheckingTestCase {
    func testTheNameShowsOnceLoaded() {
        let scheduler = TestScheduler(initialClock: 0)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) {
            makeProfilePresenter(
                load: { Single.just("Ada").delay(.seconds(50), scheduler: scheduler) },
                save: { name in Single.just(name) }, scheduler: scheduler)
        }

        test.send(.appear) { $0.isLoading = true }
        test.advance(by: 50)
        test.receive { $0 = ProfileState(name: "Ada") }
        XCTAssertEqual(test.presenter.currentState.name, "Ada")
        test.finish()
    }
}
