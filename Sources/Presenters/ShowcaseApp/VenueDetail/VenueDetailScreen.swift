import Presenters

/// The detail of a venue.
public enum VenueDetailScreen: ScreenKind {
    public typealias Event = VenueDetailEvent
    public typealias State = VenueDetailState
    public typealias Route = VenueDetailRoute
    public static let name = "venue"

    public static let appearEvent: VenueDetailEvent? = .appear

    /// The detail of the venue `id`: it loads when it first appears.
    public static func maker(id: Int?, in root: CompositionRoot) -> ((Never?) -> VenueDetailPresenter)? {
        id.map { id in { _ in root.makeVenueDetailPresenter(id: id) } }
    }

    /// Its back button takes it off the stack.
    public static func request(for route: VenueDetailRoute, in root: CompositionRoot) -> AppNavigationRequest {
        switch route {
        case .back: return .back
        }
    }

    /// The venue was not found: gone since it was shown.
    public static func isGone(_ state: VenueDetailState) -> Bool {
        state.phase == .notFound
    }
}

extension CompositionRoot {
    /// The presenter of the detail of the venue `id`, over the venues feature root's details use case.
    public func makeVenueDetailPresenter(id: Int) -> VenueDetailPresenter {
        VenueDetailPresenter(
            id: id, details: venues.venueDetails.recorded(by: answers(VenueDetailScreen.self)), scheduler: scheduler)
    }
}
