import PresentersXCTest
import ShowcaseApp
import XCTest

/// The tabs of the app's tab bar are the signed-in app's: refused while nobody is signed in; once someone
/// is, each keeps its stack while another is shown, and logging out releases them all.
final class NavigatorTabTests: ShowcaseAppTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    private func signedIn() -> (CompositionRoot, Navigator) {
        let root = AppUnderTest(scheduler: scheduler, user: .signedIn(Fixture.session)).root
        return (root, Navigator(root: root))
    }

    func testEveryTabIsTheTabOfOneFeatureWhoseScreenIsItsFirst() {
        for tab in AppTab.allCases {
            let features = AppScreen.features.filter { $0.tab == tab }
            XCTAssertEqual(features.count, 1, "the \(tab) tab is one feature's")
            XCTAssertEqual(features.first?.screen(id: nil), tab.root)
        }
        XCTAssertEqual(AppTab.allCases.map(\.root), [.feed, .venues, .gallery, .search()])
    }

    func testGivenTheLoginWhenATabIsOpenedThenItIsRefusedAndNothingChanges() {
        let navigator = Navigator(
            root: AppUnderTest(scheduler: scheduler, useCases: .unimplemented(Unimplemented(failureReporter: .xctest)))
                .root)

        for tab in AppTab.allCases {
            XCTAssertEqual(navigator.canOpen(tab), Result<AppTab, TabError>.failure(TabError(tab: tab)))
            XCTAssertEqual(navigator.open(tab), Result<AppTab, TabError>.failure(TabError(tab: tab)))
        }
        scheduler.start()

        XCTAssertEqual(navigator.currentNavigation, .signedOut)
        XCTAssertEqual(
            AppTab.allCases.map { TabError(tab: $0).message },
            [
                "log in first: the feed tab opens once you are logged in",
                "log in first: the venues tab opens once you are logged in",
                "log in first: the gallery tab opens once you are logged in",
                "log in first: the search tab opens once you are logged in",
            ])
    }

    func testGivenAStoredSessionThenTheAppStartsAtTheFeedsTabWithEveryTabAtItsFirstScreen() {
        let (_, navigator) = signedIn()

        XCTAssertEqual(navigator.currentNavigation, .signedIn)
        XCTAssertEqual(
            navigator.currentNavigation.tabs.map(\.stack.description), ["feed", "venues", "gallery", "search"])
        XCTAssertEqual(navigator.currentStack.map(\.description), ["feed (root)"])
    }

    func testGivenAVenueOpenWhenTheGalleryIsShownAndThenTheVenuesThenTheSameVenueIsStillShown() throws {
        let (_, navigator) = signedIn()

        XCTAssertEqual(navigator.open(.venues), .success(.venues))
        navigator.perform(.push(AppScreen.venue(id: 4)))
        let venue = navigator.top
        XCTAssertEqual(navigator.open(.gallery), .success(.gallery))
        XCTAssertEqual(navigator.top.name, "gallery")
        XCTAssertEqual(navigator.open(.venues), .success(.venues))

        XCTAssertEqual(navigator.top, venue, "the venues' stack kept its presenter")
        XCTAssertEqual(navigator.currentNavigation.stack.description, "venues > venue #4")
        XCTAssertEqual(navigator.currentStack.map(\.description), ["venues (root)", "venue (push)"])
    }

    func testGivenATabShownWhenItIsOpenedAgainThenItIsRefusedAndSaysWhy() {
        let (_, navigator) = signedIn()

        XCTAssertEqual(
            navigator.open(.feed), .failure(TabError(tab: .feed, refusal: .alreadySelected(.feed))))
        XCTAssertEqual(TabError(tab: .feed, refusal: .alreadySelected(.feed)).message, "the feed tab is shown already")
    }

    func testGivenTabsWithScreensWhenTheUserLogsOutThenTheLoginIsAloneAndEveryTabIsReleased() throws {
        let (root, navigator) = signedIn()
        navigator.open(.venues)
        navigator.perform(.push(AppScreen.venue(id: 4)))
        weak let venue = navigator.top.presenter(as: VenueDetailScreen.self)
        navigator.open(.feed)
        weak let feed = navigator.top.presenter(as: FeedScreen.self)

        feed?.send(.logOutTapped)

        XCTAssertEqual(navigator.currentNavigation, .signedOut)
        XCTAssertNil(venue, "the venue outlived the logout")
        XCTAssertNil(feed, "the feed outlived the logout")
        XCTAssertNil(root.store.state.session)
        XCTAssertEqual(navigator.open(.gallery), Result<AppTab, TabError>.failure(TabError(tab: .gallery)))
    }

    func testBackAtTheFirstScreenOfATabChangesNothingAndSaysWhyWhetherAskedOrRouted() {
        let (_, navigator) = signedIn()
        let refusals = scheduler.createObserver(String.self)
        let subscription = navigator.refusals.map(\.message).subscribe(refusals)
        defer { subscription.dispose() }

        navigator.open(.venues)
        XCTAssertEqual(navigator.back(), .failure(.atRoot(AppScreen.venues)))
        navigator.open(.gallery)
        navigator.top.presenter(as: GalleryScreen.self)?.send(.backTapped)

        XCTAssertEqual(
            refusals.events.map(\.value.element),
            ["there is no screen to go back to: gallery is the first screen of its stack"])
        XCTAssertEqual(navigator.currentNavigation.stack.description, "gallery")
    }
}
