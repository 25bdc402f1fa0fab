import Presenters

/// The detail of a venue.
public enum VenueDetailScreen: ScreenKind {
    public typealias Event = VenueDetailEvent
    public typealias State = VenueDetailState
    public typealias Route = VenueDetailRoute
    public static let name = "venue"
}

extension CompositionRoot {
    /// The presenter of the detail of the venue `id`, over the venues feature root's details use case.
    public func makeVenueDetailPresenter(id: Int) -> VenueDetailPresenter {
        let useCases = VenuesUseCaseAnswers(root: venues, answers: answers(VenueDetailScreen.self))
        return VenueDetailPresenter(id: id, details: useCases, scheduler: scheduler)
    }

    /// The detail of the venue `id`: it loads when it first appears, and its back button takes it off the
    /// stack.
    public func makeVenueDetail(id: Int) -> Screen {
        screen(VenueDetailScreen.self, makeVenueDetailPresenter(id: id), appear: .appear) { route in
            switch route {
            case .back: return .back
            }
        }
    }
}
