import Presenters
import ShowcaseApp
import XCTest

@testable import Demo

final class PostDetailAdapterTests: XCTestCase {
    private let post = Post(id: 98, title: "Fast Journal", author: "Kofi Mensah", votes: 62)
    private let mine = Comment(id: 5, author: "demo@example.com", text: "Mine")
    private let theirs = Comment(id: 4, author: "ana@example.com", text: "Theirs")

    private func shown(_ comments: PagedListState<Comment, RequestFailure>) -> PostDetailState {
        PostDetailState(id: 98, post: .loaded(post), comments: comments)
    }

    func testShowsThePostAndTheCommentBox() {
        XCTAssertEqual(
            PostDetailScreen.lines(PostDetailState(post: post)),
            [
                "[post #98]", "  Fast Journal", "  by Kofi Mensah, 62 votes", "  new comment: (empty)",
                "  send: disabled",
            ])
    }

    func testAKnownPostIsShownWithoutALoaderWhileItLoadsAndWithTheFailureIfItFails() {
        let body = ["  Fast Journal", "  by Kofi Mensah, 62 votes", "  new comment: (empty)", "  send: disabled"]
        XCTAssertEqual(
            PostDetailScreen.lines(PostDetailState(id: 98, post: .loading, known: post)), ["[post #98]"] + body)
        XCTAssertEqual(
            PostDetailScreen.lines(PostDetailState(id: 98, post: .failed(.timedOut), known: post)),
            [
                "[post #98]", "  Fast Journal", "  by Kofi Mensah, 62 votes",
                "  ! The post took too long to load. (retry)",
            ]
                + body.suffix(2))
        let fresh = Post(id: 98, title: "Fast Journal", author: "Kofi Mensah", votes: 70)
        XCTAssertEqual(
            PostDetailScreen.lines(PostDetailState(id: 98, post: .loaded(fresh), known: post)),
            ["[post #98]", "  Fast Journal", "  by Kofi Mensah, 70 votes"] + body.suffix(2), "the backend's post")
    }

    func testAChangeThatShowsNothingNewPrintsNothing() {
        let known = PostDetailState(id: 98, post: .loading, known: post)
        XCTAssertEqual(
            PostDetailScreen.lines(PostDetailState(id: 98, post: .loaded(post), known: post), after: known), [])
        XCTAssertEqual(
            PostDetailScreen.lines(PostDetailState(id: 98, post: .failed(.network), known: post), after: known).count, 6
        )
    }

    func testAMessageSetAgainToTheSameTextIsShownAgain() {
        var shared = PostDetailState(post: post)
        shared.shareMessage = "I am chatting with @kofimensah"
        var again = shared
        again.shareMessage = "I am chatting with @kofimensah"
        XCTAssertEqual(
            PostDetailScreen.lines(again, after: shared),
            [
                "[post #98]", "  Fast Journal", "  by Kofi Mensah, 62 votes",
                "  shared: \"I am chatting with @kofimensah\"",
                "  new comment: (empty)", "  send: disabled",
            ])
        var refused = PostDetailState(post: post)
        refused.notice = "You can only edit your own comments."
        var refusedAgain = refused
        refusedAgain.notice = "You can only edit your own comments."
        XCTAssertEqual(
            PostDetailScreen.lines(refusedAgain, after: refused).last, "  ! You can only edit your own comments.")
        var failed = PostDetailState(post: post)
        failed.voteFailure = "Your vote was not counted."
        var failedAgain = failed
        failedAgain.voteFailure = "Your vote was not counted."
        XCTAssertEqual(PostDetailScreen.lines(failedAgain, after: failed).count, 6)
        XCTAssertEqual(PostDetailScreen.lines(again, after: again), [], "no setting since: nothing new")
    }

    func testShowsEachLoadStateOfThePost() {
        XCTAssertEqual(PostDetailScreen.lines(PostDetailState(id: 3)), ["[post #3]", "  loading the post..."])
        XCTAssertEqual(
            PostDetailScreen.lines(PostDetailState(id: 3, post: .loading)), ["[post #3]", "  loading the post..."])
        XCTAssertEqual(
            PostDetailScreen.lines(PostDetailState(id: 3, post: .failed(.notFound))),
            ["[post #3]", "  ! This post does not exist. (retry)"])
        XCTAssertEqual(
            PostDetailScreen.lines(PostDetailState(id: 3, post: .failed(.timedOut))),
            ["[post #3]", "  ! The post took too long to load. (retry)"])
        XCTAssertEqual(
            PostDetailScreen.lines(
                PostDetailState(id: 3, post: .failed(.network), comments: PagedListState(isLoadingInitial: true))),
            ["[post #3]", "  ! Could not load the post. No connection. (retry)", "  comments: loading..."])
        XCTAssertEqual(
            PostDetailScreen.lines(PostDetailState(id: 3, post: .loading, comments: PagedListState(isEmpty: true))),
            ["[post #3]", "  loading the post...", "  No comments yet"])
    }

