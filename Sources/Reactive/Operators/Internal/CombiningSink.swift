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
    private enum Pending {
        case next(Value)
        case error(Swift.Error)
        case completed
    }

    /// Guards the state of the operator and of the delivery.
    final let lock = Lock()
    private let downstream: Sink<Output>
    // Guarded by `lock`:
    /// Set once a terminal event is decided or the subscription is disposed: nothing more gets queued.
    private(set) final var isStopped = false
    private var disposed = false
    private var delivering = false
    private var backlog = ElementQueue<Pending>()
    /// Whether `backlog` holds anything, kept apart so the fast path never touches the generic queue.
    private var hasBacklog = false
    private var inputs: [Disposable] = []

    @usableFromInline
    init(downstream: Sink<Output>) {
        self.downstream = downstream
    }

    /// The element to send downstream for `value`. A thrown error ends the sequence with that error.
    func output(for value: Value) throws -> Output {
        fatalError("CombiningSink.output(for:) must be overridden by \(type(of: self))")
    }

    /// Called once, after `dispose()` has disposed the inputs.
    func didDispose() {}

    /// Subscribes `input` to `source` and disposes it with this sink; if the sink has already stopped,
    /// disposes `input` without subscribing.
    @usableFromInline
    final func subscribe<Element>(_ input: InputSink<Element>, to source: Observable<Element>) {
        let added: Bool = lock.withLock {
            if isStopped { return false }
            inputs.append(input)
            return true
        }
        if added {
            input.start(source)
        } else {
            input.dispose()
        }
    }

    /// With `lock` held: sends `value` downstream, or queues it behind a delivery under way. Releases
    /// the lock.
    final func unlockAndSendNext(_ value: Value) {
        if isStopped || delivering {
            if !isStopped { enqueueLocked(value) }
            lock.unlock()
            return
        }
        delivering = true
        lock.unlock()
        guard forward(value) else { return }
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
        guard beginTerminal(.error(error)) else { return }
        downstream.onError(error)
    }

    /// With `lock` held: completes the sequence (after any queued events). Releases the lock.
    final func unlockAndSendCompleted() {
        guard beginTerminal(.completed) else { return }
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
        isStopped = true
        clearBacklogLocked()
        let inputs = self.inputs
        self.inputs = []
        lock.unlock()
        for input in inputs { input.dispose() }
        didDispose()
    }

    // The backlog's paths are out of line: code that builds or takes apart the generic `Pending` looks up
    // its type metadata on entry, which the per-element fast path must not pay for.

    @inline(never)
    private func enqueueLocked(_ value: Value) {
        backlog.append(.next(value))
        hasBacklog = true
    }

    @inline(never)
    private func clearBacklogLocked() {
        backlog.removeAll()
        hasBacklog = false
    }

    /// With `lock` held: marks the sequence stopped and says whether the caller must deliver `terminal`
    /// itself now (false when it was queued or the sequence had already stopped). Releases the lock.
    @inline(never)
    private func beginTerminal(_ terminal: Pending) -> Bool {
        if isStopped {
            lock.unlock()
            return false
        }
        isStopped = true
        if delivering {
            backlog.append(terminal)
            hasBacklog = true
            lock.unlock()
            return false
        }
        delivering = true
        lock.unlock()
        return true
    }

    /// Sends one element downstream; returns false if `output(for:)` threw and ended the sequence.
    private func forward(_ value: Value) -> Bool {
        let element: Output
        do {
            element = try output(for: value)
        } catch {
            fail(with: error)
            return false
        }
        downstream.onNext(element)
        return true
    }

    /// Ends the sequence with the error `output(for:)` threw.
    @inline(never)
    private func fail(with error: Swift.Error) {
        let send: Bool = lock.withLock {
            // A disposed sequence says nothing more; otherwise the selector's error wins over whatever
            // was queued after the value it failed on.
            isStopped = true
            clearBacklogLocked()
            return !disposed
        }
        if send { downstream.onError(error) }
    }

    /// Sends what other threads queued during a delivery, until the backlog is empty.
    @inline(never)
    private func drainBacklog() {
        while true {
            lock.lock()
            guard let pending = backlog.popFirst() else {
                hasBacklog = false
                delivering = false
                lock.unlock()
                return
            }
            lock.unlock()
            switch pending {
            case .next(let value):
                guard forward(value) else { return }
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
