/// The observers of a subject, and the queue that makes the subject deliver one event at a time.
///
/// Delivery is serial. The thread that sends an event while no delivery is under way becomes the
/// *deliverer*: under the lock it sets `delivering` and takes a snapshot of the observers (a retain, not a
/// copy), then calls them outside the lock, then takes the lock once more to see whether work was queued
/// meanwhile. Work that arrives while a delivery is under way, from an observer sending into its own
/// subject (re-entrancy) or from another thread, is queued under the lock and run, in order, by the
/// deliverer right after the current event has reached every observer. So an observer is never called
/// concurrently, every observer sees the events in the same order, an observer may send, subscribe or
/// dispose without deadlock (no lock is held while user code runs), and an event sent from inside an
/// observer never overtakes the event being delivered. The price: under contention `on(_:)` may return
/// before the observers have seen its event, since the deliverer sends it.
///
/// A subscription made during a delivery is queued too, with the elements it must replay first, and joins
/// the observers when its turn comes: it never sees an event that was sent before it subscribed.
///
/// The list also keeps the subject's lifecycle (ended, disposed, the error it ended with), and the owning
/// subject keeps its own state (latest value, buffer) under `lock` too, so that updating that state and
/// starting or queueing the delivery is one atomic step. Methods whose names end in `Locked` expect `lock`
/// to be held; those ending in `AndUnlock` expect it held and release it.
///
/// Performance: the engine's generic code is not specialised for the caller's element type, and naming a
/// generic type there (`Sink<Element>` in an array, an `Event<Element>`, an optional of the element) costs
/// a runtime metadata lookup, more than everything else a subscription does. So the list of observers
/// lives in this non-generic base class, holding the sinks as plain objects, and subscribing, sending an
/// element and unsubscribing touch no generic type; the queue, needed only under contention, is created on
/// first use. The first observer is kept out of the array, so that a subject with one observer allocates
/// no array at all.
@usableFromInline
class SubjectObserverList: @unchecked Sendable {
    // Sendable: every stored property is only touched under `lock`.
    final let lock = Lock()
    /// Whether a thread holds the deliverer role.
    @exclusivity(unchecked) final var delivering = false
    /// The thread holding the deliverer role while `delivering` is set.
    @exclusivity(unchecked) final var holder: UInt = 0
    /// Who waits for the deliverer role; created on the first contention.
    @exclusivity(unchecked) final var turns: DeliveryTurns?
    /// The number of works queued and not yet taken; cheaper to test than the queue itself.
    @exclusivity(unchecked) final var queuedCount = 0
    /// The number of queued subscriptions among them.
    @exclusivity(unchecked) final var queuedSubscriptions = 0
    @exclusivity(unchecked) private final var nextKey = 0
    /// The first observer (a `Sink` of the subclass's element type), or `nil` if there is none.
    @exclusivity(unchecked) final var first: AnyObject?
    @exclusivity(unchecked) final var firstKey = 0
    /// The observers after the first one, in subscription order, so in the order of their keys; empty while
    /// `first` is `nil`. An observer that leaves leaves a tombstone (`sink` is `nil`), so that removing one
    /// by its key is a binary search with no shift, and no copy when a delivery holds the array; tombstones
    /// are swept out when they make half of the array, or all of it.
    @exclusivity(unchecked) final var others: ContiguousArray<SubjectObserverEntry> = []
    /// How many of `others` are tombstones.
    @exclusivity(unchecked) final var removedOthers = 0
    /// The index in `others` before which every entry is a tombstone: where the next observer promoted to
    /// `first` is looked for.
    @exclusivity(unchecked) final var othersHead = 0
    /// An observer that left while a delivery was under way, kept until the delivery ends: the deliverer
    /// calls a single observer without a reference of its own (see `sendNextAndUnlock`), so it must not be
    /// released meanwhile, by itself (leaving from within its own call) or by another thread.
    @exclusivity(unchecked) final var leftDuringDelivery: AnyObject?
    /// More of them, after the first.
    @exclusivity(unchecked) final var moreLeftDuringDelivery: ContiguousArray<AnyObject> = []
    /// Told when one of its subscriptions leaves: the `share` connection these are the observers of, so that
    /// a subscriber's disposable is the plain `SubjectSubscription`, not one more object. Set by the
    /// connection, which drops it when it is released (the two hold each other until then).
    @exclusivity(unchecked) final var owner: (any ShareLeaving)?
    /// The subject has received its terminal event.
    @exclusivity(unchecked) final var stopped = false
    /// The subject has been disposed.
    @exclusivity(unchecked) final var disposed = false
    /// The error the subject ended with; `nil` if it completed (or has not ended). Not an `Event`, whose
    /// generic type would cost a metadata lookup in every subject's deinit.
    @exclusivity(unchecked) final var stoppedError: Swift.Error?

