import Foundation
import Reactive

/// A screen's logic: it receives the events the view reports, runs effects (use cases on an injected
/// scheduler), reduces their mutations into a `State` the view renders, and emits `Route`s to navigate.
///
/// Writing one is declarative: an initial state, a ``Reducer`` that folds a mutation into the state, and
/// `effects` from an event (and the current state) to an `Effect`. The reducer is a pure `reduce` from a
/// state and a mutation to the next state (``Reducer/pure(_:)``); for a state that holds a long list, one
/// that changes the state where it lies and says whether it changed it (``Reducer/inPlace(_:)``), so that an
/// event costs the same whatever the length of the list; or, when each mutation is the next state,
/// ``Reducer/replace``.
///
/// ```swift
/// let presenter = Presenter<CounterEvent, Int, Never>(
///     initialState: 0, scheduler: scheduler, reduce: .replace
/// ) { event, count in
///     switch event {
///     case .increment: return .mutate(count + 1)
///     }
/// }
/// _ = presenter.state.subscribe(onNext: { print($0) })
/// presenter.send(.increment)
/// // Prints: 0, 1
/// ```
///
/// - Events sent while the presenter is busy (by an effect that answers at once, by a view that reacts
///   to a state by sending another event, or from another thread) are queued and handled in order,
///   never recursively: the rule of <doc:CallsMadeDuringADelivery>.
/// - `state` replays the current state to a new subscriber and never delivers the same state twice in a
///   row; `routes` delivers each route once, to the subscribers present at that moment.
/// - Errors from effects become mutations through `catch:` or `failure`; nothing ends the state stream
///   but the presenter's release, which cancels every effect and completes `state` and `routes`.
/// - Effects never hold the presenter: releasing the last reference to it frees it, even with a
///   request in flight.
public final class Presenter<Event, State: Equatable, Route>: @unchecked Sendable {
    // Sendable: every mutable property is written under `lock`, and read under it too except by the one
    // thread draining the inbox, which alone writes the state; `status` is atomic. The user's closures
    // (effects, reduce, route, observers) are only called by that draining thread, which is the serial
    // delivery the Rx contract promises them.
    /// One thing the presenter did, as the debug hook sees it.
    public enum Trace {
        /// An event arrived and is being handled.
        case event(Event)
        /// The state changed to this one.
        case state(State)
        /// This route was emitted.
        case route(Route)
        /// An effect failed and nothing maps its error to a mutation.
        case failure(Swift.Error)
    }

    /// A change of state erased of its mutation type: it reduces its mutation into the presenter's state,
    /// delivers the state if it changed and emits the route, if any. Only the drainer runs it.
    @usableFromInline typealias Transition = ErasedTransition

    // The hot path (an event answered by a mutation, the state delivered) is inlinable, and the closures
    // built by the inlinable initialisers, so that it runs in the caller's specialised code: run here
    // generically, every tuple, optional and enum of `State` or `Event` would cost type metadata lookups.

