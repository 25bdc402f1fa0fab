import Presenters
import ShowcaseApp

/// The venues around the user in the demo: what the screen is doing (locating, loading), then the venues
/// numbered best first as `open N` counts them; a denied permission and each failure with their retry.
extension VenuesScreen: ScreenAdapter {
    static func lines(_ state: ShownState<VenuesState>, after previous: ShownState<VenuesState>?) -> [String] {
        // The state is one field: what the screen is doing.
        switch state[\.self] {
        case .idle: return ["[venues]"]
        case .locating: return ["[venues] locating..."]
        case .loading(let place): return ["[venues] loading the venues around \(place)..."]
        case .loaded(let place, let venues) where venues.isEmpty: return ["[venues] no venues around \(place)"]
        case .loaded(let place, let venues):
            let count = venues.count == 1 ? "1 venue" : "\(venues.count) venues"
            return ["[venues] \(count) around \(place), best first"]
                + venues.enumerated().map { "  \($0.offset + 1). \(item($0.element))" }
        case .permissionDenied:
            return ["[venues] location not allowed", "  ! Allow the app to know where you are, then retry."]
        case .failed(let failure): return ["[venues]", "  ! \(failure.message) (retry)"]
        }
    }

    /// A venue as a row of the list shows it.
    static func item(_ venue: Venue) -> String {
        "\(venue.name), \(venue.category.lowercased()), rated \(venue.rating), \(venue.distance) m"
    }

    static var commands: [ScreenCommand<VenuesState, VenuesEvent>] {
        [
            .tap("retry", "retry what failed, or ask for the location again") { state in
                switch state {
                case .permissionDenied, .failed: return .success(.retry)
                default: return .failure(CommandError("there is nothing to retry: nothing failed"))
                }
            },
            ScreenCommand("open", .number(of: "venue"), "open the N-th venue", example: "open 1") { number, state in
                numbered(number, of: state.venues, called: "venue").map { .select(id: $0.id) }
            },
        ]
    }
}

/// The detail of a venue in the demo: loading, its details, not found, or a failure with its retry.
extension VenueDetailScreen: ScreenAdapter {
    static func lines(_ state: ShownState<VenueDetailState>, after previous: ShownState<VenueDetailState>?) -> [String]
    {
        let title = "[\(title(state))]"
        switch state.phase {
        case .idle: return [title]
        case .loading: return [title + " loading..."]
        case .notFound: return [title + " not found", "  ! There is no such venue."]
        case .failed(let cause): return [title, "  ! Could not load the venue. \(cause.explanation) (retry)"]
        case .loaded(let details):
            return [
                "\(title) \(details.name)", "  \(details.category), rated \(details.rating)",
                "  \(details.address), open \(details.hours)",
            ] + details.tips.map { "  tip: \($0)" }
        }
    }

    /// `venue #4`.
    static func title(_ state: ShownState<VenueDetailState>) -> String {
        "venue #\(state.venueID)"
    }

    static var commands: [ScreenCommand<VenueDetailState, VenueDetailEvent>] {
        [
            .tap("back", "tap the back button", .backTapped),
            .tap("retry", "retry the load that failed") { state in
                guard case .failed = state.phase else {
                    return .failure(CommandError("there is nothing to retry: the venue did not fail to load"))
                }
                return .success(.retry)
            },
        ]
    }
}