    @usableFromInline
    init() {}

    /// Whether an observer is subscribed or waiting to join.
    final var hasObserversLocked: Bool { first != nil || queuedSubscriptions > 0 }

    /// Whether an observer is subscribed or waiting to join.
    final var hasObservers: Bool { lock.withLock { hasObserversLocked } }

    /// Whether the subject has been disposed.
    final var isDisposed: Bool { lock.withLock { disposed } }

    /// Whether the subject has ended or been disposed: it sends nothing more. Caller holds `lock`.
    final var isClosedLocked: Bool { stopped || disposed }

    /// Takes `lock` and returns true if the subject still sends events; once it has ended or been
    /// disposed, returns false without holding the lock.
    @inline(__always)
    final func lockIfOpen() -> Bool {
        lock.lock()
        if stopped || disposed {
            lock.unlock()
            return false
        }
        return true
    }

    /// A key for a new subscription. Caller holds `lock`.
    final func makeKeyLocked() -> Int {
        let key = nextKey
        nextKey += 1
        return key
    }

    /// Adds `sink` as the last observer. Caller holds `lock`.
    final func appendLocked(_ sink: AnyObject, key: Int) {
        if first == nil {
            first = sink
            firstKey = key
        } else {
            others.append(SubjectObserverEntry(key: key, sink: sink))
        }
    }

    /// Forgets every observer and returns them, for the caller to release after unlocking. Caller holds
    /// `lock`.
    final func takeAllLocked() -> (AnyObject?, ContiguousArray<SubjectObserverEntry>) {
        let observers = (first, others)
        first = nil
        others = []
        removedOthers = 0
        othersHead = 0
        return observers
    }

    /// Removes the subscription with `key` if it still waits in the queue, and returns whether it did.
    /// Caller holds `lock`; it is released on return.
    @discardableResult
    func removeQueuedAndUnlock(_ key: Int) -> Bool {
        lock.unlock()
        return false
    }
}

/// An observer after a subject's first one.
struct SubjectObserverEntry {
    let key: Int
    /// A `Sink` of the subject's element type; `nil` once it left (a tombstone).
    var sink: AnyObject?
}

/// The generic half of a subject's observers: sending elements and events to them, and the queue.
@usableFromInline
final class SubjectObservers<Element>: SubjectObserverList, @unchecked Sendable {
    // Sendable: as SubjectObserverList; `queue` is only touched under `lock`, and sinks are only called by
    // the thread that holds the deliverer role (`delivering`), one event at a time.

    /// The work waiting for the deliverer, created on first use.
    @exclusivity(unchecked) private var queue: SubjectWorkQueue<Element>?

    @usableFromInline
    override init() {}

    /// Delivers `element` to every observer now, or queues it if a delivery is under way.
    @inline(__always)
    func sendNextAndUnlock(_ element: Element) {
        if delivering {
            enqueueNextAndUnlock(element)
            return
        }
        delivering = true
        holder = currentThreadIdentity()
        guard let firstObserver = unretainedFirst else {
            lock.unlock()
            finishDelivery()
            return
        }
        if others.isEmpty {
            // The common case, one observer: call it without retaining it, nor the (empty) array. It stays
            // alive: while `delivering` is set, an observer that leaves is kept until the delivery ends
            // (`keepUntilDeliveryEndsLocked`).
            lock.unlock()
            firstObserver._withUnsafeGuaranteedRef { Self.sink($0).onNext(element) }
        } else {
            let first = firstObserver.takeUnretainedValue()
            let others = self.others
            lock.unlock()
            Self.sink(first).onNext(element)
            for entry in others { if let sink = entry.sink { Self.sink(sink).onNext(element) } }
        }
        finishDelivery()
    }

    /// Delivers `event`, then `followUp` if there is one, or queues them if a delivery is under way.
    /// A terminal event also removes every observer.
    func sendAndUnlock(_ event: Event<Element>, then followUp: Event<Element>? = nil) {
        if delivering {
            enqueueLocked(.event(event))
            if let followUp { enqueueLocked(.event(followUp)) }
            arriveAndUnlock()
            return
        }
        delivering = true
        holder = currentThreadIdentity()
        if let followUp { enqueueLocked(.event(followUp)) }
        let observers = takeObserversLocked(for: event)
        lock.unlock()
        deliver(event, to: observers)
        finishDelivery()
    }

