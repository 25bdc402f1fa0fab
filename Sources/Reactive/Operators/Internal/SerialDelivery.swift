/// The events one transition of an operator's state decided to send downstream.
enum Emission<Element> {
    /// Nothing to send.
    case none
    /// One event.
    case one(Event<Element>)
    /// Two events, in this order (typically a last element and the completion).
    case two(Event<Element>, Event<Element>)
}

/// Delivers the events of an operator fed from several threads (its source, a timer, another sequence) one at
/// a time and in the order its state decided them, without holding a lock while calling downstream.
///
/// The lock also guards the operator's own state: a transition runs under it (`update`) and returns the
/// events to send, which are queued; `drain()` then sends them after the lock is released. If another thread
/// is already sending, or the call is re-entrant (downstream feeding back into the operator), the events
/// wait in the queue and the thread that is sending delivers them next, within the bounds of its
/// `DeliveryTurns`. Nothing is sent after a terminal event.
final class SerialDelivery<Element>: @unchecked Sendable {
    // Sendable: `backlog`, `head`, `delivering`, `holder`, `turns` and `finished` (and the operator state a
    // transition touches) are only touched under `lock`; `downstream` is only called by the one thread that
    // holds the deliverer role.
    private let downstream: Sink<Element>
    private let lock = Lock()
    /// Events waiting for the thread that is delivering; those before `head` are already sent.
    private var backlog: [Event<Element>] = []
    private var head = 0
    /// Whether events wait in `backlog`. Kept apart so that the path of an element that does not wait
    /// touches no generic collection, whose type metadata would be looked up on every call.
    private var hasBacklog = false
    private var delivering = false
    /// The thread holding the deliverer role while `delivering` is set.
    private var holder: UInt = 0
    /// Who waits for the role; created on the first contention.
    private var turns: DeliveryTurns?
    private var finished = false

    init(downstream: Sink<Element>) { self.downstream = downstream }

    /// Runs `body` under the lock, for a change of the operator's state that sends nothing.
    func withLock<Result>(_ body: () -> Result) -> Result {
        lock.withLock(body)
    }

    /// Runs `transition` under the lock, queues the events it returns and returns its result (an action for
    /// the caller to perform outside the lock). Call `drain()` afterwards.
    func update<Result>(_ transition: () -> (Emission<Element>, Result)) -> Result {
        lock.withLock {
            let (emission, result) = transition()
            enqueue(emission)
            return result
        }
    }

    /// Runs `transition` under the lock and sends the events it returns.
    func perform(_ transition: () -> Emission<Element>) {
        lock.lock()
        enqueue(transition())
        drainLocked()
    }

    /// Sends `element` at once if no other call is sending, and queues it otherwise: the per-element path,
    /// which builds no `Event` unless the element has to wait.
    func sendNext(_ element: Element) {
        lock.lock()
        if finished {
            lock.unlock()
            return
        }
        if delivering {
            queueNextAndArrive(element)
            return
        }
        delivering = true
        holder = currentThreadIdentity()
        lock.unlock()
        downstream.onNext(element)
        lock.lock()
        deliverBacklogLocked()
    }

    /// Sends the queued events, unless another call is already sending them.
    func drain() {
        lock.lock()
        drainLocked()
    }

    /// Called with the lock held; releases it.
    private func drainLocked() {
        if delivering {
            if hasBacklog {
                arriveAndUnlock()
            } else {
                lock.unlock()
            }
            return
        }
        if !hasBacklog {
            lock.unlock()
            return
        }
        delivering = true
        holder = currentThreadIdentity()
        deliverBacklogLocked()
    }

    /// Called with the lock held by the holder of the deliverer role: sends the backlog, then gives up the
    /// role and the lock, or hands the role to a waiting thread when its turn is over.
    private func deliverBacklogLocked() {
        if hasBacklog && !deliverQueuedLocked() { return }
        delivering = false
        let released = turns?.endOfDeliveryLocked() ?? []
        lock.unlock()
        released.release()
    }

    /// Called with the lock held by a call that queued work while another thread holds the role: returns,
    /// or waits for its turn and then delivers. Releases the lock.
    @inline(never)
    private func arriveAndUnlock() {
        let turns = self.turns ?? makeTurnsLocked()
        guard let waiter = turns.arrivalLocked(backlog: backlog.count - head, holder: holder) else {
            lock.unlock()
            return
        }
        lock.unlock()
        guard waiter.wait() == .holdsRole else { return }
        lock.lock()
        deliverBacklogLocked()
    }

    @inline(never)
    private func makeTurnsLocked() -> DeliveryTurns {
        let turns = DeliveryTurns()
        self.turns = turns
        return turns
    }

    // The two functions below are the only ones of the per-element path that handle an `Event`; kept out of
    // line, they spare the common path the lookup of its type metadata, which the compiler would otherwise
    // do on entry to the caller.

    /// Sends the backlog; called with the lock held. Returns true, with the lock held, once the backlog is
    /// sent; false, with the lock released, if the holder's turn ended and the role passed to a waiting thread.
    @inline(never)
    private func deliverQueuedLocked() -> Bool {
        while hasBacklog {
            if let next = turns?.nextItemLocked() {
                holder = next.thread
                lock.unlock()
                next.wake(.holdsRole)
                return false
            }
            let event = backlog[head]
            head += 1
            if head == backlog.count {
                backlog.removeAll(keepingCapacity: true)
                head = 0
                hasBacklog = false
            }
            lock.unlock()
            downstream.on(event)
            lock.lock()
        }
        return true
    }

    @inline(never)
    private func queueNextAndArrive(_ element: Element) {
        enqueue(.next(element))
        arriveAndUnlock()
    }

    /// Whether a terminal event has been queued or sent. Read it under the lock, from a transition.
    var isFinished: Bool { finished }

    private func enqueue(_ emission: Emission<Element>) {
        switch emission {
        case .none: break
        case .one(let event): enqueue(event)
        case .two(let first, let second):
            enqueue(first)
            enqueue(second)
        }
    }

    private func enqueue(_ event: Event<Element>) {
        guard !finished else { return }
        if event.isStopEvent { finished = true }
        backlog.append(event)
        hasBacklog = true
    }
}
