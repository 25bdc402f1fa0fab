/// The work waiting for a subject's deliverer. Only touched under the observers' lock.
final class SubjectWorkQueue<Element> {
    /// Work waiting for the deliverer.
    enum Work {
        /// An event for the observers subscribed when it was sent.
        case event(Event<Element>)
        /// A subscription made during a delivery: the sink receives `replay`, then joins the observers.
        case subscribe(key: Int, sink: Sink<Element>, replay: [Element])
        /// Work already taken, or a queued subscription disposed before its turn.
        case none
    }

    var items: ContiguousArray<Work> = []
    /// The index of the next work to run in `items`.
    private var head = 0

    /// Takes the next work out of the queue; the caller knows there is one.
    func takeNext() -> Work {
        let work = items[head]
        items[head] = .none
        head += 1
        return work
    }

    /// Empties the queue, keeping its storage for the next contention.
    func clear() {
        items.removeAll(keepingCapacity: true)
        head = 0
    }

    /// Takes the queued subscription with `key` out of the queue, for the caller to release after
    /// unlocking; `nil` if there is none.
    func removeSubscriptionLocked(_ key: Int) -> Work? {
        for index in items.indices[head...] {
            guard case .subscribe(key, _, _) = items[index] else { continue }
            defer { items[index] = .none }
            return items[index]
        }
        return nil
    }
}

/// Removes one observer from a subject when disposed.
struct SubjectSubscription: Disposable {
    let observers: SubjectObserverList
    let key: Int

    func dispose() { observers.remove(key) }
}
