import Presenters

/// The detail of a venue.
public enum VenueDetailScreen: AppFeature {
    public typealias Event = VenueDetailEvent
    public typealias State = VenueDetailState
    public typealias Route = VenueDetailRoute
    public static let name = "venue"
    public static var useCases: [any AppUseCase.Type] { [VenuesFeatureRoot.self] }

    public static let appearEvent: VenueDetailEvent? = .appear

    /// Its screen shows one venue, by its id.
    public static func screen(id: Int?) -> AppScreen? {
        id.map { .venue(id: $0) }
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
    public func venueDetailPresenter(id: Int) -> VenueDetailPresenter {
        makeVenueDetailPresenter(
            id: id, details: self[VenuesFeatureRoot.self].venueDetails.recorded(by: answers(VenueDetailScreen.self)),
            scheduler: scheduler)
    }
}
