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
            root: AppUnderTest(
                scheduler: scheduler, backend: .init(latency: .seconds(1)), user: .signedIn(Fixture.session)
            )
            .root)
    }

    private func post(_ id: Int) -> AppScreen { AppScreen.post(id: id) }

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
        let lost = scheduler.createObserver(AppScreen.self)
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
        let lost = scheduler.createObserver(AppScreen.self)
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
        let oldTabs = AppNavigation(tabs: [(AppTab.feed, AppTab.feed.root)], selected: .feed)

        XCTAssertEqual(navigator.restore(oldTabs), .failure(.otherTabs([.feed])))
        XCTAssertEqual(navigator.restore(.signedOut), .failure(.otherTabs([])))

        XCTAssertEqual(navigator.currentNavigation, .signedIn)
        XCTAssertEqual(
            [RestoreProblem.otherTabs([.feed]), .signedOut].map(\.message),
            ["its tabs (feed) are not the app's", "nobody is signed in"])
    }

    func testAScreenTheAppDoesNotHaveCannotBeReadAndSaysWhich() {
        func problem(_ json: String) -> String? {
            do {
                _ = try JSONDecoder().decode(AppScreen.self, from: Data(json.utf8))
                return nil
            } catch {
                return "\(error)"
            }
        }

        XCTAssertEqual(problem(#"{"kind":"wizard"}"#), "the app has no screen wizard")
        XCTAssertEqual(problem(#"{"kind":"post"}"#), "the app has no screen post", "a post's detail takes an id")
        XCTAssertEqual(problem(#"{"kind":"feed","id":3}"#), "the app has no screen feed #3")
        XCTAssertNil(problem(#"{"kind":"post","id":98}"#))
    }

    func testNothingIsRestoredWhileNobodyIsSignedIn() {
        let navigator = Navigator(root: AppUnderTest(scheduler: scheduler).root)

        XCTAssertEqual(navigator.restore(.signedIn(feed: [post(98)])), .failure(.signedOut))
        XCTAssertEqual(navigator.currentNavigation, .signedOut)
    }
}
