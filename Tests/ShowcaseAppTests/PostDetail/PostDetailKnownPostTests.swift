import Presenters
import ShowcaseApp
import XCTest

/// The detail of post 1 opened from a list that knows the post: shown at once, without a loader, while it
/// loads by its id; replaced by the backend's post once loaded; kept, with the failure and its retry, if that
/// load fails.
final class PostDetailKnownPostTests: PostDetailPresenterTestCase {
    /// Post 1 as the list had it: its votes and title since changed on the backend.
    private let stale = Post(id: 1, title: "Old title", author: "Author 1", votes: 1)

    override func setUp() {
        super.setUp()
        opened = stale
    }

    func testTheKnownPostIsShownAtOnceThenTheBackendsOnceLoadedById() {
        setUpLoad(comments: [])
        test.send(.appear, at: 10)
        test.send(.appear, at: 12)

        test.run()

        let loading = Comments(isLoadingInitial: true)
        test.assertStates([
            .next(0, detail(known: stale)), .next(10, detail(.loading, known: stale)),
            .next(10, detail(.loading, known: stale, comments: loading)),
            .next(15, detail(.loaded(post), known: stale, comments: loading)),
            .next(18, detail(.loaded(post), known: stale, comments: loaded([]))),
        ])
        test.assertRoutes([])
        XCTAssertEqual(detail(.loading, known: stale).shownPost, stale, "shown while it loads, without a loader")
        XCTAssertEqual(detail(.loading, known: stale).shownVote, Vote(isVoted: false, count: 1))
        XCTAssertEqual(detail(.loaded(post), known: stale).shownPost, post, "the backend's post replaces it")
        XCTAssertEqual(detail(.loaded(post), known: stale).shownVote, Vote(isVoted: false, count: 2))
        XCTAssertEqual(posts.requests, [1], "loaded by its id once")
        test.finish()
    }

    func testAFailedLoadKeepsTheKnownPostWithTheFailureAndARetryLoadsIt() {
        posts.answer(1, with: [.error(5, APIError.network)])
        commentPages.answer(page(.latest), with: [.next(8, []), .completed(8)])
        posts.answer(1, with: [.next(5, post), .completed(5)])
        test.send(.appear, at: 10)
        test.send(.retry, at: 30)

        test.run()

        let none = loaded([])
        test.assertStates([
            .next(0, detail(known: stale)), .next(10, detail(.loading, known: stale)),
            .next(10, detail(.loading, known: stale, comments: Comments(isLoadingInitial: true))),
            .next(15, detail(.failed(.network), known: stale, comments: Comments(isLoadingInitial: true))),
            .next(18, detail(.failed(.network), known: stale, comments: none)),
            .next(30, detail(.loading, known: stale, comments: none)),
            .next(35, detail(.loaded(post), known: stale, comments: none)),
        ])
        XCTAssertEqual(detail(.failed(.network), known: stale).shownPost, stale, "kept while the load failed")
        XCTAssertEqual(posts.requests, [1, 1])
        test.finish()
    }

    func testALoadThatHangsTimesOutKeepingTheKnownPost() {
        let hung = posts.answer(1, with: [])
        commentPages.answer(page(.latest), with: [.next(8, []), .completed(8)])
        test.send(.appear, at: 10)

        test.run()

        test.assertStates([
            .next(0, detail(known: stale)), .next(10, detail(.loading, known: stale)),
            .next(10, detail(.loading, known: stale, comments: Comments(isLoadingInitial: true))),
            .next(18, detail(.loading, known: stale, comments: loaded([]))),
            .next(20, detail(.failed(.timedOut), known: stale, comments: loaded([]))),
        ])
        XCTAssertEqual(hung.subscriptions, [Subscription(10, 20)])
        test.finish()
    }

    func testACommentCanBeWrittenUnderTheKnownPostWhileItLoads() {
        posts.answer(1, with: [.next(5, post), .completed(5)])
        commentPages.answer(page(.latest), with: [.next(8, []), .completed(8)])
        test.send(.appear, at: 10)
        test.send(.draftChanged("Nice"), at: 11)

        test.run()

        let loading = Comments(isLoadingInitial: true)
        let draft = CommentDraft(text: "Nice", isSendEnabled: true)
        test.assertStates([
            .next(0, detail(known: stale)), .next(10, detail(.loading, known: stale)),
            .next(10, detail(.loading, known: stale, comments: loading)),
            .next(11, detail(.loading, known: stale, comments: loading, draft: draft)),
            .next(15, detail(.loaded(post), known: stale, comments: loading, draft: draft)),
            .next(18, detail(.loaded(post), known: stale, comments: loaded([]), draft: draft)),
        ])
        test.finish()
    }
}
