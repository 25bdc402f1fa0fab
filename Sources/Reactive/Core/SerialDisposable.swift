/// Holds one disposable at a time: setting a new one disposes the previous one.
///
/// Once disposed, any disposable set is disposed at once.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
    // Sendable: `current` and `disposed` are only touched under `lock`.
    private let lock = Lock()
    private var current: Disposable?
    private var disposed = false

    /// An empty serial disposable.
    public init() {}

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { lock.withLock { disposed } }

    /// The disposable held now. Setting it disposes the one it replaces.
    public var disposable: Disposable {
        get { lock.withLock { current } ?? Disposables.create() }
        set {
            let (previous, disposeNew): (Disposable?, Bool) = lock.withLock {
                if disposed { return (nil, true) }
                defer { current = newValue }
                return (current, false)
            }
            previous?.dispose()
            if disposeNew { newValue.dispose() }
        }
    }

    /// Disposes the disposable held, once, and any set later at once.
    public func dispose() {
        let last: Disposable? = lock.withLock {
            if disposed { return nil }
            disposed = true
            defer { current = nil }
            return current
        }
        last?.dispose()
    }
}
