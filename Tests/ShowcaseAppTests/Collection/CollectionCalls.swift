import PresentersXCTest
import ShowcaseApp
import XCTest

// What the test suite needs to know of the feature: how to make each call of its use cases (`ExercisedUseCase`)
// and the requests of its screens that time out (`TimedRequests`), each checked by the feature's own test case
// below; `UseCaseValuesTests` and `RequestTimeoutTableTests` check that no feature of the app leaves one out.

extension CollectionUseCase: ExercisedUseCase {
    func callEachOnce() -> [Observable<Void>] {
        [collection(1).made, posts(ShelfPageRequest(id: 1, page: .latest)).made]
    }
}

extension CollectionScreen: TimedRequests {
    private typealias Row = RequestTimeoutRow<Event, State, Route>

    static var timeoutRows: [RequestTimeoutRow<Event, State, Route>] {
        [
            Row(
                name: "a collection's posts", call: "collection.posts",
                screen: { $0.collectionPresenter(id: 3) }, before: [.appear],
                request: [.posts(.reachedEnd)],
                says: { $0.posts.failure?.message(initial: "the posts", items: "posts") },
                timedOut: "Could not load older posts. \(Row.server)", retry: [.retry],
                succeeded: { $0.posts.items.count == 10 && !$0.posts.moreToLoad }, following: 1),
            Row(
                name: "a collection", call: "collection.load", screen: { $0.collectionPresenter(id: 3) },
                request: [.appear], says: { $0.header.failure?.message(about: "collection") },
                timedOut: "The collection took too long to load.", retry: [.retry],
                succeeded: { $0.header.value?.id == 3 && $0.posts.items.count == 10 }, following: 1),
        ]
    }
}

/// The declarations above, checked: each call of `CollectionUseCase` makes its values, and each request of the
/// feature's screens times out as declared.
final class CollectionCallsTests: ShowcaseAppTestCase {
    func testEachCallOfTheUseCaseMakesItsValues() {
        assertEachCallMakesItsValues(CollectionUseCase.self)
    }

    func testEachRequestOfTheScreenTimesOutAsDeclared() {
        assertEachRequestTimesOut(CollectionScreen.self)
    }
}
