/// The shared half of the operators that combine the elements of several sources into one sequence
/// (combineLatest, zip, withLatestFrom).
///
/// Sources may call in from different threads. Each operator changes its state under `lock`, then hands
/// what to send to one of the `unlockAndSend...` methods. Delivery happens outside the lock, one event at
/// a time: a thread that finds nobody delivering becomes the deliverer and also sends whatever other
/// threads queued meanwhile; a thread that finds a delivery under way queues its event and returns. So the
/// downstream is never called concurrently nor reentrantly, user code (a result selector, the downstream)
/// never runs under the lock, and when sources do not race nothing is queued and nothing is allocated.
///
/// `Value` is what the state transition produces (a snapshot of the latest elements); `output(for:)`
/// turns it into the element sent downstream, in the deliverer's context, so result selectors are never
/// called concurrently either.
@usableFromInline
class CombiningSink<Value, Output>: Disposable {
    /// Guards the state of the operator and of the delivery.
    final let lock = Lock()
    final let downstream: Sink<Output>
    /// Set, under `lock`, once a terminal event is decided or the subscription is disposed: nothing more
    /// gets queued. Atomic, so that a source sending alone can check it without the lock.
    private let stopped = AtomicFlag()
    // Guarded by `lock`:
    @exclusivity(unchecked) private var disposed = false
    @exclusivity(unchecked) private var delivering = false
    /// The thread holding the deliverer role while `delivering` is set.
    @exclusivity(unchecked) private var holder: UInt = 0
    /// Who waits for the deliverer role; created on the first contention.
    @exclusivity(unchecked) private var turns: DeliveryTurns?
    /// What other threads queued during a delivery. Made on first use: naming its generic type costs a
    /// type metadata lookup, which a subscription whose sources never race should not pay.
    @exclusivity(unchecked) private var backlog: Backlog<Value>?
    @exclusivity(unchecked) private var hasBacklog = false
    /// The subscribed inputs, in order. The first one is kept apart: usually it is the only one (the
    /// others are `just`s, taken without a subscription), and then no array is allocated.
    @exclusivity(unchecked) private var firstInput: CombiningInput?
    @exclusivity(unchecked) private var moreInputs: [CombiningInput] = []

    @usableFromInline
    init(downstream: Sink<Output>) {
        self.downstream = downstream
    }

    /// True once a terminal event is decided or the subscription is disposed.
    @usableFromInline
    @inline(__always)
    final var isStopped: Bool { stopped.isSet }

    /// With `lock` held: true when no delivery is under way nor queued, and the sequence has not stopped.
    final var isIdleLocked: Bool { !delivering && !hasBacklog && !stopped.isSet }

    /// The element to send downstream for `value`. A thrown error ends the sequence with that error.
    func output(for value: Value) throws -> Output {
        fatalError("CombiningSink.output(for:) must be overridden by \(type(of: self))")
    }

    /// Sends the element made of `value` downstream. A thrown error ends the sequence with that error.
    /// `value` is a copy the caller owns: an override may read it in place instead of copying it again.
    func send(_ value: inout Value, to downstream: Sink<Output>) throws {
        downstream.onNext(try output(for: value))
    }

    /// Called once, after `dispose()` has disposed the inputs.
    func didDispose() {}

    /// Subscribes `input` to `source` and disposes it with this sink; if the sink has already stopped,
    /// disposes `input` without subscribing. `disposable` is `input` itself, converted by the caller, whose
    /// code is specialised for the input's type: converting it here would look up the conformance at run
    /// time.
    @usableFromInline
    final func subscribe<Element>(
        _ input: InputSink<Element>, as disposable: CombiningInput, to source: Observable<Element>
    ) {
        lock.lock()
        if isStopped {
            lock.unlock()
            input.dispose()
            return
        }
        if firstInput == nil {
            firstInput = disposable
        } else {
            moreInputs.append(disposable)
        }
        lock.unlock()
        input.start(source)
    }

    /// With `lock` held: sends `value` downstream, or queues it behind a delivery under way. Releases
    /// the lock.
    final func unlockAndSendNext(_ value: consuming Value) {
        if isStopped || delivering {
            if isStopped {
                lock.unlock()
            } else {
                enqueueNextAndArrive(value)
            }
            return
        }
        delivering = true
        holder = currentThreadIdentity()
        lock.unlock()
        guard forward(&value) else { return }
        lock.lock()
        if !hasBacklog {
            delivering = false
            lock.unlock()
            return
        }
        lock.unlock()
        drainBacklog()
    }

    /// With `lock` held: ends the sequence with `error` (after any queued events). Releases the lock.
    final func unlockAndSendError(_ error: Swift.Error) {
        guard stopped.set() else {
            lock.unlock()
            return
        }
        if delivering {
            enqueueErrorLocked(error)
            lock.unlock()
            return
        }
        delivering = true
        holder = currentThreadIdentity()
        lock.unlock()
        downstream.onError(error)
    }

    /// With `lock` held: completes the sequence (after any queued events). Releases the lock.
    final func unlockAndSendCompleted() {
        guard stopped.set() else {
            lock.unlock()
            return
        }
        if delivering {
            enqueueCompletedLocked()
            lock.unlock()
            return
        }
        delivering = true
        holder = currentThreadIdentity()
        lock.unlock()
        downstream.onCompleted()
    }