    /// The injected scheduler: the presenter lives on it (see <doc:WherePresentersRun>), and its clock
    /// stamps the trace.
    public let scheduler: any SchedulerType
    /// The scheduler, when it can tell whether its caller runs on it: see `isOnScheduler`.
    @usableFromInline let serialScheduler: (any SerialSchedulerType)?
    /// A virtual-time scheduler's running thread, asked without calling the generic scheduler. The scheduler,
    /// which `scheduler` holds, keeps it alive: held unretained, so that asking it on every event costs no
    /// retain and release.
    @usableFromInline let runnerThread: Unmanaged<RunnerThread>?
    /// What arrived from outside the scheduler (an answer from another queue, an event sent from another
    /// thread), in order, waiting for the action that brings it onto the scheduler. Guarded by `lock`, which
    /// keeps its accesses apart: the runtime's exclusivity check would cost more than the lock, here and on
    /// the other properties marked so.
    @exclusivity(unchecked) var handedOver: [Work] = []
    /// Whether that action is scheduled and has not yet taken `handedOver`. Guarded by `lock`.
    @exclusivity(unchecked) var handOverScheduled = false
    /// Where handed-over work goes, found by the first hand-over: a cast of the scheduler costs more than
    /// the rest of a hand-over. Guarded by `lock`.
    @exclusivity(unchecked) var handOverTarget = HandOverTarget.unknown
    /// How long a request may take before it fails with `RxError.timeout`, unless its effect says otherwise
    /// (see ``RequestTimeout``): every effect made of a `Single`, a `Maybe`, a `Completable` or an async
    /// operation is a request, and so is an observable its effect marks as one. `nil`, the default, lets
    /// requests run for as long as they take.
    public let requestTimeout: RxTimeInterval?
    /// Performs the effect of an event on the presenter it is given: the mutation type stays inside this
    /// closure, and a mutation is reduced without allocating a transition for it.
    /// It reads the state from the presenter rather than taking it as an argument, so that nothing holds
    /// a copy of the state while an in-place reduce changes it.
    @usableFromInline let handle: (Event, Presenter) -> Void
    let recoverAll: ((Swift.Error) -> Transition)?

    /// Guards every mutable property below; never held while calling out.
    @usableFromInline let lock = Lock()
    /// Written under `lock`, and only by the caller draining the inbox, which may therefore read it
    /// without the lock: nobody else writes it, and taking over the drain goes through the lock.
    @usableFromInline @exclusivity(unchecked) var current: State
    @usableFromInline @exclusivity(unchecked) var inbox = Inbox<Work>()
    /// The `PresenterStatus` flags: whether a caller is draining, whether work waits in `inbox`, whether
    /// a hook is set. One atomic state, so that an event nobody competes for takes the drainer role and
    /// gives it back in one atomic step each, without the lock.
    @usableFromInline let status = AtomicState()
    /// The thread holding the drainer role. Atomic, since the role is taken without the lock; a stale value
    /// read by another thread only spares it a wait, and the drainer always reads its own.
    @usableFromInline let drainer = AtomicState()
    /// Who waits for the drainer role once the inbox is long or a drainer's turn is over (see
    /// `DeliveryTurns`); created on the first contention. Guarded by `lock`.
    @exclusivity(unchecked) var turns: DeliveryTurns?
    /// In subscription order, so that every observer sees a change in the same order.
    @usableFromInline @exclusivity(unchecked) var stateObservers: [StateObserver] = []
    /// The state observers removed while a drain was under way, kept until it ends (see `StateObserver`).
    @exclusivity(unchecked) var retiredStateObservers: [StateObserver] = []
    var routeObservers: [(id: Int, observer: AnyObserver<Route>)] = []
    var nextObserverID = 0
    /// Made by the first effect that runs: a presenter that only mutates never needs it. Guarded by `lock`.
    @exclusivity(unchecked) var runningEffects: RunningEffects?
    /// The running effects, made now if none ran yet. Caller holds `lock`.
    var effects: RunningEffects {
        if let runningEffects { return runningEffects }
        let effects = RunningEffects()
        runningEffects = effects
        return effects
    }
    /// The children this presenter embeds, each with what stops its effects and waits for its tasks.
    var children: [ChildLink] = []
    /// Made by the first task an effect runs.
    @exclusivity(unchecked) var taskCounter: TaskCounter?
    var traceHook: ((RxTime, Trace) -> Void)? {
        didSet { tracing = traceHook != nil || testTraceHook != nil }
    }
    var testTraceHook: ((Trace) -> Void)? {
        didSet { tracing = traceHook != nil || testTraceHook != nil }
    }
    /// Whether a hook is set: without one, no trace entry is even built. Mirrored in `status` for the
    /// callers that do not take the lock.
    @usableFromInline @exclusivity(unchecked) var tracing = false {
        didSet {
            if tracing {
                status.setBits(PresenterStatus.tracing)
            } else {
                status.clearBits(PresenterStatus.tracing)
            }
        }
    }

