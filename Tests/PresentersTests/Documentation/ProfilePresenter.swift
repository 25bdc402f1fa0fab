import Presenters

// The presenter the "Writing a presenter" and "Testing a presenter" articles build, as printed there.

enum ProfileEvent {
    case appear
    case save(String)
    case close
}

struct ProfileState: Equatable {
    var name = ""
    var isLoading = false
    var error: String?
}

enum ProfileMutation {
    case loading
    case loaded(String)
    case failed(String)
}

enum ProfileRoute: Equatable {
    case back
}

func makeProfilePresenter(
    load: @escaping () -> Single<String>,
    save: @escaping (String) -> Single<String>,
    scheduler: any SchedulerType
) -> Presenter<ProfileEvent, ProfileState, ProfileRoute> {
    Presenter(
        initialState: ProfileState(),
        scheduler: scheduler,
        effects: { event, state in
            switch event {
            case .appear:
                // A second appear replaces the load in flight.
                return .merge(.mutate(.loading), .run(load().map(ProfileMutation.loaded), .latest("load")))
            case .save(let name):
                // Saves run one after the other, in the order they were asked for.
                return .run(
                    save(name).map(ProfileMutation.loaded), .queue("save"), catch: { _ in .failed("Not saved.") })
            case .close:
                return .merge(.cancel("load"), .route(.back))
            }
        },
        reduce: { (state, mutation: ProfileMutation) in
            var state = state
            switch mutation {
            case .loading:
                state.isLoading = true
            case .loaded(let name):
                state = ProfileState(name: name)
            case .failed(let message):
                state.isLoading = false
                state.error = message
            }
            return state
        },
        failure: { _ in .failed("Could not load the profile.") })
}
