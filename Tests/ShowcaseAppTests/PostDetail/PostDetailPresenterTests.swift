import PresentersXCTest
import ShowcaseApp
import XCTest

/// A post detail under the harness, opened by id, whose use case answers as each test sets it up.
class PostDetailPresenterTestCase: ShowcaseAppTestCase {
    /// The seconds a tick stands for: one, as the suites of the detail's timeouts count in seconds; a suite
    /// whose answers come later than 10 ticks takes shorter ticks, so that they come within a request's 10 s.
    class var secondsPerTick: Double { 1 }
    lazy var scheduler = TestScheduler(initialClock: 0, resolution: Self.secondsPerTick)
    lazy var posts = TestAnswers<Int, Post>(call: "post.load", scheduler: scheduler, failureReporter: .xctest)
    lazy var commentPages = TestAnswers<CommentsRequest, [Comment]>(
        call: "post.comments", scheduler: scheduler, failureReporter: .xctest)
    lazy var adds = TestAnswers<CommentWrite, Comment>(
        call: "post.addComment", scheduler: scheduler, failureReporter: .xctest)
    lazy var edits = TestAnswers<CommentWrite, Comment>(
        call: "post.editComment", scheduler: scheduler, failureReporter: .xctest)
    let post = Fixture.post(1)
    let me = "demo@example.com"
    /// The post the screen that opens the detail knows, if any.
    var opened: Post?
    /// The post the detail is restored with, already loaded by its id, if any.
    var restored: Post?
    var author: String? = "demo@example.com"
    lazy var test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) {
        [scheduler, useCase, opened, restored, author] in
        if let restored {
            return makePostDetailPresenter(
                restoring: PostDetailState(post: restored), author: author, useCase: useCase, scheduler: scheduler)
        }
        return makePostDetailPresenter(id: 1, post: opened, author: author, useCase: useCase, scheduler: scheduler)
    }

    /// The detail's use case, each of its calls answered as the test sets it up in `posts`, `commentPages`,
    /// `adds` and `edits`.
    var useCase: PostDetailUseCase {
        var useCase = PostDetailUseCase.unimplemented(Unimplemented(failureReporter: .xctest))
        useCase.post = posts.call
        useCase.comments = commentPages.call
        useCase.addComment = adds.call
        useCase.editComment = edits.call
        return useCase
    }

    /// The request for the page `page` of post 1's comments.
    func page(_ page: PageRequest) -> CommentsRequest {
        CommentsRequest(postID: 1, page: page)
    }

    typealias Comments = PagedListState<Comment, RequestFailure>

    /// The state of the detail of post 1.
    func detail(
        _ post: Loadable<Post, RequestFailure> = .idle, known: Post? = nil, comments: Comments = Comments(),
        pending: [PendingComment] = [], draft: CommentDraft = CommentDraft(), notice: String? = nil
    ) -> PostDetailState {
        PostDetailState(
            id: 1, post: post, known: known, comments: comments, pending: pending, draft: draft, notice: notice)
    }

    /// Post 1 answered 5 ticks after the request, and `comments` 8 ticks after theirs.
    func setUpLoad(comments: [Comment]) {
        posts.answer(1, with: [.next(5, post), .completed(5)])
        commentPages.answer(page(.latest), with: [.next(8, comments), .completed(8)])
    }

    /// The states of the detail appearing at 10 with post 1 and `comments`.
    func loadedStates(comments: [Comment]) -> RecordedEvents<PostDetailState> {
        [
            .next(0, detail()), .next(10, detail(.loading)),
            .next(10, detail(.loading, comments: Comments(isLoadingInitial: true))),
            .next(15, detail(.loaded(post), comments: Comments(isLoadingInitial: true))),
            .next(18, detail(.loaded(post), comments: loaded(comments))),
        ]
    }

    /// The list of comments once its first page answered `comments`.
    func loaded(_ comments: [Comment]) -> Comments {
        Comments(items: comments, moreToLoad: !comments.isEmpty, isEmpty: comments.isEmpty)
    }
}

final class PostDetailPresenterTests: PostDetailPresenterTestCase {
    func testOpenedByIdItLoadsThePostAndItsCommentsOnce() {
        setUpLoad(comments: [])
        test.send(.appear, at: 10)
        test.send(.appear, at: 12)
        test.send(.retry, at: 13)
        test.send(.appear, at: 30)

        test.run()

        test.assertStates(loadedStates(comments: []))
        test.assertRoutes([])
        XCTAssertEqual(posts.requests, [1])
        XCTAssertEqual(commentPages.requests, [CommentsRequest(postID: 1, page: .latest)])
        test.finish()
    }

    func testARestoredDetailWithItsPostLoadedOnlyLoadsItsComments() {
        restored = post
        commentPages.answer(page(.latest), with: [.next(8, [Fixture.comment(2), Fixture.comment(1)]), .completed(8)])
        test.send(.appear, at: 10)

        test.run()

        test.assertStates([
            .next(0, detail(.loaded(post))),
            .next(10, detail(.loaded(post), comments: Comments(isLoadingInitial: true))),
            .next(18, detail(.loaded(post), comments: loaded([Fixture.comment(2), Fixture.comment(1)]))),
        ])
        XCTAssertEqual(posts.requests, [])
        test.finish()
    }

