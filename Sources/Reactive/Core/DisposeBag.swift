/// Collects disposables and disposes them all, once, when the bag is deallocated.
///
/// To end the subscriptions early, replace the bag: `disposeBag = DisposeBag()`.
public final class DisposeBag: @unchecked Sendable {
    // Sendable: `disposables` and `disposed` are only touched under `lock`.
    private let lock = Lock()
    private var disposables: [Disposable] = []
    private var disposed = false

    /// An empty bag.
    public init() {}

    /// Adds `disposable`; if the bag has already been emptied by deallocation it is disposed at once.
    public func insert(_ disposable: Disposable) {
        let disposeNow: Bool = lock.withLock {
            if disposed { return true }
            disposables.append(disposable)
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Adds every disposable in `disposables`.
    public func insert(_ disposables: Disposable...) {
        for disposable in disposables { insert(disposable) }
    }

    /// Adds every disposable in `disposables`.
    public func insert(_ disposables: [Disposable]) {
        for disposable in disposables { insert(disposable) }
    }

    private func disposeAll() {
        let all: [Disposable] = lock.withLock {
            disposed = true
            defer { disposables = [] }
            return disposables
        }
        for disposable in all { disposable.dispose() }
    }

    deinit { disposeAll() }
}
