import PresentersXCTest
import ShowcaseApp
import XCTest

/// The post detail, the collection and the user through the production root and its in-memory backend,
/// and through the root a test builds, in Given / When / Then form.
final class DetailFlowTests: ShowcaseAppTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    func testGivenALoggedInUserWhenTheyCommentPostOneThenTheCommentIsStoredUnderTheirEmail() {
        let root = AppUnderTest(
            scheduler: scheduler, backend: .init(latency: .seconds(5)), user: .signedIn(Fixture.session)
        )
        .root
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { root.postDetailPresenter(id: 1) }
        test.send(.appear, at: 0)
        test.send(.draftChanged("Great app"), at: 20)
        test.send(.sendTapped, at: 21)

        test.run()

        let post = Fixture.catalogPost(1)
        let none = PagedListState<Comment, RequestFailure>(moreToLoad: false, isEmpty: true)
        let stored = Comment(id: 3, author: "demo@example.com", text: "Great app")
        test.assertStates([
            .next(0, PostDetailState(id: 1)), .next(0, PostDetailState(id: 1, post: .loading)),
            .next(0, PostDetailState(id: 1, post: .loading, comments: PagedListState(isLoadingInitial: true))),
            .next(5, PostDetailState(id: 1, post: .loaded(post), comments: PagedListState(isLoadingInitial: true))),
            .next(5, PostDetailState(id: 1, post: .loaded(post), comments: none)),
            .next(
                20,
                PostDetailState(
                    id: 1, post: .loaded(post), comments: none,
                    draft: CommentDraft(text: "Great app", isSendEnabled: true))),
            .next(
                21,
                PostDetailState(
                    id: 1, post: .loaded(post), comments: none, pending: [PendingComment(key: 1, text: "Great app")])),
            .next(
                26,
                PostDetailState(
                    id: 1, post: .loaded(post), comments: PagedListState(items: [stored], moreToLoad: false))),
        ])
        // The detail follows the store's vote for its post while it lives.
        test.finish(expectingLiveSubscriptions: 1)
    }

    func testGivenTheUnimplementedRootWhenTheScreensLoadThenEachNamesTheUseCaseItCalled() {
        var failures: [String] = []
        let unimplemented = Unimplemented(failureReporter: FailureReporter { failures.append($0.message) })
        let root = AppUnderTest(scheduler: scheduler, useCases: .unimplemented(unimplemented)).root

        let detail = root.postDetailPresenter(id: 1)
        let collection = root.collectionPresenter(id: 1)
        let user = root.userPresenter(id: 1)
        detail.send(.appear)
        collection.send(.appear)
        user.send(.appear)
        scheduler.start()

        XCTAssertEqual(
            failures,
            [
                "post.load", "post.comments", "collection.load", "collection.posts", "user.load", "user.posts",
            ].map { "\($0) was called but the test did not provide it" })
        XCTAssertEqual(detail.currentState.post, .failed(.unexpected))
        XCTAssertEqual(collection.currentState.header, .failed(.unexpected))
        XCTAssertEqual(user.currentState.posts.failure, PagedListFailure(load: .initial, cause: .unexpected))
    }

    func testGivenTheProductionRootWhenAUserOpensAPostThenItsDetailLoadsById() {
        let root = AppUnderTest(scheduler: scheduler, backend: .init(latency: .seconds(5))).root
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { root.userPresenter(id: 2) }
        test.send(.appear, at: 0)
        test.send(.select(id: 12), at: 20)

        test.run()

        let posts = [100, 89, 78, 67, 56, 45, 34, 23, 12, 1].map(Fixture.catalogPost)
        let ben = UserProfile(id: 2, name: "Ben Okafor")
        test.assertStates([
            .next(0, UserState(id: 2)), .next(0, UserState(id: 2, header: .loading)),
            .next(0, UserState(id: 2, header: .loading, posts: PagedListState(isLoadingInitial: true))),
            .next(5, UserState(id: 2, header: .loaded(ben), posts: PagedListState(isLoadingInitial: true))),
            .next(5, UserState(id: 2, header: .loaded(ben), posts: PagedListState(items: posts))),
        ])
        test.assertRoutes([.next(20, .postDetail(id: 12))])
        // The detail follows the store's vote for its post while it lives.
        test.finish(expectingLiveSubscriptions: 1)
    }
}
