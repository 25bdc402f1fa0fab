import Foundation

/// One unit of a presenter's serial work. Not generic, so that queueing and handling it looks up no type
/// metadata at run time: what depends on the presenter's types is in a closure made by its specialised code.
@usableFromInline
enum PresenterWork {
    /// An event from the view, sent while the presenter was busy: the closure handles it.
    case event(ErasedTransition)
    /// A new state subscriber, to be given the current state.
    case attachState(StateObserver)
    /// A mutation sent by the effect `token`.
    case transition(token: Int, ErasedTransition)
    /// The answer of the effect `token`, which ends it: a task's.
    case answered(token: Int, ErasedTransition)
    /// The effect `token` completed, or failed with the error.
    case ended(token: Int, Swift.Error?)
    /// The timer of the delayed effect `token` fired.
    case timerFired(token: Int)
    /// A change that comes from neither an event nor an effect: a child's new state.
    case update(ErasedTransition)
}

extension Presenter {
    @usableFromInline typealias Work = PresenterWork

    /// The work of handling `event`, which came while the presenter was busy.
    @inlinable
    static func handling(_ event: Event) -> Work {
        .event { unsafeDowncast($0, to: Presenter.self).handleEvent(event) }
    }

    /// Queues `work` and, unless some call is already draining the queue, drains it.
    ///
    /// This is what makes the presenter re-entrant without recursion: work sent from inside the drain
    /// (a state observer sending an event, an effect answering at once) or from another thread waits its
    /// turn, and one drainer handles everything in arrival order. Another thread's call returns at once
    /// while the inbox is short, and otherwise waits its turn, as `DeliveryTurns` describes. The rule, and the
    /// store and navigation owner that follow it, are in <doc:CallsMadeDuringADelivery>.
    @usableFromInline
    @inline(never)
    func enqueue(_ work: Work) {
        lock.lock()
        inbox.append(work)
        while true {
            let state = status.value
            if state & PresenterStatus.draining != 0 {
                // The drainer gives its role back without the lock: flag the queue in the same atomic step
                // that sees it draining, so that it takes the lock and looks at the queue before giving up.
                if status.compareExchange(expected: state, desired: state | PresenterStatus.queued) {
                    let turns = self.turns ?? makeTurnsLocked()
                    let waiter = turns.arrivalLocked(
                        backlog: inbox.count, holder: UInt(bitPattern: drainer.value))
                    lock.unlock()
                    if let waiter, waiter.wait() == .holdsRole { drainQueue() }
                    return
                }
            } else if status.compareExchange(expected: state, desired: state | PresenterStatus.draining) {
                drainer.store(Int(bitPattern: currentThreadIdentity()))
                break
            }
        }
        lock.unlock()
        drainQueue()
    }

    private func makeTurnsLocked() -> DeliveryTurns {
        let turns = DeliveryTurns()
        self.turns = turns
        return turns
    }

    /// Handles the work queued while the caller was draining, then gives up the drainer role.
    @inlinable
    func drain() {
        // Most of the time nothing was queued meanwhile: give the role back in one atomic step, without
        // the lock or the generic queue.
        let state = status.value
        if state & PresenterStatus.queued == 0 {
            // The drainer is forgotten before the role is given back, so that another thread reads either
            // the drainer or 0 ("not known yet"), never a drainer that has left.
            drainer.store(0)
            if status.compareExchange(expected: state, desired: state & ~PresenterStatus.draining) { return }
        }
        drainQueue()
    }

    @usableFromInline
    @inline(never)
    func drainQueue() {
        drainer.store(Int(bitPattern: currentThreadIdentity()))
        while true {
            lock.lock()
            if !inbox.isEmpty, let next = turns?.nextItemLocked() {
                // The turn is over and a thread waits: it handles the rest.
                drainer.store(Int(bitPattern: next.thread))
                lock.unlock()
                next.wake(.holdsRole)
                return
            }
            guard let work = inbox.popFirst() else {
                drainer.store(0)
                status.clearBits(PresenterStatus.draining | PresenterStatus.queued)
                let released = turns?.endOfDeliveryLocked() ?? []
                let retired = takeRetiredStateObserversLocked()
                lock.unlock()
                released.release()
                withExtendedLifetime(retired) {}
                return
            }
            lock.unlock()
            process(work)
        }
    }

    /// Handles `event`, which a mutation led to, after the work in hand. It is not traced as an event: a
    /// recording replays the mutation, which leads to it again.
    @usableFromInline
    func followUp(_ event: Event) {
        enqueue(
            .update { object in
                let presenter = unsafeDowncast(object, to: Presenter.self)
                presenter.handle(event, presenter)
            })
    }

