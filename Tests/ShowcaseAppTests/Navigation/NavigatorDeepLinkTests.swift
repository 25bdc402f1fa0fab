import Presenters
import ShowcaseApp
import XCTest

final class NavigatorDeepLinkTests: ShowcaseAppTestCase {
    // Ticks of a tenth of a second: the answers, tens of ticks away, come well within a request's 10 s.
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
    private var bag = DisposeBag()

    override func tearDown() {
        bag = DisposeBag()
        super.tearDown()
    }

    /// The app over a backend answering `latency` ticks after each request.
    private func app(signedIn: Bool, latency: Int = 10) -> (CompositionRoot, Navigator) {
        let user =
            signedIn ? AppUnderTest.User.signedIn(Session(email: "demo@example.com", token: "token-0")) : .signedOut
        let root = AppUnderTest(scheduler: scheduler, backend: .init(latency: .milliseconds(100 * latency)), user: user)
            .root
        return (root, Navigator(root: root))
    }

    private func stack(_ navigator: Navigator) -> [String] {
        navigator.currentStack.map(\.description)
    }

    /// The changes of the navigation value from now on, each as its path.
    private func navigations(_ navigator: Navigator) -> TestableObserver<String> {
        let observer = scheduler.createObserver(String.self)
        navigator.navigation.skip(1).map(\.path).subscribe(observer).disposed(by: bag)
        return observer
    }

    func testGivenTheFeedWhenAPostLinkArrivesThenItsDetailIsShownOverTheFeed() throws {
        let (_, navigator) = app(signedIn: true)
        let shown = navigations(navigator)

        XCTAssertEqual(navigator.open("producthunt://post/42"), .success(.post(id: 42)))

        XCTAssertEqual(stack(navigator), ["feed (root)", "post (push)"])
        XCTAssertEqual(try XCTUnwrap(navigator.top.presenter(as: PostDetailScreen.self)).currentState.id, 42)
        XCTAssertEqual(shown.events, [.next(0, "feed > post #42")])
    }

    func testGivenTheFeedWhenASearchLinkArrivesThenTheSearchTabShowsASearchForItsTextOverItsOwnSearch() throws {
        let (_, navigator) = app(signedIn: true)
        let shown = navigations(navigator)

        XCTAssertEqual(
            navigator.open("producthunt://search?q=quiet+notes"), .success(DeepLink.search(query: "quiet notes")))
        scheduler.advanceTo(50)

        XCTAssertEqual(navigator.currentNavigation.selectedTab, .search)
        XCTAssertEqual(stack(navigator), ["search (root)", "search (push)"])
        let search = try XCTUnwrap(navigator.top.presenter(as: SearchScreen.self))
        XCTAssertEqual(search.currentState.query, "quiet notes")
        XCTAssertEqual(search.currentState.results.items.map(\.id), [91])
        XCTAssertEqual(shown.events, [.next(0, "search > search")])
        XCTAssertEqual(navigator.back(), .success(.signedIn(showing: [], in: .search)))
        XCTAssertEqual(try XCTUnwrap(navigator.top.presenter(as: SearchScreen.self)).currentState.query, "")
    }

    func testGivenAVenueShownWhenALinkArrivesThenItBuildsTheFeedsTabWithTheLinkedScreenOverTheFeed() throws {
        let (_, navigator) = app(signedIn: true)
        scheduler.advanceTo(10)
        let feed = navigator.top
        navigator.top.presenter(as: FeedScreen.self)?.send(.select(id: 100))
        navigator.open(.venues)
        navigator.perform(.push(AppScreen.venue(id: 4)))

        navigator.open("producthunt://post/7")

        XCTAssertEqual(stack(navigator), ["feed (root)", "post (push)"])
        XCTAssertEqual(navigator.currentNavigation, .signedIn(feed: [AppScreen.post(id: 7)]))
        XCTAssertEqual(try XCTUnwrap(navigator.top.presenter(as: PostDetailScreen.self)).currentState.id, 7)
        XCTAssertEqual(navigator.back(), .success(.signedIn))
        XCTAssertEqual(navigator.top, feed, "the feed under the link is the one that was there")
    }