    /// A presenter whose effects send mutations that `reduce` folds into the state.
    ///
    /// Every presenter is made by this initialiser, whatever folds its mutations: `reduce` is a
    /// ``Reducer``, ``Reducer/pure(_:)`` for a function from a state and a mutation to the next state,
    /// ``Reducer/inPlace(_:)`` for a state that holds a long list, or ``Reducer/replace`` when each mutation
    /// is the next state. `effects` comes last, so that it may trail.
    ///
    /// The reducer names the mutation type: a reducer that is a closure of more than one statement gives
    /// the mutation's type on its parameter, or is a function.
    ///
    /// ```swift
    /// Presenter<ProfileEvent, ProfileState, ProfileRoute>(
    ///     initialState: ProfileState(), scheduler: scheduler,
    ///     reduce: .pure { (state, mutation: ProfileMutation) in
    ///         var state = state
    ///         switch mutation {
    ///         case .loaded(let name): state.name = name
    ///         case .saved: state.isSaving = false
    ///         }
    ///         return state
    ///     },
    ///     route: { _, mutation in mutation == .saved ? .back : nil }
    /// ) { event, state in
    ///     switch event {
    ///     case .appear: return .run(load().map(ProfileMutation.loaded), .latest("load"))
    ///     }
    /// }
    /// ```
    /// - Parameters:
    ///   - initialState: what the view shows before any event.
    ///   - scheduler: the scheduler the presenter's time is read from; the use cases take the same one.
    ///   - mutations: mutations from outside (a store's slice, a session that ends, new posts), reduced
    ///     from the presenter's creation for as long as it lives; an error becomes state through `failure`.
    ///   - reduce: how a mutation is folded into the state: ``Reducer/pure(_:)``, ``Reducer/inPlace(_:)``
    ///     or ``Reducer/replace``.
    ///   - route: the route a mutation emits once reduced, if any, given the reduced state; pure.
    ///   - failure: the mutation an effect's error becomes when the effect has no `catch:` of its own.
    ///   - requestTimeout: how long a request (an effect that answers once, or an observable marked as a
    ///     request) may take before it fails with `RxError.timeout`, which goes to its `catch:` or `failure`;
    ///     none by default. A screen declares it once here rather than on every request.
    ///   - followUp: the event a mutation leads to once reduced, if any, given the reduced state: the
    ///     presenter handles it after the work in hand, as an event the view sent. A page of a list that lands
    ///     can so start what the screen had asked for before it was there.
    ///   - effects: what to do for an event, given the current state.
    @inlinable
    public convenience init<Mutation>(
        initialState: State,
        scheduler: any SchedulerType,
        mutations: Observable<Mutation>? = nil,
        reduce: Reducer<State, Mutation>,
        route: ((State, Mutation) -> Route?)? = nil,
        failure: ((Swift.Error) -> Mutation)? = nil,
        requestTimeout: RxTimeInterval? = nil,
        followUp: ((State, Mutation) -> Event?)? = nil,
        effects: @escaping (Event, State) -> Effect<Mutation, Route>
    ) {
        let fold: (Mutation, Presenter) -> Void
        switch reduce.storage {
        case .pure(let reduce):
            if let route {
                fold = { mutation, presenter in
                    let next = reduce(presenter.current, mutation)
                    presenter.apply(next, route: route(next, mutation))
                }
            } else {
                fold = { mutation, presenter in presenter.apply(reduce(presenter.current, mutation), route: nil) }
            }
        case .inPlace(let reduce):
            let route = route ?? { _, _ in nil }
            fold = { mutation, presenter in presenter.reduceInPlace(mutation, reduce, route: route) }
        case .replace:
            // `Mutation` is `State`: only `Reducer.replace` makes this case.
            guard route != nil || followUp != nil else {
                self.init(
                    initialState: initialState, scheduler: scheduler, mutations: mutations, failure: failure,
                    requestTimeout: requestTimeout, replacing: effects)
                return
            }
            fold = { mutation, presenter in
                let next = unsafeBitCast(mutation, to: State.self)
                presenter.apply(next, route: route?(next, mutation))
            }
        }
        self.init(
            initialState: initialState, scheduler: scheduler, mutations: mutations, effects: effects,
            failure: failure, requestTimeout: requestTimeout, followUp: followUp, reduce: fold)
    }

