/// What the operators that merge inner subscriptions into one downstream share (`flatMap`,
/// `flatMapFirst`, `flatMapLatest`, `concatMap`): the outer subscription, the list of live inner
/// subscriptions, and delivery downstream one event at a time.
///
/// Inner sequences may send from several threads at once. Every piece of state is guarded by `lock`, which
/// is held only for state transitions, never while calling downstream: the thread that finds nobody
/// delivering becomes the deliverer, and events arriving meanwhile (from other threads, or re-entrantly
/// from downstream's own reaction) are queued and delivered by it, in arrival order, once its call returns.
/// So a re-entrant event is delivered after the one being handled, never nested inside it, and no lock is
/// ever taken twice by the same thread. The deliverer role itself (with the stopped and queued flags) is
/// one atomic `delivery` state, so that an element nobody competes for (the element of a `just`) takes the
/// role and gives it back in one atomic step each, without the lock.
///
/// Subclasses decide what an outer element does, and may override what the completion of an inner
/// subscription does (`innerCompleted`); the defaults are `merge`'s.
///
/// Performance: in code the client cannot specialise, naming a generic type (allocating a
/// `FanInInner<Source, Element>`, building an `Event<Element>`) costs a lookup in the runtime's metadata
/// tables, which would dominate the cost of an element. So the per-element paths use no `Event`, and the
/// inner subscriptions' class is looked up once, on first use, and kept. Subclasses take the element of a
/// `just` (`hasImmediateElement`) without subscribing to it.
@usableFromInline
class FanInSink<Source, Element>: Sink<Source>, Disposable, @unchecked Sendable {
    // Sendable: every `var` here and in subclasses is only touched under `lock`; `delivery` is atomic, and
    // `downstream` calls are serialised by its `emitting` hand-off.
    final let lock = Lock()
    final let downstream: Sink<Element>

    /// The `FanInDelivery` flags: who delivers, whether the sink is stopped, whether work waits.
    private final let delivery: AtomicState
    /// The thread holding the deliverer role (`emitting`). Atomic, since the role is taken without the lock;
    /// a stale value read by another thread only spares it a wait, and the holder always reads its own.
    private final let holder = AtomicState()
    /// Who waits for the deliverer role; created on the first contention. Guarded by `lock`.
    @exclusivity(unchecked) private final var turns: DeliveryTurns?
    /// Created on first use: building even an empty array of a generic element in unspecialised code
    /// costs a call per subscription.
    @exclusivity(unchecked) private final var pending: [Element]?
    @exclusivity(unchecked) private final var pendingHead = 0
    /// `pending.count - pendingHead`, kept apart so that the hot paths need not look at the array.
    @exclusivity(unchecked) private final var pendingCount = 0
    /// The terminal event to deliver once `pending` is empty.
    @exclusivity(unchecked) private final var pendingTerminal: FanInTerminal?
    /// Whether `pendingTerminal` is set; cheaper to test than the optional enum.
    @exclusivity(unchecked) private final var hasPendingTerminal = false
    /// A terminal event is on its way downstream, or the sink was disposed: nothing more is accepted.
    final var stopped: Bool { delivery.value & FanInDelivery.stopped != 0 }

    /// The outer subscription, once `run` has returned it. Not an optional: an optional existential is
    /// copied and destroyed through generic value witnesses. `setOuter` writes it without the lock and then
    /// publishes it with the `outerSet` flag; the one call that sets `outerEnded` takes it if it is
    /// published, and otherwise leaves it to `setOuter`, which sees `outerEnded`.
    @exclusivity(unchecked) private final var outer: Disposable = NopDisposable.instance
    /// The outer sequence completed; the sink completes once no inner subscription is left.
    @exclusivity(unchecked) final private(set) var outerCompleted = false

