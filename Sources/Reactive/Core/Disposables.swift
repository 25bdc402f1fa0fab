/// Factories for the common disposables.
public enum Disposables {
    /// A disposable that does nothing.
    public static func create() -> Disposable { NopDisposable.instance }

    /// A disposable that runs `dispose` once, the first time it is disposed.
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }

    /// A disposable that disposes both.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }

    /// A disposable that disposes all three.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable)
        -> Cancelable
    {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// A disposable that disposes all of them.
    public static func create(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposables: Disposable...
    ) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    /// A disposable that disposes all of them.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        switch disposables.count {
        case 2: return BinaryDisposable(disposables[0], disposables[1])
        default: return CompositeDisposable(disposables: disposables)
        }
    }
}

/// Does nothing when disposed.
struct NopDisposable: Disposable, Sendable {
    static let instance = NopDisposable()

    func dispose() {}
}

/// Runs a closure once, on the first `dispose()`.
final class AnonymousDisposable: Cancelable, @unchecked Sendable {
    // Sendable: `action` is taken out under `lock`, so exactly one caller runs it.
    private let lock = Lock()
    private var action: (() -> Void)?
    private var disposed = false

    init(_ action: @escaping () -> Void) { self.action = action }

    var isDisposed: Bool { lock.withLock { disposed } }

    func dispose() {
        let action: (() -> Void)? = lock.withLock {
            disposed = true
            defer { self.action = nil }
            return self.action
        }
        action?()
    }
}

/// Disposes two disposables once.
final class BinaryDisposable: Cancelable, @unchecked Sendable {
    // Sendable: the pair is taken out under `lock`, so exactly one caller disposes it.
    private let lock = Lock()
    private var pair: (Disposable, Disposable)?

    init(_ first: Disposable, _ second: Disposable) { pair = (first, second) }

    var isDisposed: Bool { lock.withLock { pair == nil } }

    func dispose() {
        let pair: (Disposable, Disposable)? = lock.withLock {
            defer { self.pair = nil }
            return self.pair
        }
        pair?.0.dispose()
        pair?.1.dispose()
    }
}

/// A flag that is set by `dispose()`; useful to let a long-running producer check whether to go on.
public final class BooleanDisposable: Cancelable, @unchecked Sendable {
    // Sendable: the flag is atomic.
    private let flag: AtomicFlag

    /// A disposable that is not yet disposed.
    public init() { flag = AtomicFlag() }

    /// A disposable that is already disposed when `isDisposed` is true.
    public init(isDisposed: Bool) { flag = AtomicFlag(isDisposed) }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { flag.isSet }

    /// Sets the flag; nothing else happens.
    public func dispose() { _ = flag.set() }
}
