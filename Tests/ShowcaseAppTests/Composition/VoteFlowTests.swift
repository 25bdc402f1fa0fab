import Presenters
import ShowcaseApp
import XCTest

/// Votes through the app as it ships, over the in-memory backend: the detail and the feed share them.
final class VoteFlowTests: ShowcaseAppTestCase {
    // Ticks of a tenth of a second: the answers, tens of ticks away, come well within a request's 10 s.
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
    private var bag = DisposeBag()

    /// The app of the test, which goes with it.
    private var app: AppUnderTest!

    override func tearDown() {
        bag = DisposeBag()
        app = nil
        super.tearDown()
    }

    private func signedIn() -> (CompositionRoot, Navigator) {
        app = AppUnderTest(
            scheduler: scheduler, backend: .init(latency: .seconds(1)),
            user: .signedIn(Session(email: "demo@example.com", token: "t")))
        return (app.root, Navigator(root: app.root))
    }

    private func votes(of id: Int, in feed: FeedPresenter) -> TestableObserver<Int> {
        let observer = scheduler.createObserver(Int.self)
        feed.state.compactMap { $0.items.first { $0.id == id }?.votes }.distinctUntilChanged().subscribe(observer)
            .disposed(by: bag)
        return observer
    }

    func testGivenTheFeedWhenTheUserVotesOnADetailThenTheFeedShowsTheCountAtOnceWithoutAReload() throws {
        let (root, navigator) = signedIn()
        let feed = try XCTUnwrap(navigator.top.presenter(as: FeedScreen.self))
        scheduler.advanceTo(10)
        let post = try XCTUnwrap(feed.currentState.items.first { $0.id == 98 })
        let counts = votes(of: 98, in: feed)

        feed.send(.select(id: 98))
        let detail = try XCTUnwrap(navigator.top.presenter(as: PostDetailScreen.self))
        scheduler.scheduleAt(20) { detail.send(.voteTapped) }
        scheduler.advanceTo(40)

        XCTAssertEqual(counts.events, [.next(10, post.votes), .next(20, post.votes + 1)])
        XCTAssertEqual(detail.currentState.vote, Vote(isVoted: true, count: post.votes + 1))
        XCTAssertEqual(root.store.state.votes[98], Vote(isVoted: true, count: post.votes + 1))
    }

    func testGivenAFailingBackendWhenTheUserVotesThenTheFeedGoesBackToItsCountAndTheDetailSaysWhy() throws {
        let (root, navigator) = signedIn()
        let feed = try XCTUnwrap(navigator.top.presenter(as: FeedScreen.self))
        scheduler.advanceTo(10)
        let post = try XCTUnwrap(feed.currentState.items.first { $0.id == 98 })
        let counts = votes(of: 98, in: feed)
        feed.send(.select(id: 98))
        let detail = try XCTUnwrap(navigator.top.presenter(as: PostDetailScreen.self))

        app.backend.failNextRequest(with: .connectionLost)
        scheduler.scheduleAt(20) { detail.send(.voteTapped) }
        scheduler.advanceTo(40)

        XCTAssertEqual(counts.events, [.next(10, post.votes), .next(20, post.votes + 1), .next(30, post.votes)])
        XCTAssertEqual(detail.currentState.voteFailure, "Could not vote. No connection.")
        XCTAssertEqual(root.store.state.votes, [98: Vote(isVoted: false, count: post.votes)])
    }

    func testGivenAVotePendingWhenTheDetailIsClosedThenTheVoteIsRolledBack() throws {
        let (root, navigator) = signedIn()
        let feed = try XCTUnwrap(navigator.top.presenter(as: FeedScreen.self))
        scheduler.advanceTo(10)
        feed.send(.select(id: 98))
        navigator.top.presenter(as: PostDetailScreen.self)?.send(.voteTapped)
        XCTAssertEqual(root.store.state.votes[98]?.isPending, true)
        let count = try XCTUnwrap(feed.currentState.items.first { $0.id == 98 }?.votes) - 1

        navigator.back()

        XCTAssertEqual(root.store.state.votes, [98: Vote(isVoted: false, count: count)])
        scheduler.advanceTo(40)
        XCTAssertEqual(root.store.state.votes, [98: Vote(isVoted: false, count: count)])
        XCTAssertEqual(feed.currentState.items.first { $0.id == 98 }?.votes, count)
    }

    func testGivenACollectionShownWhenAPostOfItIsVotedThenItsCountChangesWithoutAReload() throws {
        let (root, navigator) = signedIn()
        navigator.open("producthunt://collection/1")
        let collection = try XCTUnwrap(navigator.top.presenter(as: CollectionScreen.self))
        scheduler.advanceTo(10)
        let post = try XCTUnwrap(collection.currentState.posts.items.first)

        root.store.dispatch(.voteConfirmed(postID: post.id, voted: true, count: post.votes + 5))

        XCTAssertEqual(collection.currentState.posts.items.first?.votes, post.votes + 5)
    }

    func testGivenAUsersPostsShownWhenAPostOfThemIsVotedThenItsCountChanges() throws {
        let (root, navigator) = signedIn()
        navigator.open("producthunt://user/2")
        let user = try XCTUnwrap(navigator.top.presenter(as: UserScreen.self))
        scheduler.advanceTo(10)
        let post = try XCTUnwrap(user.currentState.posts.items.last)

        root.store.dispatch(.voteSent(postID: post.id, voted: true, count: post.votes))

        XCTAssertEqual(user.currentState.posts.items.last?.votes, post.votes + 1)
    }
}
