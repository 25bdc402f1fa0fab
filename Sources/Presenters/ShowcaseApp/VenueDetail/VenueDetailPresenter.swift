import Presenters

/// The detail of a venue, loaded by its id: loading, then the details, or that there is no such venue,
/// or a failure with a retry.
public typealias VenueDetailPresenter = Presenter<VenueDetailEvent, VenueDetailState, VenueDetailRoute>

/// The detail of the venue `id`, loaded with `details`.
/// - Parameters:
///   - id: the venue's id.
///   - details: loads a venue's details.
///   - scheduler: the scheduler the screen reads time from.
public func makeVenueDetailPresenter(id: Int, details: VenueDetailsUseCase, scheduler: any SchedulerType)
    -> VenueDetailPresenter
{
    VenueDetailPresenter(
        initialState: VenueDetailState(venueID: id), scheduler: scheduler, reduce: .replace,
        requestTimeout: AppRequests.timeout
    ) { event, state in
        switch event {
        case .appear:
            return state.phase == .idle ? loadVenueDetail(state, details) : .none
        case .retry:
            guard case .failed = state.phase else { return .none }
            return loadVenueDetail(state, details)
        case .backTapped:
            return .route(.back)
        }
    }
}

/// Loads the venue of `state`, shown as loading meanwhile; its failure is its phase.
private func loadVenueDetail(_ state: VenueDetailState, _ details: VenueDetailsUseCase) -> Effect<
    VenueDetailState, VenueDetailRoute
> {
    var loading = state
    loading.phase = .loading
    let work = details.details(state.venueID).map {
        VenueDetailState(venueID: state.venueID, phase: .loaded($0))
    }
    return .merge(
        .mutate(loading),
        .run(
            work, .first("details"),
            catch: { error in
                let cause = RequestFailure(error: error)
                let phase: VenueDetailState.Phase = cause == .notFound ? .notFound : .failed(cause)
                return VenueDetailState(venueID: state.venueID, phase: phase)
            }))
}