    /// The live inner subscriptions, as a doubly-linked list so that adding and removing one allocates
    /// nothing.
    @exclusivity(unchecked) private final var firstInner: FanInInner<Source, Element>?
    /// How many inner subscriptions are live.
    @exclusivity(unchecked) final private(set) var innerCount = 0
    /// The class of the inner subscriptions, looked up on first use.
    @exclusivity(unchecked) private final var innerType: FanInInner<Source, Element>.Type?

    /// - Parameter lockFreeDisposal: whether the subclass keeps no state of its own that
    ///   `willDisposeLocked` must drop before an inner subscription is linked; then disposing a sink that
    ///   never linked one (every inner was a `just`) takes no lock.
    @inline(__always)
    init(downstream: Sink<Element>, lockFreeDisposal: Bool = false) {
        self.downstream = downstream
        delivery = AtomicState(lockFreeDisposal ? 0 : FanInDelivery.lockedDisposal)
    }

    // MARK: Outer subscription

    /// Stores the outer subscription returned by `run`; disposes it at once if the outer sequence has
    /// already ended (a synchronous source) or the sink was disposed.
    final func setOuter(_ subscription: consuming Disposable) {
        outer = subscription
        while true {
            let state = delivery.value
            if state & FanInDelivery.outerEnded != 0 {
                // Nobody looks at an unpublished subscription: dispose it here.
                takeDisposable(&outer).dispose()
                return
            }
            if delivery.compareExchange(expected: state, desired: state | FanInDelivery.outerSet) { return }
        }
    }

    /// The sink is the subscription: it ends the outer and the inner subscriptions.
    override final func subscribe(to source: Observable<Source>) -> Disposable {
        setOuter(source.runOnTrampoline(self))
        return anyDisposable(self)
    }

    /// Marks the outer sequence as completed; returns its subscription for the caller to dispose after
    /// unlocking. Caller holds `lock`.
    final func outerDidCompleteLocked() -> Disposable? {
        outerCompleted = true
        return endOuter(also: 0).subscription
    }

    /// Sets `outerEnded` with the flags `also`; returns the outer subscription if this call ended the
    /// outer sequence and `setOuter` had published it (a `NopDisposable` otherwise), leaving nothing to
    /// dispose behind. Only the call that sets `outerEnded` takes the subscription, so no lock is needed.
    private final func endOuter(also flags: Int) -> (previous: Int, subscription: Disposable) {
        let previous = delivery.setBits(FanInDelivery.outerEnded | flags)
        let taken = previous & (FanInDelivery.outerSet | FanInDelivery.outerEnded) == FanInDelivery.outerSet
        return (previous, taken ? takeDisposable(&outer) : NopDisposable.instance)
    }

    override func onError(_ error: Swift.Error) {
        forwardError(error)
    }

    override func onCompleted() {
        lock.lock()
        let subscription = outerDidCompleteLocked()
        let complete = innerCount == 0 && claimTerminalLocked(.completed)
        lock.unlock()
        subscription?.dispose()
        if complete { deliverTerminal(.completed) }
    }

    // MARK: Inner subscriptions

    /// Adds a new inner subscription to the list, or returns `nil` if the sink is stopped. Caller holds
    /// `lock`; it must then call `start(_:_:)` (after unlocking) with what this returns.
    final func linkInnerLocked() -> FanInInner<Source, Element>? {
        // Checked and flagged in one atomic step, so that `dispose` either sees the flag (and unlinks
        // under the lock) or this call sees the sink stopped.
        while true {
            let state = delivery.value
            if state & FanInDelivery.stopped != 0 { return nil }
            if state & FanInDelivery.lockedDisposal != 0
                || delivery.compareExchange(expected: state, desired: state | FanInDelivery.lockedDisposal)
            {
                break
            }
        }
        let inner = (innerType ?? lookUpInnerType()).init(parent: self)
        inner.next = firstInner
        firstInner?.previous = inner
        firstInner = inner
        innerCount += 1
        return inner
    }

    @inline(never)
    private final func lookUpInnerType() -> FanInInner<Source, Element>.Type {
        let type = FanInInner<Source, Element>.self
        innerType = type
        return type
    }

