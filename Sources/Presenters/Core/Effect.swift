/// What a presenter does in answer to an event: change the state at once, navigate, start asynchronous
/// work whose results change the state, or cancel work in flight.
///
/// A presenter's `effects` function returns one for every event; the parts of a merged effect are
/// performed in order.
///
/// ```swift
/// effects: { event, _ in
///     switch event {
///     case .prepare: return .run(useCase.value().map { .prepared(value: $0) }, .latest("prepare"))
///     case .touch: return .mutate(.touched)
///     case .close: return .merge(.cancel("prepare"), .route(.back))
///     }
/// }
/// ```
public struct Effect<Mutation, Route> {
    enum Step {
        case mutate(Mutation)
        case route(Route)
        case run(Observable<Mutation>, EffectPolicy, recover: ((Swift.Error) -> Mutation)?)
        case cancel(AnyHashable)
    }

    /// One step is by far the common case: it is stored without an array, so that an event answered with
    /// a single mutation allocates nothing.
    enum Storage {
        case none
        case one(Step)
        case many([Step])
    }

    let storage: Storage

    init(steps: [Step]) {
        switch steps.count {
        case 0: storage = .none
        case 1: storage = .one(steps[0])
        default: storage = .many(steps)
        }
    }

    init(_ step: Step) {
        storage = .one(step)
    }

    /// Calls `body` with each step, in order.
    func forEachStep(_ body: (Step) -> Void) {
        switch storage {
        case .none: break
        case .one(let step): body(step)
        case .many(let steps): for step in steps { body(step) }
        }
    }

    var steps: [Step] {
        switch storage {
        case .none: return []
        case .one(let step): return [step]
        case .many(let steps): return steps
        }
    }

    /// Does nothing.
    public static var none: Effect { Effect(steps: []) }

    /// Reduces `mutation` into the state at once.
    public static func mutate(_ mutation: Mutation) -> Effect {
        Effect(.mutate(mutation))
    }

    /// Emits `route` on the presenter's routes at once.
    public static func route(_ route: Route) -> Effect {
        Effect(.route(route))
    }

    /// Subscribes to `work` and reduces every mutation it sends; `policy` says what happens when work of
    /// the same kind is already running.
    ///
    /// An error ends the work and becomes a mutation through `recover`, or else through the presenter's
    /// `failure` mapping; it never ends the state stream.
    /// - Parameters:
    ///   - work: typically a use case's answer mapped to mutations; it runs on the use case's scheduler.
    ///   - policy: `merge` by default; `latest`, `first` or `queue` under an id for work that must not overlap.
    ///   - recover: the mutation that records a failure of this work (an error message, a retry flag).
    public static func run<Work: ObservableConvertibleType>(
        _ work: Work, _ policy: EffectPolicy = .merge, catch recover: ((Swift.Error) -> Mutation)? = nil
    ) -> Effect where Work.Element == Mutation {
        Effect(.run(work.asObservable(), policy, recover: recover))
    }

    /// Cancels the running and waiting work started under `id`; what it sent and was not yet reduced is
    /// dropped.
    public static func cancel(_ id: some Hashable) -> Effect {
        Effect(.cancel(AnyHashable(id)))
    }

    /// Performs `effects` in order.
    public static func merge(_ effects: Effect...) -> Effect {
        merge(effects)
    }

    /// Performs `effects` in order.
    public static func merge(_ effects: [Effect]) -> Effect {
        Effect(steps: effects.flatMap(\.steps))
    }
}
