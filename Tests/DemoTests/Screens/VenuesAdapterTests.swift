import Presenters
import ShowcaseApp
import XCTest

@testable import Demo

final class VenuesAdapterTests: XCTestCase {
    private let here = Coordinates(latitude: 52.37, longitude: 4.9)
    private let venues = [
        Venue(id: 4, name: "Harbour Noodles", category: "Restaurant", rating: 9.4, distance: 420),
        Venue(id: 2, name: "Canal Coffee", category: "Coffee shop", rating: 9.1, distance: 150),
    ]

    func testShowsEachStateOfTheVenuesScreen() {
        XCTAssertEqual(VenuesScreen.lines(.idle), ["[venues]"])
        XCTAssertEqual(VenuesScreen.lines(.locating), ["[venues] locating..."])
        XCTAssertEqual(
            VenuesScreen.lines(.loading(around: here)), ["[venues] loading the venues around 52.37, 4.9..."])
        XCTAssertEqual(
            VenuesScreen.lines(.loaded(around: here, venues: venues)),
            [
                "[venues] 2 venues around 52.37, 4.9, best first",
                "  1. Harbour Noodles, restaurant, rated 9.4, 420 m",
                "  2. Canal Coffee, coffee shop, rated 9.1, 150 m",
            ])
        XCTAssertEqual(VenuesScreen.lines(.loaded(around: here, venues: [])), ["[venues] no venues around 52.37, 4.9"])
        XCTAssertEqual(
            VenuesScreen.lines(.permissionDenied),
            ["[venues] location not allowed", "  ! Allow the app to know where you are, then retry."])
        XCTAssertEqual(
            VenuesScreen.lines(.failed(.venues(around: here, cause: .network))),
            ["[venues]", "  ! Could not load the venues around you. No connection. (retry)"])
    }

    func testOpenCountsTheVenuesBestFirstAndRetryNeedsAFailure() {
        let loaded = VenuesState.loaded(around: here, venues: venues)
        XCTAssertEqual(VenuesScreen.event(for: "open 2", in: loaded), .success(.select(id: 2)))
        XCTAssertEqual(
            VenuesScreen.event(for: "open 3", in: loaded),
            .failure(CommandError("there is no venue 3: the venues shown are 1 to 2")))
        XCTAssertEqual(
            VenuesScreen.event(for: "open 1", in: .locating),
            .failure(CommandError("there is no venue 1: no venue is shown")))
        XCTAssertEqual(VenuesScreen.event(for: "retry", in: .permissionDenied), .success(.retry))
        XCTAssertEqual(VenuesScreen.event(for: "retry", in: .failed(.location)), .success(.retry))
        XCTAssertEqual(
            VenuesScreen.event(for: "retry", in: loaded),
            .failure(CommandError("there is nothing to retry: nothing failed")))
        XCTAssertNil(VenuesScreen.event(for: "back", in: loaded), "the navigator takes the screen off")
    }

    func testShowsEachStateOfTheVenueDetail() {
        let details = VenueDetails(
            id: 4, name: "Harbour Noodles", category: "Restaurant", rating: 9.4, address: "40 Quay Road",
            hours: "12:00-23:00", tips: ["Ask for the spicy broth."])
        XCTAssertEqual(VenueDetailScreen.lines(VenueDetailState(venueID: 4)), ["[venue #4]"])
        XCTAssertEqual(
            VenueDetailScreen.lines(VenueDetailState(venueID: 4, phase: .loading)), ["[venue #4] loading..."])
        XCTAssertEqual(
            VenueDetailScreen.lines(VenueDetailState(venueID: 4, phase: .loaded(details))),
            [
                "[venue #4] Harbour Noodles", "  Restaurant, rated 9.4", "  40 Quay Road, open 12:00-23:00",
                "  tip: Ask for the spicy broth.",
            ])
        XCTAssertEqual(
            VenueDetailScreen.lines(VenueDetailState(venueID: 9, phase: .notFound)),
            ["[venue #9] not found", "  ! There is no such venue."])
        XCTAssertEqual(
            VenueDetailScreen.lines(VenueDetailState(venueID: 4, phase: .failed(.server))),
            ["[venue #4]", "  ! Could not load the venue. Something went wrong on our side. (retry)"])
        XCTAssertEqual(VenueDetailScreen.title(ShownState(VenueDetailState(venueID: 4))), "venue #4")
    }

    func testTheVenueDetailGoesBackWithItsButtonAndRetriesOnlyAFailure() {
        let failed = VenueDetailState(venueID: 4, phase: .failed(.network))
        XCTAssertEqual(VenueDetailScreen.event(for: "back", in: failed), .success(.backTapped))
        XCTAssertEqual(VenueDetailScreen.event(for: "retry", in: failed), .success(.retry))
        XCTAssertEqual(
            VenueDetailScreen.event(for: "retry", in: VenueDetailState(venueID: 4, phase: .notFound)),
            .failure(CommandError("there is nothing to retry: the venue did not fail to load")))
        XCTAssertNil(VenueDetailScreen.event(for: "more", in: failed))
    }

    func testParsesTheTabAndLocationCommands() {
        XCTAssertEqual(Command.parse("venues", on: nil), .success(.intent(.tab(.venues))))
        XCTAssertEqual(Command.parse("VENUES", on: nil), .success(.intent(.tab(.venues))))
        XCTAssertEqual(
            Command.parse("venues now", on: nil), .failure(CommandError("'venues' takes no argument, but got 'now'")))
        XCTAssertEqual(Command.parse("location deny", on: nil), .success(.intent(.location(.denied))))
        XCTAssertEqual(Command.parse("location Allow", on: nil), .success(.intent(.location(.allowed))))
        XCTAssertEqual(
            Command.parse("location", on: nil),
            .failure(CommandError("'location' needs allow or deny, as in: location deny")))
        XCTAssertEqual(
            Command.parse("location maybe", on: nil),
            .failure(CommandError("'location' needs allow or deny, as in: location deny; got 'maybe'")))
    }
}