    /// Removes `inner` from the list and returns its subscription for the caller to dispose after
    /// unlocking, then to call `Resources.subscriptionEnded(inner.counter)`. Returns `(false, nil)` if it was already
    /// removed. Caller holds `lock`.
    final func unlinkInnerLocked(_ inner: FanInInner<Source, Element>) -> (removed: Bool, subscription: Disposable?) {
        if inner.ended { return (false, nil) }
        inner.ended = true
        if let previous = inner.previous {
            previous.next = inner.next
        } else {
            firstInner = inner.next
        }
        inner.next?.previous = inner.previous
        inner.next = nil
        inner.previous = nil
        innerCount -= 1
        defer { inner.subscription = nil }
        return (true, inner.subscription)
    }

    /// Subscribes `inner` (returned by `linkInnerLocked`, which counted it in `Resources`) to `source`.
    /// Called without holding `lock`.
    final func start(_ inner: FanInInner<Source, Element>, _ source: Observable<Element>) {
        source.runOnTrampoline(inner) { subscription in
            lock.lock()
            if inner.ended {
                // It ended during `run` (a synchronous source) or the sink was disposed meanwhile.
                lock.unlock()
                subscription.dispose()
                return
            }
            inner.subscription = subscription
            lock.unlock()
        }
    }

    /// Subscribes a new inner subscription to `source` unless the sink is stopped.
    final func subscribeInner(_ source: Observable<Element>) {
        lock.lock()
        let inner = linkInnerLocked()
        lock.unlock()
        if let inner { start(inner, source) }
    }

    /// Removes `inner` from the list and ends its subscription, without completing; returns false if it was
    /// already removed.
    final func removeInner(_ inner: FanInInner<Source, Element>) -> Bool {
        lock.lock()
        let (removed, subscription) = unlinkInnerLocked(inner)
        lock.unlock()
        guard removed else { return false }
        subscription?.dispose()
        Resources.subscriptionEnded(inner.counter)
        return true
    }

    /// Ends `inner` after its completion: removes it, disposes it, and completes downstream if it was the
    /// last one and the outer sequence has completed.
    final func finishInner(_ inner: FanInInner<Source, Element>) {
        lock.lock()
        let (removed, subscription) = unlinkInnerLocked(inner)
        let complete = removed && outerCompleted && innerCount == 0 && claimTerminalLocked(.completed)
        lock.unlock()
        guard removed else { return }
        subscription?.dispose()
        Resources.subscriptionEnded(inner.counter)
        if complete { deliverTerminal(.completed) }
    }

    /// Delivers an element of `inner`, unless `inner` was removed (replaced, or the sink disposed).
    final func innerNext(_ inner: FanInInner<Source, Element>, _ element: Element) {
        lock.lock()
        var waiter: TurnWaiter?
        let deliver = !inner.ended && claimNextLocked(element, waiter: &waiter)
        lock.unlock()
        if deliver {
            downstream.onNext(element)
            drain()
        } else if let waiter {
            awaitTurn(waiter)
        }
    }

    /// Ends the sink with the error of `inner`, unless `inner` was removed.
    final func innerError(_ inner: FanInInner<Source, Element>, _ error: Swift.Error) {
        lock.lock()
        let deliver = !inner.ended && claimTerminalLocked(.error(error))
        lock.unlock()
        if deliver { deliverTerminal(.error(error)) }
    }

    /// What the completion of `inner` does; by default `finishInner(_:)`.
    func innerCompleted(_ inner: FanInInner<Source, Element>) {
        finishInner(inner)
    }

    // MARK: Delivery

