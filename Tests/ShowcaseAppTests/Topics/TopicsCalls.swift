import PresentersXCTest
import ShowcaseApp
import XCTest

// What the test suite needs to know of the feature: how to make each call of its use cases (`ExercisedUseCase`)
// and the requests of its screens that time out (`TimedRequests`), each checked by the feature's own test case
// below; `UseCaseValuesTests` and `RequestTimeoutTableTests` check that no feature of the app leaves one out.

extension TopicsUseCase: ExercisedUseCase {
    func callEachOnce() -> [Observable<Void>] {
        [topics().made, topic(1).made, posts(ShelfPageRequest(id: 1, page: .latest)).made]
    }

    static var callsTakingNothing: [String] { ["topics.list"] }
}

extension TopicsScreen: TimedRequests {
    private typealias Row = RequestTimeoutRow<Event, State, Route>

    static var timeoutRows: [RequestTimeoutRow<Event, State, Route>] {
        [
            Row(
                name: "the topics", call: "topics.list", screen: { $0.topicsPresenter() }, request: [.appear],
                says: { $0.failureMessage }, timedOut: "Could not load the topics. \(Row.server)",
                retry: [.retry], succeeded: { $0.topics.value?.count == 6 })
        ]
    }
}

extension TopicScreen: TimedRequests {
    private typealias Row = RequestTimeoutRow<Event, State, Route>

    static var timeoutRows: [RequestTimeoutRow<Event, State, Route>] {
        [
            Row(
                name: "a topic", call: "topics.topic", screen: { $0.topicPresenter(id: 5) }, request: [.appear],
                says: { $0.header.failure?.message(about: "topic") }, timedOut: "The topic took too long to load.",
                retry: [.retry], succeeded: { $0.header.value?.id == 5 && $0.posts.items.count == 15 },
                following: 1),
            Row(
                name: "a topic's posts", call: "topics.posts", screen: { $0.topicPresenter(id: 5) },
                before: [.appear], request: [.posts(.reachedEnd)],
                says: { $0.posts.failure?.message(initial: "the posts", items: "posts") },
                timedOut: "Could not load older posts. \(Row.server)", retry: [.retry],
                succeeded: { $0.posts.items.count == 15 && !$0.posts.moreToLoad }, following: 1),
        ]
    }
}

/// The declarations above, checked: each call of `TopicsUseCase` makes its values, and each request of the
/// feature's screens times out as declared.
final class TopicsCallsTests: ShowcaseAppTestCase {
    func testEachCallOfTheUseCaseMakesItsValues() {
        assertEachCallMakesItsValues(TopicsUseCase.self)
    }

    func testEachRequestOfTheScreenTimesOutAsDeclared() {
        assertEachRequestTimesOut(TopicsScreen.self)
        assertEachRequestTimesOut(TopicScreen.self)
    }
}