    @usableFromInline
    func dispose() {
        lock.lock()
        if disposed {
            lock.unlock()
            return
        }
        disposed = true
        _ = stopped.set()
        let backlog = takeBacklogLocked()
        // The threads waiting for their turn go on: what they queued is dropped.
        let released = turns?.endOfDeliveryLocked() ?? []
        let firstInput = self.firstInput.take()
        var moreInputs: [CombiningInput] = []
        swap(&moreInputs, &self.moreInputs)
        lock.unlock()
        released.release()
        // Queued elements are released here, outside the lock.
        withExtendedLifetime(backlog) {}
        firstInput?.dispose()
        for input in moreInputs { input.dispose() }
        didDispose()
    }

    // The backlog's paths are out of line and build its generic types only when they run: a function
    // that names them looks their type metadata up on entry.

    /// Empties the backlog; returns it, as a plain object, for the caller to release after unlocking.
    private func takeBacklogLocked() -> AnyObject? {
        hasBacklog = false
        guard backlog != nil else { return nil }
        defer { backlog = nil }
        return backlog
    }

    /// Queues `value` behind the delivery under way, then returns, or waits for the caller's turn (see
    /// `DeliveryTurns`) and delivers. Caller holds `lock`; it is released on return.
    @inline(never)
    private func enqueueNextAndArrive(_ value: Value) {
        enqueueLocked(.next(value))
        let turns = self.turns ?? makeTurnsLocked()
        let waiter = turns.arrivalLocked(backlog: backlog?.items.count ?? 0, holder: holder)
        lock.unlock()
        if let waiter, waiter.wait() == .holdsRole { drainBacklog() }
    }

    @inline(never)
    private func makeTurnsLocked() -> DeliveryTurns {
        let turns = DeliveryTurns()
        self.turns = turns
        return turns
    }

    @inline(never)
    private func enqueueLocked(_ item: BacklogItem<Value>) {
        if backlog == nil { backlog = Backlog() }
        backlog?.items.append(item)
        hasBacklog = true
    }

    @inline(never)
    private func enqueueErrorLocked(_ error: Swift.Error) {
        enqueueLocked(.error(error))
    }

    @inline(never)
    private func enqueueCompletedLocked() {
        enqueueLocked(.completed)
    }

    /// Sends one element downstream; returns false if `send(_:to:)` threw and ended the sequence.
    private func forward(_ value: inout Value) -> Bool {
        do {
            try send(&value, to: downstream)
        } catch {
            fail(with: error)
            return false
        }
        return true
    }

    /// Ends the sequence with the error `send(_:to:)` threw, called by the deliverer.
    @inline(never)
    final func fail(with error: Swift.Error) {
        lock.lock()
        // A disposed sequence says nothing more; otherwise the selector's error wins over whatever was
        // queued after the value it failed on.
        _ = stopped.set()
        let backlog = takeBacklogLocked()
        let released = turns?.endOfDeliveryLocked() ?? []
        let send = !disposed
        lock.unlock()
        released.release()
        withExtendedLifetime(backlog) {}
        if send { downstream.onError(error) }
    }

    /// Sends what other threads queued during a delivery, until the backlog is empty.
    @inline(never)
    private func drainBacklog() {
        while true {
            lock.lock()
            if backlog?.items.isEmpty == false, let next = turns?.nextItemLocked() {
                // The turn is over and a thread waits: it delivers the rest.
                holder = next.thread
                lock.unlock()
                next.wake(.holdsRole)
                return
            }
            guard let item = backlog?.items.popFirst() else {
                hasBacklog = false
                delivering = false
                let released = turns?.endOfDeliveryLocked() ?? []
                lock.unlock()
                released.release()
                return
            }
            lock.unlock()
            switch item {
            case .next(var value):
                guard forward(&value) else { return }
            case .error(let error):
                downstream.onError(error)
                return
            case .completed:
                downstream.onCompleted()
                return
            }
        }
    }
}

/// An input of a combining operator, as the operator keeps it to dispose of it. A class-bound protocol,
/// unlike `Disposable`: keeping and releasing it only retains and releases the object.
@usableFromInline
protocol CombiningInput: AnyObject {
    func dispose()
}

extension InputSink: CombiningInput {}

/// An event queued for delivery by a `CombiningSink`.
private enum BacklogItem<Value> {
    case next(Value)
    case error(Swift.Error)
    case completed
}

/// The events a `CombiningSink` queued while another thread was delivering.
private final class Backlog<Value> {
    var items = ElementQueue<BacklogItem<Value>>()
}

/// An observable whose subscriptions are set up by a closure: the combining operators write that closure
/// in inlinable code, so that it is compiled in the caller's module for the caller's types, and so are
/// the closures it hands to the state (storing an element, applying the result selector). Those run for
/// every element; compiled generically, each would look up type metadata at run time.
@usableFromInline
final class CombiningObservable<Element>: Observable<Element> {
    @usableFromInline
    typealias Subscribe = (Sink<Element>) -> Disposable

    private let subscribeHandler: Subscribe

    @usableFromInline
    init(_ subscribe: @escaping Subscribe) {
        subscribeHandler = subscribe
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        subscribeHandler(sink)
    }
}
