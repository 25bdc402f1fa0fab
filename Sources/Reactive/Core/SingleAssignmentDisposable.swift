/// Holds a disposable that is set once; disposing before it is set disposes it as soon as it is set.
///
/// Setting it twice is a programming error.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    // Sendable: `current`, `assigned` and `disposed` are only touched under `lock`, which also keeps their
    // accesses apart without the runtime's exclusivity checks.
    private let lock = Lock()
    @exclusivity(unchecked) private var current: Disposable?
    @exclusivity(unchecked) private var assigned = false
    @exclusivity(unchecked) private var disposed = false

    /// An empty single-assignment disposable.
    public init() {}

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { lock.withLock { disposed } }

    /// Sets the disposable; disposes it at once if this was already disposed.
    public func setDisposable(_ disposable: Disposable) {
        let disposeNow: Bool = lock.withLock {
            precondition(!assigned, "SingleAssignmentDisposable.setDisposable called twice")
            assigned = true
            if disposed { return true }
            current = disposable
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Disposes the disposable if it is set, or as soon as it is set.
    public func dispose() {
        let held: Disposable? = lock.withLock {
            if disposed { return nil }
            disposed = true
            defer { current = nil }
            return current
        }
        held?.dispose()
    }
}
