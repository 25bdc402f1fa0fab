import Presenters

// A counter whose count is saved on demand: the "Testing with generated events" article shows these
// declarations as they are written here, and its examples and the generated tests drive it.

enum CounterEvent: CaseIterable, Equatable {
    case increment
    case decrement
    case save
}

struct CounterState: Equatable {
    var count = 0
    /// The count asked to be saved last.
    var asked: Int?
    /// Whether a save is in flight.
    var isSaving = false
    /// The count the last save that answered saved.
    var saved: Int?
    /// Whether the last save failed.
    var failed = false
}

enum CounterMutation {
    case count(Int)
    case saving(Int)
    case saved(Int)
    case failed
}

struct CounterUseCase: UseCase {
    var save: (Int) -> Single<Int>

    static var calls: [UseCaseCall<CounterUseCase>] { [.call("counter.save", \.save)] }

    static var preview: CounterUseCase { CounterUseCase { .just($0) } }
}

/// A counter that saves its count with `useCase`; a new save replaces the one in flight, unless `policy`
/// says otherwise (`.merge` lets an older save answer last: the bug the generated tests find).
func makeCounterPresenter(
    useCase: CounterUseCase, scheduler: any SchedulerType, policy: EffectPolicy = .latest("save"),
    requestTimeout: RxTimeInterval? = nil
) -> Presenter<CounterEvent, CounterState, Never> {
    Presenter(
        initialState: CounterState(), scheduler: scheduler,
        reduce: .pure { (state, mutation: CounterMutation) in
            var state = state
            switch mutation {
            case .count(let count): state.count = count
            case .saving(let count): (state.asked, state.isSaving, state.failed) = (count, true, false)
            case .saved(let count): (state.saved, state.isSaving) = (count, false)
            case .failed: (state.isSaving, state.failed) = (false, true)
            }
            return state
        },
        requestTimeout: requestTimeout,
        effects: { event, state in
            switch event {
            case .increment: return .mutate(.count(state.count + 1))
            case .decrement: return .mutate(.count(max(0, state.count - 1)))
            case .save:
                return .merge(
                    .mutate(.saving(state.count)),
                    .run(useCase.save(state.count).map(CounterMutation.saved), policy, catch: { _ in .failed }))
            }
        })
}
