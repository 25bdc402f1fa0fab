import PresentersXCTest
import ShowcaseApp
import XCTest

// What the test suite needs to know of the feature: how to make each call of its use cases (`ExercisedUseCase`)
// and the requests of its screens that time out (`TimedRequests`), each checked by the feature's own test case
// below; `UseCaseValuesTests` and `RequestTimeoutTableTests` check that no feature of the app leaves one out.

extension SearchUseCase: ExercisedUseCase {
    func callEachOnce() -> [Observable<Void>] {
        [search(SearchRequest(text: "o", page: .latest)).made]
    }
}

extension SearchScreen: TimedRequests {
    private typealias Row = RequestTimeoutRow<Event, State, Route>

    static var timeoutRows: [RequestTimeoutRow<Event, State, Route>] {
        [
            Row(
                name: "the search", call: "search.search", screen: { $0.searchPresenter() },
                request: [.typed("o")], madeAfter: 3,
                says: { $0.failureMessage }, timedOut: "Could not load the results. \(Row.server)",
                retry: [.retry], succeeded: { $0.results.items.count == 20 }),
            Row(
                name: "the search's next page", call: "search.search", screen: { $0.searchPresenter() },
                before: [.typed("o")],
                request: [.reachedEnd], says: { $0.failureMessage },
                timedOut: "Could not load older results. \(Row.server)", retry: [.retry],
                succeeded: { $0.results.items.count > 20 && !$0.results.isLoadingOlder }),
        ]
    }
}

/// The declarations above, checked: each call of `SearchUseCase` makes its values, and each request of the
/// feature's screens times out as declared.
final class SearchCallsTests: ShowcaseAppTestCase {
    func testEachCallOfTheUseCaseMakesItsValues() {
        assertEachCallMakesItsValues(SearchUseCase.self)
    }

    func testEachRequestOfTheScreenTimesOutAsDeclared() {
        assertEachRequestTimesOut(SearchScreen.self)
    }
}
