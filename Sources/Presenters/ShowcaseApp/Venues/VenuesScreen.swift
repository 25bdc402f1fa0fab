import Presenters

/// The venues around the user.
public enum VenuesScreen: AppFeature {
    public typealias Event = VenuesEvent
    public typealias State = VenuesState
    public typealias Route = VenuesRoute
    public static let name = "venues"
    public static var useCases: [any AppUseCase.Type] { [VenuesFeatureRoot.self] }
    /// The first screen of its tab.
    public static let tab: AppTab? = .venues
    public static let appearEvent: VenuesEvent? = .appear

    /// Its screen shows no one thing: it takes no id.
    public static func screen(id: Int?) -> AppScreen? {
        id == nil ? .venues : nil
    }

    /// A venue selected pushes its detail.
    public static func request(for route: VenuesRoute, in root: CompositionRoot) -> AppNavigationRequest {
        switch route {
        case .venueDetail(let id): return .push(.venue(id: id))
        }
    }
}

extension CompositionRoot {
    /// The venues' presenter, over the venues feature root's use cases, through the root's answers.
    public func venuesPresenter() -> VenuesPresenter {
        let venues = self[VenuesFeatureRoot.self].recorded(by: answers(VenuesScreen.self))
        return makeVenuesPresenter(location: venues.userLocation, venues: venues.bestVenues, scheduler: scheduler)
    }
}
