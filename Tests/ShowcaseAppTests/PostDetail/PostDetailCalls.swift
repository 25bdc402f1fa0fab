import PresentersXCTest
import ShowcaseApp
import XCTest

// What the test suite needs to know of the feature: how to make each call of its use cases (`ExercisedUseCase`)
// and the requests of its screens that time out (`TimedRequests`), each checked by the feature's own test case
// below; `UseCaseValuesTests` and `RequestTimeoutTableTests` check that no feature of the app leaves one out.

extension PostDetailUseCase: ExercisedUseCase {
    func callEachOnce() -> [Observable<Void>] {
        [
            post(1).made, comments(CommentsRequest(postID: 1, page: .latest)).made,
            addComment(CommentWrite(target: 1, text: "Hi", author: Fixture.email)).made,
            editComment(CommentWrite(target: 1, text: "Hi", author: Fixture.email)).made,
        ]
    }
}

extension VoteUseCase: ExercisedUseCase {
    func callEachOnce() -> [Observable<Void>] {
        [vote(VoteRequest(postID: 1, voted: true)).made]
    }
}

extension PostDetailScreen: TimedRequests {
    private typealias Row = RequestTimeoutRow<Event, State, Route>

    static var timeoutRows: [RequestTimeoutRow<Event, State, Route>] {
        [
            Row(
                name: "a post", call: "post.load", screen: { $0.postDetailPresenter(id: 2) },
                request: [.appear],
                says: { $0.post.failure?.message }, timedOut: "The post took too long to load.", retry: [.retry],
                succeeded: { $0.post.value?.id == 2 }, following: 1),
            Row(
                name: "a page of a post's comments", call: "post.comments",
                screen: { $0.postDetailPresenter(id: 2) },
                before: [.appear], request: [.comments(.reachedEnd)],
                says: { $0.comments.failure?.commentsMessage },
                timedOut: "Could not load older comments. \(Row.server)", retry: [.comments(.retry)],
                succeeded: { $0.comments.items.count == 2 && !$0.comments.moreToLoad }, following: 1),
            Row(
                name: "sending a comment", call: "post.addComment", screen: { $0.postDetailPresenter(id: 1) },
                before: [.appear, .draftChanged("Great app")], request: [.sendTapped],
                says: { $0.draft.failure?.message }, timedOut: "Your comment was not posted. \(Row.server)",
                retry: [.sendTapped],
                succeeded: { $0.comments.items.map(\.text) == ["Great app"] && $0.pending.isEmpty },
                following: 1),
            Row(
                name: "editing a comment", call: "post.editComment", screen: { $0.postDetailPresenter(id: 1) },
                before: [.appear, .draftChanged("Great app"), .sendTapped],
                request: [.editComment(id: 3, text: "Great app, offline too")], says: { $0.notice },
                timedOut: "Your change was not saved. \(Row.server)",
                retry: [.editComment(id: 3, text: "Great app, offline too")],
                succeeded: { $0.comments.items.map(\.text) == ["Great app, offline too"] }, following: 1),
            Row(
                name: "a vote", call: "post.vote", screen: { $0.postDetailPresenter(id: 2) }, before: [.appear],
                request: [.voteTapped], says: { $0.voteFailure },
                timedOut: "Could not vote. \(Row.server)", retry: [.voteTapped],
                succeeded: { $0.vote?.isVoted == true && $0.vote?.isPending == false }, following: 1),
        ]
    }
}

/// The declarations above, checked: each call of `PostDetailUseCase` and `VoteUseCase` makes its values, and each request of the
/// feature's screens times out as declared.
final class PostDetailCallsTests: ShowcaseAppTestCase {
    func testEachCallOfTheUseCaseMakesItsValues() {
        assertEachCallMakesItsValues(PostDetailUseCase.self)
        assertEachCallMakesItsValues(VoteUseCase.self)
    }

    func testEachRequestOfTheScreenTimesOutAsDeclared() {
        assertEachRequestTimesOut(PostDetailScreen.self)
    }
}
