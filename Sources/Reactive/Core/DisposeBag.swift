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

extension DisposeBag {
    /// A bag that already holds `disposables`.
    public convenience init(disposing disposables: Disposable...) {
        self.init(disposing: disposables)
    }

    /// A bag that already holds `disposables`.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        insert(disposables)
    }

    /// A bag that already holds the disposables `builder` lists, one per line.
    ///
    /// ```swift
    /// let bag = DisposeBag {
    ///     Observable.just(1).subscribe(onNext: { print($0) })
    ///     Observable.just(2).subscribe(onNext: { print($0) })
    /// }
    /// // Prints: 1, 2
    /// ```
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Adds the disposables `builder` lists, one per line.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// Gathers the disposables written one per line in a `DisposeBag(builder:)` or `insert(builder:)`
    /// closure.
    @resultBuilder
    public struct DisposableBuilder {
        /// The disposables of the block, in order.
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
    }
}
