import Presenters
import ShowcaseApp
import XCTest

@testable import Demo

/// How the demo names a change of the navigation value in its `-> ...` line, and how `screens` lists it:
/// from the values alone, the same for every screen and every tab.
final class NavigationRenderingTests: XCTestCase {
    private let post = AppScreen.post(id: 98)
    private let registration = AppScreen.registration

    private func step(_ value: AppNavigation, _ request: AppNavigationRequest) throws -> AppNavigation {
        try value.applying(request).get()
    }

    func testEachChangeOfTheScreenOnTopSaysHowItCame() throws {
        let presenting = try step(.signedOut, .present(registration))
        let reading = try step(.signedIn, .push(post))
        let venues = try step(reading, .select(.venues))

        let lines = [
            NavigationRendering.transition(from: .signedOut, to: presenting),
            NavigationRendering.transition(from: presenting, to: .signedOut),
            NavigationRendering.transition(from: .signedOut, to: .signedIn),
            NavigationRendering.transition(from: .signedIn, to: reading),
            NavigationRendering.transition(from: reading, to: .signedIn),
            NavigationRendering.transition(from: reading, to: venues),
            NavigationRendering.transition(from: venues, to: reading),
            NavigationRendering.transition(from: venues, to: .signedIn(feed: [post])),
            NavigationRendering.transition(from: reading, to: .signedOut),
        ]

        XCTAssertEqual(
            lines,
            [
                "registration", "back to login", "feed", "post #98", "back to feed", "venues tab: venues",
                "feed tab: post #98", "feed tab: post #98", "login",
            ])
    }

    func testScreensListsEveryStackAndMarksTheTabShown() throws {
        let venue = AppScreen.venue(id: 4)
        let value = try step(step(step(.signedIn, .select(.venues)), .push(venue)), .select(.feed))

        XCTAssertEqual(
            NavigationRendering.lines(of: value),
            [
                "[screens]", "  * feed: feed", "    venues: venues > venue #4", "    gallery: gallery",
                "    search: search",
            ])
        XCTAssertEqual(
            NavigationRendering.lines(of: try step(.signedOut, .present(registration))),
            ["[screens]", "  login", "  modal: registration"])
    }
}