    /// Does one piece of the inbox's work: an event, an observer to attach, an effect's answer or its end.
    private func process(_ work: Work) {
        switch work {
        case .event(let handle):
            handle(self)
        case .attachState(let entry):
            attachNow(entry)
        case .transition(let token, let transition):
            guard lock.withLock({ runningEffects?.isRunning(token: token) ?? false }) else { return }
            apply(transition)
        case .answered(let token, let transition):
            let (ended, next) = lock.withLock { effects.end(token) }
            guard ended != nil else { return }
            apply(transition)
            if let next { startNext(next) }
        case .ended(let token, let error):
            let (ended, next) = lock.withLock { effects.end(token) }
            guard let ended else { return }
            if let error { recover(from: error, ranBy: ended) }
            if let next { startNext(next) }
        case .timerFired(let token):
            let now = scheduler.now
            if let effect = lock.withLock({ effects.fire(token, at: now) }) { subscribe(effect) }
        case .update(let transition):
            apply(transition)
        }
    }

    @usableFromInline
    func handleEvent(_ event: Event) {
        // Without a hook, no trace entry is built: building one looks up its type at run time.
        if status.value & PresenterStatus.tracing != 0 { traceEvent(event) }
        handle(event, self)
    }

    /// Performs the steps of an event's `effect` in order; a mutation is reduced by `perform` without
    /// allocating a transition, the other steps are erased of the mutation type.
    @inlinable
    func performEffect<Mutation>(_ effect: Effect<Mutation, Route>, perform: @escaping (Mutation, Presenter) -> Void) {
        let transition: (Mutation) -> Transition = { mutation in
            { perform(mutation, unsafeDowncast($0, to: Presenter.self)) }
        }
        effect.forEachStep { step in
            switch step {
            case .mutate(let mutation): perform(mutation, self)
            case .route(let route): emit(route)
            case .cancel(let id): cancel(id)
            case .run(let makeRequest, let policy, let recover):
                performErasedStep(
                    .run(
                        makeRequest(requestTimeout, scheduler).map(transition), policy,
                        recover: recover.map { recover in { transition(recover($0)) } }))
            case .answer(let makeRequest, let policy, let recover):
                performErasedStep(
                    .answer(
                        Presenter.subscribing(to: makeRequest(requestTimeout, scheduler), transition), policy,
                        recover: recover.map { recover in { transition(recover($0)) } }))
            case .runTask(let makeOperation, let timeout, let policy, let recover):
                performErasedStep(
                    .task(
                        makeOperation { perform($0, unsafeDowncast($1, to: Presenter.self)) },
                        timeout: timeout.interval(presenter: requestTimeout), policy,
                        recover: recover.map { recover in { transition(recover($0)) } }))
            case .send(let send): send()
            }
        }
    }

    /// What subscribes a presenter to `request` for one effect: the answer, made a transition by
    /// `transition`, is the effect's one step and its end; an error or a completion without an answer ends it.
    @inlinable
    static func subscribing<Mutation>(
        to request: Observable<Mutation>, _ transition: @escaping (Mutation) -> Transition
    ) -> (Int, AnyObject) -> Disposable {
        { token, object in
            request.subscribeToAnswer(
                EffectAnswer(owner: unsafeDowncast(object, to: Presenter.self), token: token, transition: transition))
        }
    }

    /// Starts the work of an effect whose mutation type is erased, as its policy admits it.
    @usableFromInline
    func performErasedStep(_ run: EffectRun) {
        let now = scheduler.now
        let (admission, cancelled) = lock.withLock { effects.admit(run, at: now) }
        for subscription in cancelled { subscription.dispose() }
        switch admission {
        case .start(let effect): subscribe(effect)
        case .delayed(let effect, let interval): startTimer(of: effect, after: interval)
        case .ignored, .queued: break
        }
    }

    /// Cancels the running and waiting work started under `id`.
    @usableFromInline
    func cancel(_ id: AnyHashable) {
        let cancelled = lock.withLock { effects.cancel(id) }
        for subscription in cancelled { subscription.dispose() }
    }

    /// Subscribes to work that is not an event's: outside mutations, from the presenter's creation.
    @usableFromInline
    func listen(to work: Observable<Transition>) {
        performErasedStep(.run(work, .merge, recover: nil))
    }

    /// Cancels every effect, and those of the children: for a parent that removes this child or goes.
    func stopEffects() {
        let (cancelled, children) = lock.withLock { (runningEffects?.removeAll() ?? [], self.children) }
        for subscription in cancelled { subscription.dispose() }
        for child in children { child.stop() }
    }

    /// The counter of the tasks the effects run, made by the first one.
    var tasks: TaskCounter {
        lock.withLock {
            if let taskCounter { return taskCounter }
            let counter = TaskCounter(scheduler: scheduler)
            taskCounter = counter
            return counter
        }
    }

    /// Starts the queued effect whose turn has come; the clock is read only then.
    private func startNext(_ run: EffectRun) {
        let now = scheduler.now
        subscribe(lock.withLock { effects.startNext(run, at: now) })
    }

