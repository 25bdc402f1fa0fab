import Presenters
import ShowcaseApp
import XCTest

@testable import Demo

/// What the commands of the app's tab bar, the device's location and the gallery do on each screen.
final class TabIntentTests: XCTestCase {
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    private lazy var root = AppUnderTest(scheduler: scheduler).root

    private func intent(_ line: String, on screen: Screen) -> Result<Intent, CommandError> {
        Intent.typed(line, on: screen)
    }

    func testTheTabsAndTheLocationWorkOnEveryScreen() {
        for screen in [
            root.screen(.login), root.screen(.feed), root.screen(.venues),
            root.screen(.gallery),
        ] {
            XCTAssertEqual(intent("feed", on: screen), .success(.tab(.feed)), screen.name)
            XCTAssertEqual(intent("venues", on: screen), .success(.tab(.venues)), screen.name)
            XCTAssertEqual(intent("gallery", on: screen), .success(.tab(.gallery)), screen.name)
            XCTAssertEqual(intent("location deny", on: screen), .success(.location(.denied)), screen.name)
        }
    }

    func testNoScreenCommandHidesATabsCommandOfTheSameName() {
        for tab in AppTab.allCases {
            for adapter in ScreenAdapters.all {
                for command in adapter.declaredCommands where command.help.name == tab.rawValue {
                    // Read first on its screen, it would hide the tab's command there, unless the screen is the
                    // tab's root, which the tab shows already.
                    XCTAssertEqual(
                        adapter.name, tab.root.name,
                        "'\(command.help.syntax)' of the \(adapter.name) screen hides the \(tab.rawValue) tab's command"
                    )
                }
            }
            guard let own = Command.rootCommand(of: tab), !own.help.argument.isEmpty else { continue }
            // What the root screen's command of the tab's name reads, the tab's command reads too, elsewhere.
            let tabCommand = Command.everywhere.first { $0.help.name == tab.rawValue }
            let argument = String(own.help.example.dropFirst(tab.rawValue.count + 1))
            XCTAssertFalse(argument.isEmpty, own.help.example)
            XCTAssertEqual(tabCommand?.perform(argument, ()), .success(.tab(tab, then: own.help.example)))
            XCTAssertEqual(tabCommand?.perform("", ()), .success(.intent(.tab(tab))))
        }
    }

    func testSearchWithATextOnAnyOtherScreenShowsTheSearchTabThenSearches() {
        for screen in [
            root.screen(.login), root.screen(.feed), root.screen(.venues),
            root.screen(.gallery), root.screen(.post(id: 3)),
        ] {
            XCTAssertEqual(
                Command.parse("search swift ui", on: AdaptedScreen(screen)),
                .success(.tab(.search, then: "search swift ui")), screen.name)
            XCTAssertEqual(intent("search", on: screen), .success(.tab(.search)), screen.name)
        }
        let search = AdaptedScreen(root.screen(.search()))
        XCTAssertEqual(
            Command.parse("search swift ui", on: search), .success(.intent(SearchScreen.intent(.typed("swift ui")))))
    }

    func testTheGallerysControlsWorkOnlyOnTheGallery() {
        let gallery = root.screen(.gallery)
        gallery.presenter(as: GalleryScreen.self)?.send(.list(.appear))
        scheduler.start()

        XCTAssertEqual(intent("show 0-3", on: gallery), .success(GalleryScreen.intent(.itemsAppearing(0...3))))
        XCTAssertEqual(intent("hide 2", on: gallery), .success(GalleryScreen.intent(.itemsDisappearing(2...2))))
        XCTAssertEqual(intent("back", on: gallery), .success(GalleryScreen.intent(.backTapped)))
        XCTAssertEqual(
            intent("show 0-3", on: root.screen(.feed)),
            .failure(CommandError("'show' does nothing on the feed screen")))
        XCTAssertEqual(
            intent("retry 1", on: root.screen(.venues)),
            .failure(CommandError("'retry' takes no argument, but got '1'")), "the venues' retry takes no position")
    }

    func testTheVenuesOpenTheirVenuesAndLeaveThroughTheNavigator() {
        let venues = root.screen(.venues)
        venues.presenter(as: VenuesScreen.self)?.send(.appear)
        scheduler.start()

        XCTAssertEqual(intent("open 1", on: venues), .success(VenuesScreen.intent(.select(id: 4))))
        XCTAssertEqual(intent("back", on: venues), .success(.back))
        XCTAssertEqual(
            intent("back", on: root.screen(.venue(id: 4))),
            .success(VenueDetailScreen.intent(.backTapped)))
    }
}