    /// The one body of the reducers that fold mutations one by one: `reduce` folds a mutation into the
    /// presenter's state and emits its route; the follow-up, the failure and the mutations from outside are
    /// the same for every form of `reduce`.
    @inlinable
    convenience init<Mutation>(
        initialState: State,
        scheduler: any SchedulerType,
        mutations: Observable<Mutation>?,
        effects: @escaping (Event, State) -> Effect<Mutation, Route>,
        failure: ((Swift.Error) -> Mutation)?,
        requestTimeout: RxTimeInterval?,
        followUp: ((State, Mutation) -> Event?)?,
        reduce: @escaping (Mutation, Presenter) -> Void
    ) {
        let perform: (Mutation, Presenter) -> Void = { mutation, presenter in
            reduce(mutation, presenter)
            if let followUp, let event = followUp(presenter.current, mutation) { presenter.followUp(event) }
        }
        self.init(
            initialState: initialState, scheduler: scheduler, requestTimeout: requestTimeout,
            recoverAll: failure.map { failure in
                { error in { perform(failure(error), unsafeDowncast($0, to: Presenter.self)) } }
            },
            handle: { event, presenter in
                let effect = effects(event, presenter.current)
                // The common answer, one mutation, is reduced here, in the caller's specialised code.
                if case .mutate(let mutation) = effect.storage {
                    perform(mutation, presenter)
                } else {
                    presenter.performEffect(effect, perform: perform)
                }
            })
        if let mutations {
            listen(to: mutations.map { mutation in { perform(mutation, unsafeDowncast($0, to: Presenter.self)) } })
        }
    }

    /// The body of ``Reducer/replace`` without a route or a follow-up: each mutation, `Mutation` being
    /// `State`, is the next state, applied without calling a reduce, a route and a follow-up per mutation.
    @inlinable
    convenience init<Mutation>(
        initialState: State,
        scheduler: any SchedulerType,
        mutations: Observable<Mutation>?,
        failure: ((Swift.Error) -> Mutation)?,
        requestTimeout: RxTimeInterval?,
        replacing effects: @escaping (Event, State) -> Effect<Mutation, Route>
    ) {
        self.init(
            initialState: initialState, scheduler: scheduler, requestTimeout: requestTimeout,
            recoverAll: failure.map { failure in
                { error in
                    {
                        unsafeDowncast($0, to: Presenter.self).apply(
                            unsafeBitCast(failure(error), to: State.self), route: nil)
                    }
                }
            },
            handle: { event, presenter in
                let effect = effects(event, presenter.current)
                if case .mutate(let next) = effect.storage {
                    presenter.apply(unsafeBitCast(next, to: State.self), route: nil)
                } else {
                    presenter.performEffect(
                        effect,
                        perform: { next, presenter in presenter.apply(unsafeBitCast(next, to: State.self), route: nil) }
                    )
                }
            })
        if let mutations {
            listen(
                to: mutations.map { next in
                    { unsafeDowncast($0, to: Presenter.self).apply(unsafeBitCast(next, to: State.self), route: nil) }
                })
        }
    }