    /// Whether the caller may deliver `element` now (then it must call `drain()` afterwards); otherwise
    /// the element was queued for the current deliverer, or dropped because the sink is stopped. When it
    /// was queued, `waiter` may be set: the caller must then call `awaitTurn(_:)` with it after unlocking
    /// (see `DeliveryTurns`). Caller holds `lock`.
    final func claimNextLocked(_ element: Element, waiter: inout TurnWaiter?) -> Bool {
        while true {
            let state = delivery.value
            if state & FanInDelivery.stopped != 0 { return false }
            if state & FanInDelivery.emitting != 0 {
                // The deliverer gives its role back without the lock: flag the queue in the same atomic
                // step that sees it delivering, so that it looks at the queue before giving up.
                if delivery.compareExchange(expected: state, desired: state | FanInDelivery.queued) {
                    waiter = enqueueLocked(element)
                    return false
                }
            } else if delivery.compareExchange(expected: state, desired: state | FanInDelivery.emitting) {
                holder.store(Int(bitPattern: currentThreadIdentity()))
                return true
            }
        }
    }

    /// Queues `element` for the thread delivering; returns a waiter if the caller must wait its turn.
    /// Kept out of line so that the paths above touch no generic array.
    @inline(never)
    private final func enqueueLocked(_ element: Element) -> TurnWaiter? {
        if pending == nil { pending = [] }
        pending?.append(element)
        pendingCount += 1
        let turns = self.turns ?? makeTurnsLocked()
        return turns.arrivalLocked(backlog: pendingCount, holder: UInt(bitPattern: holder.value))
    }

    @inline(never)
    private final func makeTurnsLocked() -> DeliveryTurns {
        let turns = DeliveryTurns()
        self.turns = turns
        return turns
    }

    /// Waits for the deliverer role after the caller's element was queued, and delivers the queue if the
    /// role came; returns at once if the queue was delivered meanwhile.
    @inline(never)
    final func awaitTurn(_ waiter: TurnWaiter) {
        if waiter.wait() == .holdsRole { drainQueue() }
    }

    /// Stops the sink; returns whether the caller must deliver `terminal` now with `deliverTerminal(_:)`
    /// (otherwise it was queued behind the events being delivered, or the sink was already stopped).
    /// Caller holds `lock`.
    final func claimTerminalLocked(_ terminal: FanInTerminal) -> Bool {
        while true {
            let state = delivery.value
            if state & FanInDelivery.stopped != 0 { return false }
            if state & FanInDelivery.emitting != 0 {
                let queued = state | FanInDelivery.stopped | FanInDelivery.queued
                if delivery.compareExchange(expected: state, desired: queued) {
                    pendingTerminal = terminal
                    hasPendingTerminal = true
                    return false
                }
            } else if delivery.compareExchange(
                expected: state, desired: state | FanInDelivery.stopped | FanInDelivery.emitting)
            {
                return true
            }
        }
    }

    /// Delivers `element` downstream, or queues it if another call is delivering.
    final func forwardNext(_ element: Element) {
        // Nobody delivering, nothing queued, not stopped: take the role without the lock.
        let state = delivery.value
        if state & FanInDelivery.busy == 0
            && delivery.compareExchange(expected: state, desired: state | FanInDelivery.emitting)
        {
            holder.store(Int(bitPattern: currentThreadIdentity()))
            downstream.onNext(element)
            drain()
            return
        }
        lock.lock()
        var waiter: TurnWaiter?
        let deliver = claimNextLocked(element, waiter: &waiter)
        lock.unlock()
        if deliver {
            downstream.onNext(element)
            drain()
        } else if let waiter {
            awaitTurn(waiter)
        }
    }

    /// Stops the sink and delivers `error` after what is already queued.
    final func forwardError(_ error: Swift.Error) {
        lock.lock()
        let deliver = claimTerminalLocked(.error(error))
        lock.unlock()
        if deliver { deliverTerminal(.error(error)) }
    }

    /// Delivers the events queued while the caller was delivering, then gives up the deliverer role.
    final func drain() {
        // Nothing was queued and the sink was not stopped meanwhile: give the role back in one step.
        let state = delivery.value
        if state & FanInDelivery.busy == FanInDelivery.emitting {
            // The holder is forgotten before the role is given back, so that another thread reads either
            // the holder or 0 ("not known yet"), never a holder that has left.
            holder.store(0)
            if delivery.compareExchange(expected: state, desired: state & ~FanInDelivery.emitting) { return }
        }
        drainQueue()
    }