    func testAnUnknownIdIsNotFoundAndARetryLoadsThePostAndTheCommentsAgain() {
        posts.answer(1, with: [.error(5, APIError.notFound)])
        commentPages.answer(page(.latest), with: [.error(5, APIError.notFound)])
        setUpLoad(comments: [])
        test.send(.appear, at: 10)
        test.send(.retry, at: 30)

        test.run()

        let commentsFailed = Comments(failure: PagedListFailure(load: .initial, cause: .notFound))
        test.assertStates([
            .next(0, detail()), .next(10, detail(.loading)),
            .next(10, detail(.loading, comments: Comments(isLoadingInitial: true))),
            .next(15, detail(.failed(.notFound), comments: Comments(isLoadingInitial: true))),
            .next(15, detail(.failed(.notFound), comments: commentsFailed)),
            .next(30, detail(.loading, comments: commentsFailed)),
            .next(30, detail(.loading, comments: Comments(isLoadingInitial: true))),
            .next(35, detail(.loaded(post), comments: Comments(isLoadingInitial: true))),
            .next(38, detail(.loaded(post), comments: loaded([]))),
        ])
        XCTAssertEqual(RequestFailure.notFound.message, "This post does not exist.")
        XCTAssertEqual(posts.requests, [1, 1])
        test.finish()
    }

    func testAPostThatDoesNotAnswerTimesOutAfterTenSecondsAndARetryLoadsIt() {
        let hung = posts.answer(1, with: [])
        commentPages.answer(page(.latest), with: [.next(8, []), .completed(8)])
        posts.answer(1, with: [.next(5, post), .completed(5)])
        test.send(.appear, at: 10)
        test.send(.retry, at: 40)

        test.run()

        test.assertStates([
            .next(0, detail()), .next(10, detail(.loading)),
            .next(10, detail(.loading, comments: Comments(isLoadingInitial: true))),
            .next(18, detail(.loading, comments: loaded([]))),
            .next(20, detail(.failed(.timedOut), comments: loaded([]))),
            .next(40, detail(.loading, comments: loaded([]))),
            .next(45, detail(.loaded(post), comments: loaded([]))),
        ])
        XCTAssertEqual(hung.subscriptions, [Subscription(10, 20)], "the timeout cancels the request")
        XCTAssertEqual(RequestFailure.timedOut.message, "The post took too long to load.")
        test.finish()
    }

    func testANetworkServerOrMalformedAnswerFailsWithItsMessageAndARetry() {
        opened = nil
        posts.answer(1, with: [.error(5, APIError.network)])
        commentPages.answer(page(.latest), with: [.next(8, []), .completed(8)])
        posts.answer(1, with: [.error(5, APIError.server(statusCode: 500))])
        posts.answer(1, with: [.error(5, APIError.invalidResponse)])
        test.send(.appear, at: 10)
        test.send(.retry, at: 30)
        test.send(.retry, at: 50)

        test.run()

        let none = loaded([])
        test.assertStates([
            .next(0, detail()), .next(10, detail(.loading)),
            .next(10, detail(.loading, comments: Comments(isLoadingInitial: true))),
            .next(15, detail(.failed(.network), comments: Comments(isLoadingInitial: true))),
            .next(18, detail(.failed(.network), comments: none)),
            .next(30, detail(.loading, comments: none)), .next(35, detail(.failed(.server), comments: none)),
            .next(50, detail(.loading, comments: none)), .next(55, detail(.failed(.unexpected), comments: none)),
        ])
        XCTAssertEqual(
            [RequestFailure.network, .server, .unexpected].map(\.message),
            [
                "Could not load the post. No connection.",
                "Could not load the post. Something went wrong on our side.",
                "Could not load the post. Unexpected answer from the server.",
            ])
        test.finish()
    }

    func testTheCommentsPageAndRetryThroughTheList() {
        restored = post
        let first = [Fixture.comment(30), Fixture.comment(29)]
        commentPages.answer(page(.latest), with: [.next(8, first), .completed(8)])
        commentPages.answer(page(.older(than: 29)), with: [.error(5, APIError.network)])
        commentPages.answer(page(.older(than: 29)), with: [.next(5, []), .completed(5)])
        test.send(.appear, at: 10)
        test.send(.comments(.reachedEnd), at: 20)
        test.send(.comments(.retry), at: 30)

        test.run()

        let failure = PagedListFailure<RequestFailure>(load: .older, cause: .network)
        test.assertStates([
            .next(0, detail(.loaded(post))),
            .next(10, detail(.loaded(post), comments: Comments(isLoadingInitial: true))),
            .next(18, detail(.loaded(post), comments: loaded(first))),
            .next(20, detail(.loaded(post), comments: Comments(items: first, isLoadingOlder: true))),
            .next(25, detail(.loaded(post), comments: Comments(items: first, failure: failure))),
            .next(30, detail(.loaded(post), comments: Comments(items: first, isLoadingOlder: true))),
            .next(35, detail(.loaded(post), comments: Comments(items: first, moreToLoad: false))),
        ])
        XCTAssertEqual(failure.commentsMessage, "Could not load older comments. No connection.")
        test.finish()
    }

    func testTheBackButtonLeadsBack() {
        restored = post
        test.send(.backTapped, at: 10)

        test.run()

        test.assertStates([.next(0, detail(.loaded(post)))])
        test.assertRoutes([.next(10, .back)])
        test.finish()
    }
}
