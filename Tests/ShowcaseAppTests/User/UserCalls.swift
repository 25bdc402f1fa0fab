import PresentersXCTest
import ShowcaseApp
import XCTest

// What the test suite needs to know of the feature: how to make each call of its use cases (`ExercisedUseCase`)
// and the requests of its screens that time out (`TimedRequests`), each checked by the feature's own test case
// below; `UseCaseValuesTests` and `RequestTimeoutTableTests` check that no feature of the app leaves one out.

extension UserUseCase: ExercisedUseCase {
    func callEachOnce() -> [Observable<Void>] {
        [user(1).made, posts(ShelfPageRequest(id: 1, page: .latest)).made]
    }
}

extension UserScreen: TimedRequests {
    private typealias Row = RequestTimeoutRow<Event, State, Route>

    static var timeoutRows: [RequestTimeoutRow<Event, State, Route>] {
        [
            Row(
                name: "a user's posts", call: "user.posts", screen: { $0.userPresenter(id: 2) },
                before: [.appear],
                request: [.posts(.reachedEnd)],
                says: { $0.posts.failure?.message(initial: "the posts", items: "posts") },
                timedOut: "Could not load older posts. \(Row.server)", retry: [.retry],
                succeeded: { $0.posts.items.count == 10 && !$0.posts.moreToLoad }, following: 1),
            Row(
                name: "a user", call: "user.load", screen: { $0.userPresenter(id: 2) }, request: [.appear],
                says: { $0.header.failure?.message(about: "user") }, timedOut: "The user took too long to load.",
                retry: [.retry], succeeded: { $0.header.value?.id == 2 && $0.posts.items.count == 10 },
                following: 1),
        ]
    }
}

/// The declarations above, checked: each call of `UserUseCase` makes its values, and each request of the
/// feature's screens times out as declared.
final class UserCallsTests: ShowcaseAppTestCase {
    func testEachCallOfTheUseCaseMakesItsValues() {
        assertEachCallMakesItsValues(UserUseCase.self)
    }

    func testEachRequestOfTheScreenTimesOutAsDeclared() {
        assertEachRequestTimesOut(UserScreen.self)
    }
}
