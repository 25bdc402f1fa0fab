import PresentersTesting

@Suite(.checkingSubscriptions)
struct ProfileSwiftTests {
    @Test func theNameShowsOnceLoaded() {
        let scheduler = TestScheduler(initialClock: 0)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            makeProfilePresenter(
                load: { Single.just("Ada").delay(.seconds(50), scheduler: scheduler) },
                save: { name in Single.just(name) }, scheduler: scheduler)
        }

        test.send(.appear) { $0.isLoading = true }
        test.advance(by: 50)
        test.receive { $0 = ProfileState(name: "Ada") }
        #expect(test.presenter.currentState.name == "Ada")
        test.finish()
    }
}