    @inline(never)
    private final func drainQueue() {
        holder.store(Int(bitPattern: currentThreadIdentity()))
        while true {
            lock.lock()
            if pendingCount == 0 {
                if pendingHead > 0 {
                    pending?.removeAll(keepingCapacity: true)
                    pendingHead = 0
                }
                let terminal = pendingTerminal
                pendingTerminal = nil
                hasPendingTerminal = false
                // After a terminal event the role is kept for good: nothing is delivered any more.
                holder.store(0)
                delivery.clearBits(
                    terminal == nil ? FanInDelivery.emitting | FanInDelivery.queued : FanInDelivery.queued)
                let released = turns?.endOfDeliveryLocked() ?? []
                lock.unlock()
                released.release()
                if let terminal { deliverTerminal(terminal) }
                return
            }
            if let next = turns?.nextItemLocked() {
                // The turn is over and a thread waits: it delivers the rest.
                holder.store(Int(bitPattern: next.thread))
                lock.unlock()
                next.wake(.holdsRole)
                return
            }
            let element = pending.unsafelyUnwrapped[pendingHead]
            pendingHead += 1
            pendingCount -= 1
            lock.unlock()
            downstream.onNext(element)
        }
    }

    /// Sends a terminal event downstream, then releases every subscription.
    final func deliverTerminal(_ terminal: FanInTerminal) {
        switch terminal {
        case .error(let error): downstream.onError(error)
        case .completed: downstream.onCompleted()
        }
        dispose()
    }

    // MARK: Disposal

    /// Called under `lock` while disposing, for subclasses to drop state of their own (queued sources).
    func willDisposeLocked() {}

    @usableFromInline
    final func dispose() {
        // Stopping first means nothing can be queued or linked any more; without inner subscriptions or
        // queued work there is nothing under the lock to drop.
        let (previous, outerSubscription) = endOuter(also: FanInDelivery.stopped | FanInDelivery.disposed)
        if previous & FanInDelivery.disposed != 0 { return }
        if previous & (FanInDelivery.lockedDisposal | FanInDelivery.queued) == 0 {
            outerSubscription.dispose()
            return
        }
        disposeLocked(outerSubscription)
    }

    @inline(never)
    private final func disposeLocked(_ outerSubscription: Disposable) {
        lock.lock()
        if pendingCount > 0 || pendingHead > 0 { clearPendingLocked() }
        if hasPendingTerminal {
            pendingTerminal = nil
            hasPendingTerminal = false
        }
        let inners = firstInner
        if inners != nil { unlinkAllInnersLocked() }
        willDisposeLocked()
        lock.unlock()

        outerSubscription.dispose()
        if let inners { disposeInners(from: inners) }
    }

    /// Empties the list of inner subscriptions, marking each one ended. Caller holds `lock`.
    @inline(never)
    private final func unlinkAllInnersLocked() {
        var inner = firstInner
        firstInner = nil
        innerCount = 0
        while let current = inner {
            current.ended = true
            inner = current.next
        }
    }

    /// Disposes the inner subscriptions of the list that started with `first`, which
    /// `unlinkAllInnersLocked` has emptied.
    @inline(never)
    private final func disposeInners(from first: FanInInner<Source, Element>) {
        // The inners are marked ended, so nobody else touches their links or subscriptions now.
        var inner: FanInInner<Source, Element>? = first
        while let current = inner {
            inner = current.next
            current.next = nil
            current.previous = nil
            let subscription = current.subscription
            current.subscription = nil
            subscription?.dispose()
            Resources.subscriptionEnded(current.counter)
        }
    }

    @inline(never)
    private final func clearPendingLocked() {
        pending = nil
        pendingHead = 0
        pendingCount = 0
    }
}
