import PresentersXCTest
import ShowcaseApp
import XCTest

/// A feed presenter under the harness, whose use case answers each page as the test sets it up in `pages`.
class FeedPresenterTestCase: ShowcaseAppTestCase {
    // Ticks of a tenth of a second: the answers, tens of ticks away, come well within a request's 10 s.
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
    lazy var pages = TestAnswers<PageRequest, [Post]>(call: "feed.page", scheduler: scheduler, failureReporter: .xctest)
    lazy var test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler, pages] in
        var useCase = FeedUseCase.unimplemented(Unimplemented(failureReporter: .xctest))
        useCase.page = pages.call
        return makeFeedPresenter(useCase: useCase, scheduler: scheduler)
    }
    let firstPage = Fixture.posts(81...100)

    /// Sets up a first page of posts 81...100, asked for at 10 and shown at 20.
    @discardableResult
    func appearWithFirstPage() -> TestableObservable<[Post]> {
        let answer = pages.answer(.latest, with: ok(firstPage))
        test.send(.appear, at: 10)
        return answer
    }

    /// The states of `appearWithFirstPage`.
    var firstPageStates: RecordedEvents<FeedState> {
        [.next(0, FeedState()), .next(10, FeedState(isLoadingInitial: true)), .next(20, FeedState(items: firstPage))]
    }
}