    /// Takes `event` apart for the subject's `on(_:)`: an element goes to `onNext`, a terminal event ends
    /// the subject.
    ///
    /// Inlinable, as the subjects' `on(_:)` is, so that the event is taken apart in the caller's module,
    /// where it is specialised: taking a generic `Event` apart in the engine would cost a type metadata
    /// lookup per element. Pass `onNext` as a closure, `{ onNext($0) }`: the optimiser folds a closure away
    /// where it leaves a reference to the method in place, at a cost per element.
    @inlinable
    func on(_ event: Event<Element>, onNext: (Element) -> Void) {
        switch event {
        case .next(let element): onNext(element)
        case .error(let error): end(.error(error))
        case .completed: end(.completed)
        }
    }

    /// Ends the subject with `event` (a terminal event), unless it has already ended or been disposed.
    @usableFromInline
    func end(_ event: Event<Element>) {
        guard lockIfOpen() else { return }
        endAndUnlock(event)
    }

    /// Ends the subject with the terminal `event`, which every observer receives after `lastElement`, if
    /// given, and which removes them all. Caller holds `lock`, with the subject open (`lockIfOpen`).
    func endAndUnlock(_ event: Event<Element>, after lastElement: Element? = nil) {
        stopped = true
        if case .error(let error) = event { stoppedError = error }
        if let lastElement {
            sendAndUnlock(.next(lastElement), then: event)
        } else {
            sendAndUnlock(event)
        }
    }

    /// Adds `sink` to the observers; if a delivery is under way, the sink waits in the queue for its turn.
    func addAndUnlock(_ sink: Sink<Element>) -> Disposable {
        let key = makeKeyLocked()
        if delivering {
            enqueueSubscriptionAndUnlock(key: key, sink: sink, replay: [])
        } else {
            appendLocked(sink, key: key)
            lock.unlock()
        }
        return SubjectSubscription(observers: self, key: key)
    }

    /// Adds `sink` to the observers after sending it `replay`; if a delivery is under way, the sink waits
    /// in the queue for its turn.
    func addAndUnlock(_ sink: Sink<Element>, replay: [Element]) -> Disposable {
        if replay.isEmpty { return addAndUnlock(sink) }
        let key = makeKeyLocked()
        if delivering {
            enqueueSubscriptionAndUnlock(key: key, sink: sink, replay: replay)
            return SubjectSubscription(observers: self, key: key)
        }
        appendLocked(sink, key: key)
        // The replay is a delivery to the new sink: hold the role so that no event overtakes it.
        delivering = true
        holder = currentThreadIdentity()
        lock.unlock()
        for element in replay { sink.onNext(element) }
        finishDelivery()
        return SubjectSubscription(observers: self, key: key)
    }

    @discardableResult
    override func removeQueuedAndUnlock(_ key: Int) -> Bool {
        let removed = queue?.removeSubscriptionLocked(key)
        if removed != nil { queuedSubscriptions -= 1 }
        lock.unlock()
        withExtendedLifetime(removed) {}
        return removed != nil
    }

    /// Answers a subscription to a subject that has ended or been disposed (`isClosedLocked`): `sink`
    /// fails with `RxError.disposed` if `subject` was disposed, and otherwise receives `replay`, then the
    /// terminal event. The sink is not kept.
    func subscribeClosedAndUnlock(_ sink: Sink<Element>, subject: AnyObject, replay: [Element] = []) -> Disposable {
        if disposed {
            lock.unlock()
            sink.onError(RxError.disposed(object: subject))
            return Disposables.create()
        }
        let error = stoppedError
        // An ended subject never delivers again, so this sink cannot be called from elsewhere meanwhile.
        lock.unlock()
        for element in replay { sink.onNext(element) }
        if let error {
            sink.onError(error)
        } else {
            sink.onCompleted()
        }
        return Disposables.create()
    }

    /// Forgets every observer, every queued work and the error the subject ended with, without telling
    /// anyone, and refuses later events and subscriptions: what `dispose()` on a subject does.
    func disposeAndUnlock() {
        disposed = true
        // The deliverer may be calling the first observer without a reference of its own.
        if delivering, let first { keepUntilDeliveryEndsLocked(first) }
        let released = (takeAllLocked(), queue, stoppedError)
        queue = nil
        queuedCount = 0
        queuedSubscriptions = 0
        stoppedError = nil
        lock.unlock()
        withExtendedLifetime(released) {}
    }

    /// A sink of this list; the list only ever holds sinks of its element type.
    @inline(__always)
    private static func sink(_ object: AnyObject) -> Sink<Element> {
        unsafeDowncast(object, to: Sink<Element>.self)
    }

    /// The slow path of `sendNextAndUnlock`, kept out of line so that the fast path never needs the
    /// metadata of the queued work.
    @inline(never)
    private func enqueueNextAndUnlock(_ element: Element) {
        enqueueLocked(.event(.next(element)))
        arriveAndUnlock()
    }

