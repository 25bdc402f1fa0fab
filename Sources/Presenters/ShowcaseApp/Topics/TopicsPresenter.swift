import Presenters

/// The topics of the catalog: loaded as the screen first appears, with a loader, a failure and its retry; a
/// topic selected opens its posts.
public typealias TopicsPresenter = Presenter<TopicsEvent, TopicsState, TopicsRoute>

/// The topics, loaded with `useCase`; the load fails after 10 s without an answer.
/// - Parameters:
///   - useCase: loads the topics.
///   - scheduler: the scheduler the screen reads time from, the timeout's included.
public func makeTopicsPresenter(useCase: TopicsUseCase, scheduler: any SchedulerType) -> TopicsPresenter {
    let load = LoadAction(id: "topics", load: { useCase.topics() }, failure: RequestFailure.init(error:))
    return TopicsPresenter(
        initialState: TopicsState(), scheduler: scheduler,
        reduce: .pure { state, mutation in
            var state = state
            load.reduce(&state.topics, mutation)
            return state
        }, requestTimeout: AppRequests.timeout,
        effects: { event, state -> Effect<LoadMutation<[Topic], RequestFailure>, TopicsRoute> in
            switch event {
            case .appear: return state.topics == .idle ? load.effect(in: state.topics) : .none
            case .retry: return state.topics.failure != nil ? load.effect(in: state.topics) : .none
            case .select(let id):
                return state.topics.value?.contains { $0.id == id } == true ? .route(.topic(id: id)) : .none
            case .backTapped: return .route(.back)
            }
        })
}
