import Presenters

/// The venues around the user: it finds the user's location ("locating..."), then loads the best venues
/// around it (loading), then lists them best first; a denied permission and each failure have their state
/// and a retry; tapping a venue opens its detail.
public typealias VenuesPresenter = Presenter<VenuesEvent, VenuesState, VenuesRoute>

/// A venues screen that finds the user with `location` and the venues around with `venues`.
/// - Parameters:
///   - location: finds where the user is.
///   - venues: finds the best venues around a place.
///   - scheduler: the scheduler the screen reads time from.
public func makeVenuesPresenter(
    location: UserLocationUseCase, venues: BestVenuesUseCase, scheduler: any SchedulerType
) -> VenuesPresenter {
    VenuesPresenter(
        initialState: .idle, scheduler: scheduler,
        reduce: .pure(VenuesMutation.reduce), requestTimeout: AppRequests.timeout,
        effects: { event, state in VenuesMutation.effect(of: event, in: state, location, venues) })
}

/// A change to the venues screen's state.
enum VenuesMutation {
    case locating
    case located(Coordinates)
    case loaded(Coordinates, [Venue])
    /// The step in flight failed: finding the user, or, once the screen loads around a place, the venues.
    case failed(Swift.Error)

    static func effect(
        of event: VenuesEvent, in state: VenuesState, _ location: UserLocationUseCase, _ venues: BestVenuesUseCase
    ) -> Effect<VenuesMutation, VenuesRoute> {
        switch event {
        case .appear:
            return state == .idle ? locate(location, venues) : .none
        case .retry:
            switch state {
            case .permissionDenied, .failed(.location), .failed(.locationTimedOut):
                return locate(location, venues)
            case .failed(.venues(let place, _)): return load(around: place, venues)
            default: return .none
            }
        case .select(let id):
            return state.venues.contains { $0.id == id } ? .route(.venueDetail(id: id)) : .none
        }
    }

    /// Finds the user, then the venues around: one piece of work, so that leaving the screen stops both. It
    /// is two requests in a row, and each gets the presenter's time from the answer before.
    private static func locate(_ location: UserLocationUseCase, _ venues: BestVenuesUseCase) -> Effect<
        VenuesMutation, VenuesRoute
    > {
        let work = location.location().asObservable().flatMap { place in
            Observable.just(VenuesMutation.located(place)).concat(
                venues.venues(place).asObservable().map { .loaded(place, $0) })
        }
        return .merge(
            .mutate(.locating), .run(work, .first("venues"), timeout: .presenter, catch: { .failed($0) }))
    }

    private static func load(around place: Coordinates, _ venues: BestVenuesUseCase) -> Effect<
        VenuesMutation, VenuesRoute
    > {
        .merge(
            .mutate(.located(place)),
            .run(venues.venues(place).map { .loaded(place, $0) }, .first("venues"), catch: { .failed($0) }))
    }

    static func reduce(_ state: VenuesState, _ mutation: VenuesMutation) -> VenuesState {
        switch mutation {
        case .locating: return .locating
        case .located(let place): return .loading(around: place)
        case .loaded(let place, let venues): return .loaded(around: place, venues: venues)
        case .failed(let error):
            let cause = RequestFailure(error: error)
            if case .loading(let place) = state { return .failed(.venues(around: place, cause: cause)) }
            if cause == .timedOut { return .failed(.locationTimedOut) }
            return error as? LocationError == .permissionDenied ? .permissionDenied : .failed(.location)
        }
    }
}
