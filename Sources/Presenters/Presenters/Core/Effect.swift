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
    // The storage is visible to inlinable code so that building an effect and taking it apart happen in
    // the caller's specialised code: done generically here, each would cost type metadata lookups.
    @usableFromInline
    enum Step {
        case mutate(Mutation)
        case route(Route)
        /// Work made from the presenter's request timeout and scheduler: a stream, which ignores them, or a
        /// request, timed as its effect says.
        case run(
            (RxTimeInterval?, any SchedulerType) -> Observable<Mutation>, EffectPolicy,
            recover: ((Swift.Error) -> Mutation)?)
        /// A request for one answer (a `Single`'s or a `Maybe`'s work), made as `run` makes its work: its
        /// first element is the answer, which ends it and releases the source at once.
        case answer(
            (RxTimeInterval?, any SchedulerType) -> Observable<Mutation>, EffectPolicy,
            recover: ((Swift.Error) -> Mutation)?)
        /// An async function run in a task by the presenter that performs the step: given how that presenter
        /// reduces a mutation, it makes the operation the task runs, whose answer is the transition that
        /// reduces the mutation; a request, timed by its timeout.
        case runTask(
            (_ reduce: @escaping (Mutation, AnyObject) -> Void) -> TaskOperation, RequestTimeout, EffectPolicy,
            recover: ((Swift.Error) -> Mutation)?)
        case cancel(AnyHashable)
        /// Sends an event to a child presenter.
        case send(() -> Void)
    }

    /// One step is by far the common case: it is stored without an array, so that an event answered with
    /// a single mutation or route allocates nothing. Those two are stored unboxed and the other steps in a
    /// box, so that the effect stays as small as a mutation and is copied without calling out.
    @usableFromInline
    enum Storage {
        case none
        case mutate(Mutation)
        case route(Route)
        indirect case other(Step)
        case many([Step])
    }

    @usableFromInline let storage: Storage

    @inlinable
    init(steps: [Step]) {
        switch steps.count {
        case 0: self.init(storage: .none)
        case 1: self.init(steps[0])
        default: self.init(storage: .many(steps))
        }
    }

    @inlinable
    init(_ step: Step) {
        switch step {
        case .mutate(let mutation): self.init(storage: .mutate(mutation))
        case .route(let route): self.init(storage: .route(route))
        default: self.init(storage: .other(step))
        }
    }

    @inlinable
    init(storage: Storage) {
        self.storage = storage
    }

    /// Calls `body` with each step, in order.
    @inlinable
    func forEachStep(_ body: (Step) -> Void) {
        switch storage {
        case .none: break
        case .mutate(let mutation): body(.mutate(mutation))
        case .route(let route): body(.route(route))
        case .other(let step): body(step)
        case .many(let steps): for step in steps { body(step) }
        }
    }

    var steps: [Step] {
        var steps: [Step] = []
        forEachStep { steps.append($0) }
        return steps
    }

    /// Does nothing.
    @inlinable
    public static var none: Effect { Effect(storage: .none) }

    /// Reduces `mutation` into the state at once.
    @inlinable
    public static func mutate(_ mutation: Mutation) -> Effect {
        Effect(storage: .mutate(mutation))
    }

    /// Emits `route` on the presenter's routes at once.
    @inlinable
    public static func route(_ route: Route) -> Effect {
        Effect(storage: .route(route))
    }

    /// Subscribes to `work` and reduces every mutation it sends; `policy` says what happens when work of
    /// the same kind is already running.
    ///
    /// Work run without a `timeout` is a stream (updates, progress, a wait for the user): it never times
    /// out. With one, it is a request, or requests in a row: it fails with `RxError.timeout` when no answer
    /// comes within that time of its start or of its previous answer, so that each step of a chain (find
    /// the user, then the venues around) gets the whole time. An answer for which `pausedAt` is true says
    /// that the work waits its turn (a download queued behind others): the clock stops until the next answer.
    ///
    /// An error ends the work and becomes a mutation through `recover`, or else through the presenter's
    /// `failure` mapping; it never ends the state stream.
    /// - Parameters:
    ///   - work: typically a use case's answer mapped to mutations; it runs on the use case's scheduler.
    ///   - policy: `merge` by default; `latest`, `first` or `queue` under an id for work that must not overlap.
    ///   - timeout: `nil`, the default, for a stream; `.presenter` for a request with the presenter's
    ///     `requestTimeout`, or another ``RequestTimeout``.
    ///   - waits: for a request, the answers after which it waits its turn, with no time limit.
    ///   - recover: the mutation that records a failure of this work (an error message, a retry flag).
    public static func run<Work: ObservableConvertibleType>(
        _ work: Work, _ policy: EffectPolicy = .merge, timeout: RequestTimeout? = nil,
        pausedAt waits: ((Mutation) -> Bool)? = nil, catch recover: ((Swift.Error) -> Mutation)? = nil
    ) -> Effect where Work.Element == Mutation {
        let work = work.asObservable()
        guard let timeout else { return Effect(.run({ _, _ in work }, policy, recover: recover)) }
        return request(policy, recover) { presenterTimeout, scheduler in
            work.timingOut(after: timeout.interval(presenter: presenterTimeout), on: scheduler, pausedAt: waits)
        }
    }

    /// Subscribes to `work`, typically a use case's answer mapped to a mutation (a `Single`, or a `Maybe`,
    /// which may answer nothing), and reduces the mutation it answers with; `policy` says what happens when
    /// work of the same kind is already running.
    ///
    /// As a subscription to a `Single` does, the work ends with its answer: it releases its source at once,
    /// without waiting for the completion the source may send later (a `delay` sends it one scheduler pass
    /// after the element).
    ///
    /// The work is a request: it fails with `RxError.timeout` when no answer came within its `timeout`, by
    /// default the presenter's `requestTimeout`, if it has one; the error goes to `recover` (or the
    /// presenter's `failure`) as any other. Work that may rightly take longer, such as a wait for the user,
    /// says so with `timeout: .unlimited`.
    /// - Parameters:
    ///   - work: a use case's single answer mapped to a mutation; it runs on the use case's scheduler.
    ///   - policy: `merge` by default; `latest`, `first` or `queue` under an id for work that must not overlap.
    ///   - timeout: how long the request may wait for its answer; the presenter's `requestTimeout` by default.
    ///   - recover: the mutation that records a failure of this work (an error message, a retry flag).
    @inlinable
    public static func run<Trait>(
        _ work: PrimitiveSequence<Trait, Mutation>, _ policy: EffectPolicy = .merge,
        timeout: RequestTimeout = .presenter, catch recover: ((Swift.Error) -> Mutation)? = nil
    ) -> Effect {
        let work = work.asObservable()
        return Effect(
            .answer(
                { presenterTimeout, scheduler in
                    work.timingOut(after: timeout.interval(presenter: presenterTimeout), on: scheduler, pausedAt: nil)
                }, policy, recover: recover))
    }

    /// Subscribes to `work` and reduces `mutation`, if any, once it completes; a request, as a `Single`'s
    /// work is.
    /// - Parameters:
    ///   - work: a use case's call that answers with its completion alone, such as a save.
    ///   - policy: `merge` by default; `latest`, `first` or `queue` under an id for work that must not overlap.
    ///   - timeout: how long the request may wait for its answer; the presenter's `requestTimeout` by default.
    ///   - mutation: what the completion changes, if anything.
    ///   - recover: the mutation that records a failure of this work.
    public static func run(
        _ work: Completable, _ policy: EffectPolicy = .merge, timeout: RequestTimeout = .presenter,
        then mutation: Mutation? = nil, catch recover: ((Swift.Error) -> Mutation)? = nil
    ) -> Effect {
        request(work.andThen(mutation.map { Maybe.just($0) } ?? .empty()).asObservable(), timeout, policy, recover)
    }

    /// A request step over `work`, timed by `timeout`.
    @inlinable
    static func request(
        _ work: Observable<Mutation>, _ timeout: RequestTimeout, _ policy: EffectPolicy,
        _ recover: ((Swift.Error) -> Mutation)?
    ) -> Effect {
        request(policy, recover) { presenterTimeout, scheduler in
            work.timingOut(after: timeout.interval(presenter: presenterTimeout), on: scheduler, pausedAt: nil)
        }
    }

    /// A request step whose work `make` builds from the presenter's request timeout and scheduler.
    @inlinable
    static func request(
        _ policy: EffectPolicy, _ recover: ((Swift.Error) -> Mutation)?,
        _ make: @escaping (RxTimeInterval?, any SchedulerType) -> Observable<Mutation>
    ) -> Effect {
        Effect(.run(make, policy, recover: recover))
    }

    /// Runs `operation` in a task and reduces the mutation `transform` makes of its result; `policy` says
    /// what happens when work of the same kind is already running, as for an observable's work.
    ///
    /// Cancelling the effect (by its policy, `cancel(_:)` or the presenter's release) cancels the task,
    /// and drops its result. The result is handed to the presenter's scheduler, and `transform` runs
    /// there. On a `TestScheduler` the task runs in virtual time: it prefers the scheduler's
    /// `taskExecutor`, whose actions run its steps, and its result is reduced when `operation` returns, so
    /// that a stub which sleeps with `try await scheduler.sleep(for:)` answers at exactly the end of its
    /// sleep.
    ///
    /// ```swift
    /// case .query(let text):
    ///     return .run({ try await search(text) }, .latest("search"), map: { .results($0) })
    /// ```
    ///
    /// An error thrown by `operation` ends the work and becomes a mutation through `recover`, or else through
    /// the presenter's `failure` mapping. The operation is a request, as a `Single`'s work is: it fails with
    /// `RxError.timeout` after `timeout`, the presenter's `requestTimeout` unless it says otherwise, and its
    /// task is cancelled.
    /// - Parameters:
    ///   - operation: typically a call to an async use case; it runs in a task of its own.
    ///   - policy: `merge` by default; any policy, as for an observable's work.
    ///   - timeout: how long the operation may take; the presenter's request timeout by default.
    ///   - transform: the mutation the result becomes.
    ///   - recover: the mutation that records a failure of this work.
    @inlinable
    public static func run<Value: Sendable>(
        _ operation: @escaping @Sendable () async throws -> Value, _ policy: EffectPolicy = .merge,
        timeout: RequestTimeout = .presenter, map transform: @escaping (Value) -> Mutation,
        catch recover: ((Swift.Error) -> Mutation)? = nil
    ) -> Effect {
        Effect(.runTask({ reduce in taskOperation(operation, transform, reduce) }, timeout, policy, recover: recover))
    }

    /// Sends `event` to `child`, a presenter this one embeds: the child handles it at once, or after the
    /// events it has queued.
    public static func send<ChildEvent, ChildState, ChildRoute>(
        _ event: ChildEvent, to child: Presenter<ChildEvent, ChildState, ChildRoute>
    ) -> Effect {
        Effect(.send({ child.send(event) }))
    }

    /// Sends `event` to the child of `children` whose element has `id`; nothing happens if no element has
    /// it any more.
    public static func send<ChildEvent, ChildState, ChildRoute>(
        _ event: ChildEvent, to children: ChildPresenters<ChildEvent, ChildState, ChildRoute>, id: ChildState.ID
    ) -> Effect {
        Effect(.send({ children[id]?.send(event) }))
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
