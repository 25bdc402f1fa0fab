import Presenters
import ShowcaseApp
import XCTest

/// A saved navigation shown again: each screen built from its id and loaded when it appears; a value that
/// is not the app's changes nothing and says why; a screen whose thing is gone takes the app to the feed.
final class NavigatorRestoreTests: ShowcaseAppTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private var bag = DisposeBag()

    override func tearDown() {
        bag = DisposeBag()
        super.tearDown()
    }

    private func signedIn() -> Navigator {
        Navigator(
            root: CompositionRoot(
                environment: .simulated(
                    scheduler: scheduler, backend: .init(latency: .seconds(1)),
                    credentialsStore: InMemoryCredentialsStore(session: Fixture.session))))
    }

    private func post(_ id: Int) -> ScreenID { ScreenID(PostDetailScreen.self, id: id) }

    func testASavedPostUnderTheFeedIsShownAndLoadedByItsId() throws {
        let navigator = signedIn()
        let feed = navigator.top
        let saved = AppNavigation.signedIn(feed: [post(98)])

        XCTAssertEqual(navigator.restore(saved), .success(saved))
        scheduler.advanceTo(20)

        XCTAssertEqual(navigator.currentNavigation, saved)
        XCTAssertEqual(navigator.currentStack.map(\.description), ["feed (root)", "post (push)"])
        XCTAssertEqual(navigator.currentStack.first?.screen, feed, "the feed built at the start is kept")
        let detail = try XCTUnwrap(navigator.top.presenter(as: PostDetailScreen.self))
        XCTAssertEqual(detail.currentState.post.value?.title, "Fast Journal")
    }

    func testASavedPostThatIsGoneTakesTheAppToTheFeedAndIsReleased() throws {
        let navigator = signedIn()
        let lost = scheduler.createObserver(ScreenID.self)
        navigator.lostScreens.subscribe(lost).disposed(by: bag)
        navigator.restore(.signedIn(feed: [post(999)]))
        weak let detail = navigator.top.presenter(as: PostDetailScreen.self)
        XCTAssertNotNil(detail)

        scheduler.advanceTo(20)

        XCTAssertEqual(lost.events, [.next(1, post(999))])
        XCTAssertEqual(navigator.currentNavigation, .signedIn)
        XCTAssertNil(detail, "the post that was gone was not released")
    }

    func testAPostOpenedLaterThatIsNotFoundStaysAndSaysSo() throws {
        let navigator = signedIn()
        let lost = scheduler.createObserver(ScreenID.self)
        navigator.lostScreens.subscribe(lost).disposed(by: bag)
        navigator.restore(.signedIn)
        navigator.open("producthunt://post/999")

        scheduler.advanceTo(20)

        XCTAssertEqual(lost.events, [], "only the screens restored go back to the feed when gone")
        XCTAssertEqual(
            try XCTUnwrap(navigator.top.presenter(as: PostDetailScreen.self)).currentState.post, .failed(.notFound))
    }

    func testAValueThatIsNotTheAppsChangesNothingAndSaysWhy() {
        let navigator = signedIn()
        let unknown = AppNavigation.signedIn(feed: [ScreenID(kind: "wizard")])
        let noID = AppNavigation.signedIn(feed: [ScreenID(kind: "post")])
        let oldTabs = AppNavigation(tabs: [(AppTab.feed, AppTab.feed.root)], selected: .feed)

        XCTAssertEqual(navigator.restore(unknown), .failure(.unknownScreen(ScreenID(kind: "wizard"))))
        XCTAssertEqual(navigator.restore(noID), .failure(.unknownScreen(ScreenID(kind: "post"))))
        XCTAssertEqual(navigator.restore(oldTabs), .failure(.otherTabs([.feed])))
        XCTAssertEqual(navigator.restore(.signedOut), .failure(.otherTabs([])))

        XCTAssertEqual(navigator.currentNavigation, .signedIn)
        XCTAssertEqual(
            [RestoreProblem.unknownScreen(ScreenID(kind: "wizard")), .otherTabs([.feed]), .signedOut].map(\.message),
            ["the app has no screen wizard", "its tabs (feed) are not the app's", "nobody is signed in"])
    }

    func testNothingIsRestoredWhileNobodyIsSignedIn() {
        let navigator = Navigator(root: CompositionRoot(environment: .simulated(scheduler: scheduler)))

        XCTAssertEqual(navigator.restore(.signedIn(feed: [post(98)])), .failure(.signedOut))
        XCTAssertEqual(navigator.currentNavigation, .signedOut)
    }
}
