import PresentersXCTest
import ShowcaseApp
import XCTest

// What the test suite needs to know of the feature: how to make each call of its use cases (`ExercisedUseCase`)
// and the requests of its screens that time out (`TimedRequests`), each checked by the feature's own test case
// below; `UseCaseValuesTests` and `RequestTimeoutTableTests` check that no feature of the app leaves one out.

extension VenuesFeatureRoot: ExercisedUseCase {
    func callEachOnce() -> [Observable<Void>] {
        [userLocation.location().made, bestVenues.venues(Fixture.here).made, venueDetails.details(1).made]
    }

    static var callsTakingNothing: [String] { ["venues.location"] }
}

extension VenuesScreen: TimedRequests {
    private typealias Row = RequestTimeoutRow<Event, State, Route>

    static var timeoutRows: [RequestTimeoutRow<Event, State, Route>] {
        [
            Row(
                name: "the venues around the user", call: "venues.best", screen: { $0.venuesPresenter() },
                request: [.appear],
                madeAfter: 10, says: Self.venuesMessage,
                timedOut: "Could not load the venues around you. \(Row.server)", retry: [.retry],
                succeeded: { $0.venues.count == 6 }),
            Row(
                name: "the user's location", call: "venues.location", hanging: .location,
                screen: { $0.venuesPresenter() },
                request: [.appear], says: Self.venuesMessage,
                timedOut: "Could not find where you are: it took too long.", retry: [.retry],
                succeeded: { $0.venues.count == 6 }),
        ]
    }

    private static func venuesMessage(_ state: VenuesState) -> String? {
        if case .failed(let failure) = state { return failure.message }
        return state == .permissionDenied ? "permission denied" : nil
    }
}

extension VenueDetailScreen: TimedRequests {
    private typealias Row = RequestTimeoutRow<Event, State, Route>

    static var timeoutRows: [RequestTimeoutRow<Event, State, Route>] {
        [
            Row(
                name: "a venue's detail", call: "venues.details", screen: { $0.venueDetailPresenter(id: 1) },
                request: [.appear],
                says: Self.venueDetailMessage, timedOut: "Could not load the venue. \(Row.server)",
                retry: [.retry], succeeded: { $0.details != nil })
        ]
    }

    private static func venueDetailMessage(_ state: VenueDetailState) -> String? {
        switch state.phase {
        case .failed(let cause): return "Could not load the venue. \(cause.explanation)"
        case .notFound: return "not found"
        default: return nil
        }
    }
}

/// The declarations above, checked: each call of `VenuesFeatureRoot` makes its values, and each request of the
/// feature's screens times out as declared.
final class VenuesCallsTests: ShowcaseAppTestCase {
    func testEachCallOfTheUseCaseMakesItsValues() {
        assertEachCallMakesItsValues(VenuesFeatureRoot.self)
    }

    func testEachRequestOfTheScreenTimesOutAsDeclared() {
        assertEachRequestTimesOut(VenuesScreen.self)
        assertEachRequestTimesOut(VenueDetailScreen.self)
    }
}
