/// Disposes what it holds once it has been disposed and every disposable that `retain()` handed out has been
/// disposed too: the resource lives while its owner or any of its users needs it.
///
/// ```swift
/// let connection = RefCountDisposable(disposable: Disposables.create { print("closed") })
/// let user = connection.retain()
/// connection.dispose()
/// print("owner done")
/// user.dispose()
/// // Prints: owner done, closed
/// ```
public final class RefCountDisposable: Cancelable, @unchecked Sendable {
    // Sendable: `held`, `isPrimaryDisposed` and `count` are only touched under `lock`.
    private let lock = Lock()
    /// The resource, until it is disposed.
    private var held: Disposable?
    /// Whether `dispose()` has been called.
    private var isPrimaryDisposed = false
    /// The retained disposables not yet disposed.
    private var count = 0

    /// A reference count over `disposable`.
    public init(disposable: Disposable) {
        held = disposable
    }

    /// Whether the resource has been disposed: once `dispose()` has been called and no retained disposable is
    /// left.
    public var isDisposed: Bool { lock.withLock { held == nil } }

    /// A disposable that keeps the resource alive until it is disposed; once the resource is disposed, one
    /// that does nothing.
    public func retain() -> Disposable {
        let retained: Bool = lock.withLock {
            guard held != nil else { return false }
            count += 1
            return true
        }
        return retained ? Retained(parent: self) : Disposables.create()
    }

    /// Lets go of the owner's reference: the resource is disposed now if no retained disposable is left,
    /// otherwise when the last one is disposed.
    public func dispose() {
        let resource: Disposable? = lock.withLock {
            guard held != nil, !isPrimaryDisposed else { return nil }
            isPrimaryDisposed = true
            return count == 0 ? takeHeld() : nil
        }
        resource?.dispose()
    }

    private func release() {
        let resource: Disposable? = lock.withLock {
            guard held != nil else { return nil }
            count -= 1
            return isPrimaryDisposed && count == 0 ? takeHeld() : nil
        }
        resource?.dispose()
    }

    private func takeHeld() -> Disposable? {
        defer { held = nil }
        return held
    }

    /// A reference handed out by `retain()`; disposing it twice releases once.
    private final class Retained: Disposable, @unchecked Sendable {
        // Sendable: `released` is atomic; `parent` is immutable.
        private let parent: RefCountDisposable
        private let released = AtomicFlag()

        init(parent: RefCountDisposable) { self.parent = parent }

        func dispose() {
            if released.set() { parent.release() }
        }
    }
}
