import Presenters
import ShowcaseApp
import XCTest

/// The comments of the detail of post 1 when the backend does not answer: each page times out after 10 s, as
/// the post does, and fails with a retry.
final class PostDetailCommentsTimeoutTests: PostDetailPresenterTestCase {
    private let first = [Fixture.comment(30), Fixture.comment(29)]

    func testAFirstPageThatDoesNotAnswerTimesOutAfterTenSecondsAndARetryLoadsIt() {
        restored = post
        let hung = commentPages.answer(page(.latest), with: [])
        commentPages.answer(page(.latest), with: [.next(8, first), .completed(8)])
        test.send(.appear, at: 10)
        test.send(.comments(.retry), at: 30)

        test.run()

        let failure = PagedListFailure<RequestFailure>(load: .initial, cause: .timedOut)
        test.assertStates([
            .next(0, detail(.loaded(post))),
            .next(10, detail(.loaded(post), comments: Comments(isLoadingInitial: true))),
            .next(20, detail(.loaded(post), comments: Comments(failure: failure))),
            .next(30, detail(.loaded(post), comments: Comments(isLoadingInitial: true))),
            .next(38, detail(.loaded(post), comments: loaded(first))),
        ])
        test.assertRoutes([])
        XCTAssertEqual(hung.subscriptions, [Subscription(10, 20)], "the timeout cancels the request")
        XCTAssertEqual(failure.commentsMessage, "Could not load the comments. The server took too long to answer.")
        XCTAssertEqual(
            commentPages.requests,
            [CommentsRequest(postID: 1, page: .latest), CommentsRequest(postID: 1, page: .latest)])
        test.finish()
    }

    func testAFirstPageThatAnswersJustInTimeIsShown() {
        restored = post
        commentPages.answer(page(.latest), with: [.next(9, first), .completed(9)])
        test.send(.appear, at: 10)

        test.run()

        test.assertStates([
            .next(0, detail(.loaded(post))),
            .next(10, detail(.loaded(post), comments: Comments(isLoadingInitial: true))),
            .next(19, detail(.loaded(post), comments: loaded(first))),
        ])
        test.finish()
    }

    func testAnOlderPageThatDoesNotAnswerTimesOutKeepingTheCommentsShownAndARetryLoadsIt() {
        restored = post
        commentPages.answer(page(.latest), with: [.next(8, first), .completed(8)])
        let hung = commentPages.answer(page(.older(than: 29)), with: [])
        commentPages.answer(page(.older(than: 29)), with: [.next(5, []), .completed(5)])
        test.send(.appear, at: 10)
        test.send(.comments(.reachedEnd), at: 20)
        test.send(.comments(.retry), at: 40)

        test.run()

        let failure = PagedListFailure<RequestFailure>(load: .older, cause: .timedOut)
        test.assertStates([
            .next(0, detail(.loaded(post))),
            .next(10, detail(.loaded(post), comments: Comments(isLoadingInitial: true))),
            .next(18, detail(.loaded(post), comments: loaded(first))),
            .next(20, detail(.loaded(post), comments: Comments(items: first, isLoadingOlder: true))),
            .next(30, detail(.loaded(post), comments: Comments(items: first, failure: failure))),
            .next(40, detail(.loaded(post), comments: Comments(items: first, isLoadingOlder: true))),
            .next(45, detail(.loaded(post), comments: Comments(items: first, moreToLoad: false))),
        ])
        XCTAssertEqual(hung.subscriptions, [Subscription(20, 30)])
        XCTAssertEqual(failure.commentsMessage, "Could not load older comments. The server took too long to answer.")
        test.finish()
    }

    func testWhenThePostAndItsCommentsBothTimeOutOneRetryLoadsBoth() {
        posts.answer(1, with: [])
        commentPages.answer(page(.latest), with: [])
        setUpLoad(comments: first)
        test.send(.appear, at: 10)
        test.send(.retry, at: 30)

        test.run()

        let failure = Comments(failure: PagedListFailure(load: .initial, cause: .timedOut))
        test.assertStates([
            .next(0, detail()), .next(10, detail(.loading)),
            .next(10, detail(.loading, comments: Comments(isLoadingInitial: true))),
            .next(20, detail(.failed(.timedOut), comments: Comments(isLoadingInitial: true))),
            .next(20, detail(.failed(.timedOut), comments: failure)),
            .next(30, detail(.loading, comments: failure)),
            .next(30, detail(.loading, comments: Comments(isLoadingInitial: true))),
            .next(35, detail(.loaded(post), comments: Comments(isLoadingInitial: true))),
            .next(38, detail(.loaded(post), comments: loaded(first))),
        ])
        XCTAssertEqual(posts.requests, [1, 1])
        XCTAssertEqual(commentPages.requests.count, 2)
        test.finish()
    }
}
