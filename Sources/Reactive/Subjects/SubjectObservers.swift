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
/// The owning subject keeps its own state (latest value, buffer, terminal event) under `lock`, so that
/// updating that state and starting or queueing the delivery is one atomic step. Methods whose names end
/// in `Locked` expect `lock` to be held; those ending in `AndUnlock` expect it held and release it.
///
/// The hot path (`sendNextAndUnlock`) touches only non-generic state and an array of class references,
/// so that even unspecialized it does not look up generic type metadata per element.
final class SubjectObservers<Element>: @unchecked Sendable {
    // Sendable: every stored property is only touched under `lock`; sinks are only called by the thread
    // that holds the deliverer role (`delivering`), one event at a time.

    /// Work waiting for the deliverer.
    private enum Work {
        /// An event for the observers subscribed when it was sent.
        case event(Event<Element>)
        /// A subscription made during a delivery: the sink receives `replay`, then joins the observers.
        case subscribe(key: Int, sink: Sink<Element>, replay: [Element])
        /// Work already taken, or a queued subscription disposed before its turn.
        case none
    }

    let lock = Lock()
    /// Whether a thread holds the deliverer role.
    @exclusivity(unchecked) private var delivering = false
    /// The number of works in `queue` not yet taken; cheaper to test than the queue itself.
    @exclusivity(unchecked) private var queuedCount = 0
    /// The number of `.subscribe` works among them.
    private var queuedSubscriptions = 0
    private var nextKey = 0
    /// The observers, in subscription order.
    @exclusivity(unchecked) private var sinks: ContiguousArray<Sink<Element>> = []
    /// The key of each observer in `sinks`, at the same index.
    private var keys: ContiguousArray<Int> = []
    private var queue: ContiguousArray<Work> = []
    /// The index of the next work to run in `queue`.
    private var queueHead = 0

    /// Whether an observer is subscribed or waiting to join.
    var hasObserversLocked: Bool { !sinks.isEmpty || queuedSubscriptions > 0 }

    /// Delivers `element` to every observer now, or queues it if a delivery is under way.
    @inline(__always)
    func sendNextAndUnlock(_ element: Element) {
        if delivering {
            enqueueNextAndUnlock(element)
            return
        }
        delivering = true
        let observers = sinks
        lock.unlock()
        for sink in observers { sink.onNext(element) }
        finishDelivery()
    }

    /// Delivers `event`, then `followUp` if there is one, or queues them if a delivery is under way.
    /// A terminal event also removes every observer.
    func sendAndUnlock(_ event: Event<Element>, then followUp: Event<Element>? = nil) {
        if delivering {
            enqueueLocked(.event(event))
            if let followUp { enqueueLocked(.event(followUp)) }
            lock.unlock()
            return
        }
        delivering = true
        if let followUp { enqueueLocked(.event(followUp)) }
        let observers = takeObserversLocked(for: event)
        lock.unlock()
        deliver(event, to: observers)
        finishDelivery()
    }

    /// Adds `sink` to the observers after sending it `replay`; if a delivery is under way, the sink waits
    /// in the queue for its turn.
    func addAndUnlock(_ sink: Sink<Element>, replay: [Element]) -> Disposable {
        let key = nextKey
        nextKey += 1
        let subscription = SubjectSubscription(observers: self, key: key)
        if delivering {
            enqueueLocked(.subscribe(key: key, sink: sink, replay: replay))
            queuedSubscriptions += 1
            lock.unlock()
            return subscription
        }
        sinks.append(sink)
        keys.append(key)
        if replay.isEmpty {
            lock.unlock()
            return subscription
        }
        // The replay is a delivery to the new sink: hold the role so that no event overtakes it.
        delivering = true
        lock.unlock()
        for element in replay { sink.onNext(element) }
        finishDelivery()
        return subscription
    }

    /// Removes the observer subscribed with `key`, whether it has joined or still waits in the queue.
    func remove(_ key: Int) {
        // What is removed is released after the lock: releasing a sink may run user code (a deinit).
        let removed: Work? = lock.withLock {
            if let index = keys.firstIndex(of: key) {
                keys.remove(at: index)
                return .subscribe(key: key, sink: sinks.remove(at: index), replay: [])
            }
            for index in queue.indices[queueHead...] {
                guard case .subscribe(key, _, _) = queue[index] else { continue }
                queuedSubscriptions -= 1
                defer { queue[index] = .none }
                return queue[index]
            }
            return nil
        }
        withExtendedLifetime(removed) {}
    }

    /// Forgets every observer and every queued work, without telling anyone: what `dispose()` on a
    /// subject does.
    func removeAllAndUnlock() {
        let released = (sinks, queue)
        sinks = []
        keys = []
        queue = []
        queueHead = 0
        queuedCount = 0
        queuedSubscriptions = 0
        lock.unlock()
        withExtendedLifetime(released) {}
    }

    /// The slow path of `sendNextAndUnlock`, kept out of line so that the fast path never needs the
    /// metadata of `Work`.
    @inline(never)
    private func enqueueNextAndUnlock(_ element: Element) {
        enqueueLocked(.event(.next(element)))
        lock.unlock()
    }

    private func enqueueLocked(_ work: Work) {
        queue.append(work)
        queuedCount += 1
    }

    /// The observers to deliver `event` to; a terminal event removes them all from the subject.
    private func takeObserversLocked(for event: Event<Element>) -> ContiguousArray<Sink<Element>> {
        let observers = sinks
        if event.isStopEvent {
            sinks = []
            keys = []
        }
        return observers
    }

    private func deliver(_ event: Event<Element>, to observers: ContiguousArray<Sink<Element>>) {
        switch event {
        case .next(let element):
            for sink in observers { sink.onNext(element) }
        case .error(let error):
            for sink in observers { sink.onError(error) }
        case .completed:
            for sink in observers { sink.onCompleted() }
        }
    }

    /// Runs the queued work, one item at a time, until there is none; then gives up the deliverer role.
    private func finishDelivery() {
        lock.lock()
        if queuedCount == 0 {
            delivering = false
            lock.unlock()
            return
        }
        lock.unlock()
        runQueue()
    }

    private func runQueue() {
        while true {
            lock.lock()
            if queuedCount == 0 {
                queue.removeAll(keepingCapacity: true)
                queueHead = 0
                delivering = false
                lock.unlock()
                return
            }
            // Taken out of the queue, so that what it holds is released outside the lock.
            let work = queue[queueHead]
            queue[queueHead] = .none
            queueHead += 1
            queuedCount -= 1
            switch work {
            case .event(let event):
                let observers = takeObserversLocked(for: event)
                lock.unlock()
                deliver(event, to: observers)
            case .subscribe(let key, let sink, let replay):
                queuedSubscriptions -= 1
                sinks.append(sink)
                keys.append(key)
                lock.unlock()
                for element in replay { sink.onNext(element) }
            case .none:
                lock.unlock()
            }
        }
    }
}

/// Removes one observer from a subject when disposed.
struct SubjectSubscription<Element>: Disposable {
    let observers: SubjectObservers<Element>
    let key: Int

    func dispose() { observers.remove(key) }
}