    /// Called by a call that queued work while another holds the deliverer role: returns, or waits for its
    /// turn (see `DeliveryTurns`) and then runs the queue. Caller holds `lock`; it is released on return.
    private func arriveAndUnlock() {
        let turns = self.turns ?? makeTurnsLocked()
        guard let waiter = turns.arrivalLocked(backlog: queuedCount, holder: holder) else {
            lock.unlock()
            return
        }
        lock.unlock()
        if waiter.wait() == .holdsRole { runQueue() }
    }

    @inline(never)
    private func makeTurnsLocked() -> DeliveryTurns {
        let turns = DeliveryTurns()
        self.turns = turns
        return turns
    }

    /// Gives up the deliverer role and wakes the threads that waited for it. Caller holds `lock`; it is
    /// released on return.
    private func endDeliveryAndUnlock() {
        delivering = false
        let left = takeLeftDuringDeliveryLocked()
        guard let turns, turns.hasWaiters else {
            lock.unlock()
            withExtendedLifetime(left) {}
            return
        }
        let released = turns.endOfDeliveryLocked()
        lock.unlock()
        released.release()
        withExtendedLifetime(left) {}
    }

    /// The first observer, without a retain.
    @inline(__always)
    private var unretainedFirst: Unmanaged<AnyObject>? {
        guard let first else { return nil }
        return Unmanaged.passUnretained(first)
    }

    @inline(never)
    private func enqueueSubscriptionAndUnlock(key: Int, sink: Sink<Element>, replay: [Element]) {
        enqueueLocked(.subscribe(key: key, sink: sink, replay: replay))
        queuedSubscriptions += 1
        arriveAndUnlock()
    }

    private func enqueueLocked(_ work: SubjectWorkQueue<Element>.Work) {
        let queue = self.queue ?? makeQueueLocked()
        queue.items.append(work)
        queuedCount += 1
    }

    @inline(never)
    private func makeQueueLocked() -> SubjectWorkQueue<Element> {
        let queue = SubjectWorkQueue<Element>()
        self.queue = queue
        return queue
    }

    /// The observers to deliver `event` to; a terminal event removes them all from the subject.
    private func takeObserversLocked(for event: Event<Element>) -> (AnyObject?, ContiguousArray<SubjectObserverEntry>) {
        event.isStopEvent ? takeAllLocked() : (first, others)
    }

    private func deliver(_ event: Event<Element>, to observers: (AnyObject?, ContiguousArray<SubjectObserverEntry>)) {
        guard let first = observers.0 else { return }
        switch event {
        case .next(let element):
            Self.sink(first).onNext(element)
            for entry in observers.1 { if let sink = entry.sink { Self.sink(sink).onNext(element) } }
        case .error(let error):
            Self.sink(first).onError(error)
            for entry in observers.1 { if let sink = entry.sink { Self.sink(sink).onError(error) } }
        case .completed:
            Self.sink(first).onCompleted()
            for entry in observers.1 { if let sink = entry.sink { Self.sink(sink).onCompleted() } }
        }
    }

    /// Runs the queued work, one item at a time, until there is none; then gives up the deliverer role.
    @inline(__always)
    private func finishDelivery() {
        lock.lock()
        if queuedCount == 0 {
            // Nothing queued and nobody ever waited for the role, the common case: give it up here, without
            // the call (and the retain of `turns`) that `endDeliveryAndUnlock` makes.
            if turns == nil && leftDuringDelivery == nil {
                delivering = false
                lock.unlock()
                return
            }
            endDeliveryAndUnlock()
            return
        }
        lock.unlock()
        runQueue()
    }

    @inline(never)
    private func runQueue() {
        while true {
            lock.lock()
            guard queuedCount > 0, let queue else {
                queue?.clear()
                endDeliveryAndUnlock()
                return
            }
            if let next = turns?.nextItemLocked() {
                // The turn is over and a thread waits: it delivers the rest.
                holder = next.thread
                lock.unlock()
                next.wake(.holdsRole)
                return
            }
            // Taken out of the queue, so that what it holds is released outside the lock.
            let work = queue.takeNext()
            queuedCount -= 1
            switch work {
            case .event(let event):
                let observers = takeObserversLocked(for: event)
                lock.unlock()
                deliver(event, to: observers)
            case .subscribe(let key, let sink, let replay):
                queuedSubscriptions -= 1
                appendLocked(sink, key: key)
                lock.unlock()
                for element in replay { sink.onNext(element) }
            case .none:
                lock.unlock()
            }
        }
    }
}