    func testShowsNoCommentsYetThenTheCommentsNumberedWithThoseBeingSentFirst() {
        XCTAssertEqual(
            PostDetailScreen.lines(shown(PagedListState(isLoadingInitial: true))).dropFirst(3),
            ["  comments: loading...", "  new comment: (empty)", "  send: disabled"])
        XCTAssertEqual(
            PostDetailScreen.lines(shown(PagedListState(moreToLoad: false, isEmpty: true))).dropFirst(3),
            ["  No comments yet", "  new comment: (empty)", "  send: disabled"])
        var state = shown(PagedListState(items: [mine, theirs]))
        state.pending = [PendingComment(key: 1, text: "New")]
        state.draft = CommentDraft(text: " ", textError: "Write a comment.", failure: CommentRefusal(cause: .network))
        state.notice = "You can only edit your own comments."
        XCTAssertEqual(
            PostDetailScreen.lines(state).dropFirst(3),
            [
                "  comments: 3 comments", "    (sending) New", "    1. demo@example.com: Mine",
                "    2. ana@example.com: Theirs", "  new comment:  ", "    ! Write a comment.", "  send: disabled",
                "  ! Your comment was not posted. No connection.", "  ! You can only edit your own comments.",
            ])
        let failed = shown(PagedListState(failure: PagedListFailure(load: .initial, cause: .server)))
        XCTAssertEqual(
            PostDetailScreen.lines(failed)[3],
            "  ! Could not load the comments. Something went wrong on our side. (retry)")
    }

    func testARouteToThePostNamesItByItsId() {
        XCTAssertEqual(PostDetailScreen.title(ShownState(PostDetailState(id: 7))), "post #7")
    }

    func testItsControlsAreTheBackCommentSendEditAndRetryCommands() {
        let state = shown(PagedListState(items: [mine, theirs]))
        XCTAssertEqual(PostDetailScreen.event(for: "back", in: state), .success(.backTapped))
        XCTAssertEqual(
            PostDetailScreen.event(for: "comment Hi there", in: state), .success(.draftChanged("Hi there")))
        XCTAssertEqual(PostDetailScreen.event(for: "send", in: state), .success(.sendTapped))
        XCTAssertEqual(
            PostDetailScreen.event(for: "edit 2 New", in: state), .success(.editComment(id: 4, text: "New")))
        XCTAssertEqual(
            PostDetailScreen.event(for: "edit 3 New", in: state),
            .failure(CommandError("there is no comment 3: the comments shown are 1 to 2")))
        XCTAssertEqual(
            PostDetailScreen.event(for: "retry", in: state),
            .failure(CommandError("there is nothing to retry: no load failed")))
        XCTAssertNil(PostDetailScreen.event(for: "refresh", in: state))
    }

    func testRetryRetriesThePostFirstThenTheComments() {
        let failedPost = PostDetailState(id: 3, post: .failed(.network))
        XCTAssertEqual(PostDetailScreen.event(for: "retry", in: failedPost), .success(.retry))
        XCTAssertEqual(
            PostDetailScreen.event(for: "comment Hi", in: failedPost),
            .failure(CommandError("the post is not shown: there is nothing to comment yet")))
        let failedComments = shown(PagedListState(failure: PagedListFailure(load: .initial, cause: .server)))
        XCTAssertEqual(PostDetailScreen.event(for: "retry", in: failedComments), .success(.comments(.retry)))
        XCTAssertEqual(
            PostDetailScreen.event(for: "edit 1 x", in: failedComments),
            .failure(CommandError("there is no comment 1: no comment is shown")))
    }

    func testCommentsRefreshesTheCommentsOrLoadsOlderOnesOnceThePostIsShown() {
        let state = shown(PagedListState(items: [mine]))
        XCTAssertEqual(PostDetailScreen.event(for: "comments refresh", in: state), .success(.comments(.refresh)))
        XCTAssertEqual(PostDetailScreen.event(for: "comments MORE", in: state), .success(.comments(.reachedEnd)))
        XCTAssertEqual(
            PostDetailScreen.event(for: "comments", in: state),
            .failure(CommandError("'comments' needs refresh or more, as in: comments refresh")))
        XCTAssertEqual(
            PostDetailScreen.event(for: "comments later", in: state),
            .failure(CommandError("'comments' needs refresh or more, as in: comments refresh; got 'later'")))
        XCTAssertEqual(
            PostDetailScreen.event(for: "comments refresh", in: PostDetailState(id: 3)),
            .failure(CommandError("the post is not shown yet")))
    }
}