    func testGivenAnyScreenWhenABadLinkArrivesThenItsErrorIsReturnedAndNothingChanges() {
        let (_, navigator) = app(signedIn: true)
        let shown = navigations(navigator)
        let before = navigator.currentStack

        let bad = ["https://post/1", "producthunt://post/-1", "producthunt://post/x", "producthunt://venue/1", ""]
        for link in bad {
            guard case .failure = navigator.open(link) else { return XCTFail("\(link) opened something") }
        }

        XCTAssertEqual(navigator.currentStack, before)
        XCTAssertEqual(shown.events, [])
        XCTAssertEqual(
            navigator.open("producthunt://post/1/2"),
            .failure(DeepLinkError(reason: .extraSegments("2"), scheme: "producthunt")))
    }

    func testGivenTheLoginWhenALinkArrivesThenItIsKeptAndOpenedRightAfterTheLogin() throws {
        let (root, navigator) = app(signedIn: false)
        let shown = navigations(navigator)

        XCTAssertEqual(navigator.open("producthunt://post/98"), .success(.post(id: 98)))
        XCTAssertEqual(stack(navigator), ["login (root)"])
        XCTAssertEqual(navigator.waitingLink, .post(id: 98))

        let login = try XCTUnwrap(navigator.top.presenter(as: LoginScreen.self))
        login.send(.emailChanged(InMemoryBackend.demoAccount.email))
        login.send(.passwordChanged(InMemoryBackend.demoAccount.password))
        login.send(.loginTapped)
        scheduler.advanceTo(10)

        XCTAssertEqual(stack(navigator), ["feed (root)", "post (push)"])
        XCTAssertEqual(try XCTUnwrap(navigator.top.presenter(as: PostDetailScreen.self)).currentState.id, 98)
        XCTAssertEqual(shown.events, [.next(10, "feed"), .next(10, "feed > post #98")])
        XCTAssertNil(navigator.waitingLink)
        XCTAssertNotNil(root.store.state.session)
    }

    func testGivenTheLoginWhenSeveralLinksArriveThenTheLastGoodOneIsKept() {
        let (_, navigator) = app(signedIn: false)

        navigator.open("producthunt://post/3")
        navigator.open("producthunt://post/4")
        navigator.open("producthunt://post/oops")

        XCTAssertEqual(navigator.waitingLink, .post(id: 4))
        XCTAssertEqual(stack(navigator), ["login (root)"])
    }

    func testGivenTheLoginWhenABadLinkArrivesThenNothingIsKept() {
        let (_, navigator) = app(signedIn: false)

        XCTAssertEqual(
            navigator.open("producthunt://post/0"), .failure(DeepLinkError(reason: .zeroId, scheme: "producthunt")))

        XCTAssertNil(navigator.waitingLink)
    }

    func testGivenTheFeedWhenACollectionOrAUserLinkArrivesThenItsScreenIsShownAndLoadsById() throws {
        let (_, navigator) = app(signedIn: true, latency: 1)

        XCTAssertEqual(navigator.open("producthunt://collection/1"), .success(.collection(id: 1)))
        scheduler.advanceTo(10)
        let collection = try XCTUnwrap(navigator.top.presenter(as: CollectionScreen.self))
        XCTAssertEqual(collection.currentState.header.value?.title, "Tools for focus")
        XCTAssertEqual(navigator.open("producthunt://user/2"), .success(.user(id: 2)))
        scheduler.advanceTo(20)

        XCTAssertEqual(stack(navigator), ["feed (root)", "user (push)"])
        let user = try XCTUnwrap(navigator.top.presenter(as: UserScreen.self))
        XCTAssertEqual(user.currentState.id, 2)
        XCTAssertNotNil(user.currentState.header.value)
    }

    func testGivenALinkToAPostThatDoesNotExistWhenItOpensThenTheDetailSaysSo() throws {
        let (_, navigator) = app(signedIn: true, latency: 1)

        XCTAssertEqual(navigator.open("producthunt://post/999"), .success(.post(id: 999)))
        scheduler.advanceTo(10)

        let detail = try XCTUnwrap(navigator.top.presenter(as: PostDetailScreen.self))
        XCTAssertEqual(detail.currentState.post, .failed(.notFound))
    }
}