    private func startTimer(of effect: DelayedEffect, after interval: RxTimeInterval) {
        let token = effect.token
        effect.timer.setDisposable(
            scheduler.scheduleRelative((), dueTime: interval) { [weak self] _ in
                self?.enqueue(.timerFired(token: token))
                return Disposables.create()
            })
    }

    private func subscribe(_ effect: RunningEffect) {
        let token = effect.token
        let work: Observable<Transition>
        switch effect.run.work {
        case .observable(let observable):
            work = observable
        case .answer(let subscribe):
            effect.subscription.setDisposable(subscribe(token, self))
            return
        case .task(let operation, let timeout):
            effect.subscription.setDisposable(
                TaskEffect.start(
                    operation, timeout: timeout, token: token,
                    owed: TaskCounter.Owed(policy: effect.run.policy, startedAt: effect.startedAt), owner: self,
                    scheduler: scheduler, counter: tasks))
            return
        }
        let subscription = work.subscribe(
            onNext: { [weak self] transition in self?.receive(.transition(token: token, transition)) },
            onError: { [weak self] error in self?.receive(.ended(token: token, error)) },
            onCompleted: { [weak self] in self?.receive(.ended(token: token, nil)) })
        effect.subscription.setDisposable(subscription)
    }

    private func recover(from error: Swift.Error, ranBy effect: RunningEffect) {
        if let recover = effect.run.recover ?? recoverAll {
            apply(recover(error))
        } else {
            trace(.failure(error))
            Hooks.defaultErrorHandler([], error)
        }
    }

    /// Reduces one transition: stores the next state and delivers it if it differs, then emits its route.
    func apply(_ transition: Transition) {
        transition(self)
    }

    /// Stores the next state and delivers it if it differs, then emits the route. Only the drainer calls
    /// it, so it compares with the current state without the lock.
    @inlinable
    func apply(_ next: State, route: Route?) {
        if next != current {
            lock.lock()
            current = next
            deliverLocked(next)
        }
        if let route { emit(route) }
    }

    /// Delivers `next`, the state just stored, to the state observers. Called with the lock held, which it
    /// releases before calling out.
    @inlinable @inline(__always)
    func deliverLocked(_ next: State) {
        let tracing = self.tracing
        // One observer (the view) is the common case: copying it alone costs half what copying the array
        // and then each observer in it does.
        if stateObservers.count == 1 {
            // Not retained: an observer removed during the drain is kept until it ends (`detach`).
            let entry = Unmanaged.passUnretained(stateObservers[0])
            lock.unlock()
            if tracing { traceState(next) }
            entry._withUnsafeGuaranteedRef { $0.onNext(next) }
        } else {
            let observers = stateObservers
            lock.unlock()
            if tracing { traceState(next) }
            for entry in observers { entry.onNext(next) }
        }
    }

    /// Reduces `mutation` into the state where it lies, delivers the state if `reduce` says it changed,
    /// then emits the route. The state is changed under the lock, so that `currentState` never reads it
    /// half changed; only the drainer calls this.
    @inlinable
    func reduceInPlace<Mutation>(
        _ mutation: Mutation, _ reduce: (inout State, Mutation) -> StateChange,
        route: (State, Mutation) -> Route?
    ) {
        lock.lock()
        if reduce(&current, mutation) == .changed {
            deliverLocked(current)
        } else {
            lock.unlock()
        }
        if let route = route(current, mutation) { emit(route) }
    }

    @usableFromInline
    @inline(never)
    func traceEvent(_ event: Event) {
        trace(.event(event))
    }

    @usableFromInline
    @inline(never)
    func traceState(_ state: State) {
        trace(.state(state))
    }

    @usableFromInline
    func emit(_ route: Route) {
        if status.value & PresenterStatus.tracing != 0 { trace(.route(route)) }
        let observers = lock.withLock { routeObservers }
        for entry in observers { entry.observer.onNext(route) }
    }

    private func trace(_ entry: @autoclosure () -> Trace) {
        guard lock.withLock({ tracing }) else { return }
        let (hook, test) = lock.withLock { (traceHook, testTraceHook) }
        let entry = entry()
        test?(entry)
        if let hook { hook(scheduler.now, entry) }
    }
}

extension Presenter: EffectOwner {}

/// The flags of `Presenter.status`.
@usableFromInline
enum PresenterStatus {
    /// A caller is draining: it handles every event and piece of work, one at a time.
    @inlinable static var draining: Int { 1 }
    /// Work was queued (under the presenter's lock) while a caller was draining: the drainer must take the
    /// lock and look at the queue before giving up its role.
    @inlinable static var queued: Int { 2 }
    /// The flags that keep a caller from taking the drainer role in one atomic step.
    @inlinable static var busy: Int { draining | queued }
    /// A trace hook is set.
    @inlinable static var tracing: Int { 4 }
}