    @usableFromInline
    init(
        initialState: State,
        scheduler: any SchedulerType,
        requestTimeout: RxTimeInterval? = nil,
        recoverAll: ((Swift.Error) -> Transition)?,
        handle: @escaping (Event, Presenter) -> Void
    ) {
        self.scheduler = scheduler
        serialScheduler = scheduler.asSerialScheduler
        // A class cast, a few instructions where a cast to a protocol looks the conformance up: a virtual-time
        // scheduler other than `TestScheduler` is asked through `serialScheduler` instead.
        runnerThread = (scheduler as? TestScheduler).map { Unmanaged.passUnretained($0.runner) }
        self.requestTimeout = requestTimeout
        current = initialState
        self.recoverAll = recoverAll
        self.handle = handle
    }

    deinit {
        let (running, states, routes) = lock.withLock {
            defer {
                stateObservers = []
                routeObservers = []
            }
            return (runningEffects?.removeAll() ?? [], stateObservers, routeObservers)
        }
        for subscription in running { subscription.dispose() }
        // The children's effects end with the parent, even if something else still holds a child.
        for child in lock.withLock({ children }) { child.stop() }
        for entry in states { entry.onCompleted(State.self) }
        for entry in routes { entry.observer.onCompleted() }
    }

    /// The observer the view sends its events to, for example with `bind(to:)`. It holds the presenter
    /// weakly; its completion and errors are ignored, as the presenter outlives any one source of events.
    public var events: AnyObserver<Event> {
        AnyObserver { [weak self] event in
            if case .next(let event) = event { self?.send(event) }
        }
    }

    /// Handles `event` now, or after the events already queued if the presenter is busy; sent from outside
    /// the presenter's scheduler, hands it over to the scheduler, where it is handled.
    @inlinable
    public func send(_ event: Event) {
        guard isOnScheduler else { return handOverEvent(event) }
        // The common case, nobody draining, takes the drainer role in one atomic step and handles the
        // event at once without queueing it.
        let state = status.value
        if state & PresenterStatus.busy == 0
            && status.compareExchange(expected: state, desired: state | PresenterStatus.draining)
        {
            drainer.store(Int(bitPattern: currentThreadIdentity()))
            if state & PresenterStatus.tracing != 0 { traceEvent(event) }
            handle(event, self)
            drain()
            return
        }
        enqueueEvent(event)
    }

    /// Queues `event` behind the work in hand: apart from `send`, so that the closure it makes stays out of
    /// the common path.
    @inlinable
    @inline(never)
    func enqueueEvent(_ event: Event) {
        enqueue(Self.handling(event))
    }

    /// Hands `event`, sent from outside the scheduler, over to it: apart from `send`, as above.
    @inlinable
    @inline(never)
    func handOverEvent(_ event: Event) {
        handOver(Self.handling(event))
    }

    /// The state now.
    public var currentState: State { lock.withLock { current } }

    /// The state: the current one at subscription, then every change, never the same state twice in a
    /// row. It completes when the presenter is released.
    public var state: Observable<State> {
        // Each subscriber's sink is handed to `attach`, without the closures and disposable of `create`.
        makeStateObservable()
    }

    /// The routes, each delivered once to the subscribers present when it is emitted (not replayed).
    /// It completes when the presenter is released.
    public var routes: Observable<Route> {
        Observable.create { [weak self] observer in
            guard let self else {
                observer.onCompleted()
                return Disposables.create()
            }
            let id = self.lock.withLock {
                defer { self.nextObserverID += 1 }
                self.routeObservers.append((self.nextObserverID, observer))
                return self.nextObserverID
            }
            return Disposables.create { [weak self] in
                self?.lock.withLock { self?.routeObservers.removeAll { $0.id == id } }
            }
        }
    }

    /// Sets a hook that receives every event, state, route and unmapped failure with the scheduler's time;
    /// `nil` removes it.
    public var onTrace: ((_ time: RxTime, _ trace: Trace) -> Void)? {
        get { lock.withLock { traceHook } }
        set { lock.withLock { traceHook = newValue } }
    }

    /// The test harness's own view of the trace, kept apart from the user's hook.
    var testTrace: ((Trace) -> Void)? {
        get { lock.withLock { testTraceHook } }
        set { lock.withLock { testTraceHook = newValue } }
    }
}
