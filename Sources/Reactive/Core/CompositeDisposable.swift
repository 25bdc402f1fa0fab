/// A group of disposables disposed together, to which disposables can be added and from which they can be
/// removed by key.
///
/// Adding to a composite that is already disposed disposes the new disposable at once.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
    // Sendable: `entries`, `nextKey` and `disposed` are only touched under `lock`.
    /// Identifies a disposable in the composite, to remove it later.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let value: Int
    }

    private let lock = Lock()
    private var entries: [(key: Int, disposable: Disposable)] = []
    private var nextKey = 0
    private var disposed = false

    /// An empty composite.
    public init() {}

    /// A composite holding the given disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        entries = [(0, disposable1), (1, disposable2)]
        nextKey = 2
    }

    /// A composite holding the given disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        entries = [(0, disposable1), (1, disposable2), (2, disposable3)]
        nextKey = 3
    }

    /// A composite holding the given disposables.
    public init(disposables: [Disposable]) {
        entries = disposables.enumerated().map { ($0.offset, $0.element) }
        nextKey = disposables.count
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { lock.withLock { disposed } }

    /// The number of disposables held.
    public var count: Int { lock.withLock { entries.count } }

    /// Adds `disposable`; returns its key, or `nil` (after disposing it) if the composite is disposed.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key: Int? = lock.withLock {
            if disposed { return nil }
            let key = nextKey
            nextKey += 1
            entries.append((key, disposable))
            return key
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(value: key)
    }

    /// Removes the disposable with `key` and disposes it.
    public func remove(for key: DisposeKey) {
        let removed: Disposable? = lock.withLock {
            guard let index = entries.firstIndex(where: { $0.key == key.value }) else { return nil }
            return entries.remove(at: index).disposable
        }
        removed?.dispose()
    }

    /// Disposes every disposable held, once, and disposes those inserted later at once.
    public func dispose() {
        let all: [(key: Int, disposable: Disposable)] = lock.withLock {
            disposed = true
            defer { entries = [] }
            return entries
        }
        for entry in all { entry.disposable.dispose() }
    }
}
