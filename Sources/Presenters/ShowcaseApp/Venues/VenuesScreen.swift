import Presenters

/// The venues around the user.
public enum VenuesScreen: ScreenKind {
    public typealias Event = VenuesEvent
    public typealias State = VenuesState
    public typealias Route = VenuesRoute
    public static let name = "venues"

    public static func maker(id: Int?, in root: CompositionRoot) -> (() -> Screen)? {
        id == nil ? root.makeVenues : nil
    }
}

extension CompositionRoot {
    /// The venues' presenter, over the venues feature root's use cases, through the root's answers.
    public func makeVenuesPresenter() -> VenuesPresenter {
        let venues = self.venues.recorded(by: answers(VenuesScreen.self))
        return VenuesPresenter(location: venues.userLocation, venues: venues.bestVenues, scheduler: scheduler)
    }

    /// The venues: they locate the user when they first appear, and push the detail of a venue.
    public func makeVenues() -> Screen {
        screen(VenuesScreen.self, makeVenuesPresenter(), appear: .appear) { route in
            switch route {
            case .venueDetail(let id): return .push(self.makeVenueDetail(id: id))
            }
        }
    }
}
