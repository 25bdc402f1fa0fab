import PresentersXCTest
import ShowcaseApp
import XCTest

// What the test suite needs to know of the feature: how to make each call of its use cases (`ExercisedUseCase`)
// and the requests of its screens that time out (`TimedRequests`), each checked by the feature's own test case
// below; `UseCaseValuesTests` and `RequestTimeoutTableTests` check that no feature of the app leaves one out.

extension FeedUseCase: ExercisedUseCase {
    func callEachOnce() -> [Observable<Void>] {
        [page(.latest).made]
    }
}

extension FeedScreen: TimedRequests {
    private typealias Row = RequestTimeoutRow<Event, State, Route>

    static var timeoutRows: [RequestTimeoutRow<Event, State, Route>] {
        [
            Row(
                name: "the feed's first page", call: "feed.page", screen: { $0.feedPresenter() },
                request: [.appear],
                says: { $0.failure?.message }, timedOut: "Could not load the feed. \(Row.server)",
                retry: [.retry], succeeded: { $0.items.count == 20 }, following: 1),
            Row(
                name: "the feed's refresh", call: "feed.page", screen: { $0.feedPresenter() },
                before: [.appear],
                request: [.refresh], says: { $0.failure?.message },
                timedOut: "Could not load newer posts. \(Row.server)", retry: [.retry],
                succeeded: { !$0.isRefreshing && $0.items.count == 20 }, following: 1),
            Row(
                name: "the feed's older page", call: "feed.page", screen: { $0.feedPresenter() },
                before: [.appear],
                request: [.reachedEnd], says: { $0.failure?.message },
                timedOut: "Could not load older posts. \(Row.server)", retry: [.retry],
                succeeded: { $0.items.count == 40 }, following: 1),
        ]
    }
}

/// The declarations above, checked: each call of `FeedUseCase` makes its values, and each request of the
/// feature's screens times out as declared.
final class FeedCallsTests: ShowcaseAppTestCase {
    func testEachCallOfTheUseCaseMakesItsValues() {
        assertEachCallMakesItsValues(FeedUseCase.self)
    }

    func testEachRequestOfTheScreenTimesOutAsDeclared() {
        assertEachRequestTimesOut(FeedScreen.self)
    }
}
