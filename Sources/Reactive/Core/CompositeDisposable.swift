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
    /// The disposables in the order of their keys, which only grow: a removed one leaves a `nil` behind (a
    /// tombstone), so that removing by key is a binary search and no shift; the tombstones are swept out
    /// once they make half of the array, which keeps removal amortised O(log n). Guarded by `lock`.
    @exclusivity(unchecked) private var entries: ContiguousArray<Entry> = []
    /// How many of `entries` are tombstones.
    @exclusivity(unchecked) private var removedCount = 0
    @exclusivity(unchecked) private var nextKey = 0
    @exclusivity(unchecked) private var disposed = false

    private struct Entry {
        let key: Int
        var disposable: Disposable?
    }

    /// An empty composite.
    public init() {}

    /// A composite holding the given disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        entries = [Entry(key: 0, disposable: disposable1), Entry(key: 1, disposable: disposable2)]
        nextKey = 2
    }

    /// A composite holding the given disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        entries = [
            Entry(key: 0, disposable: disposable1), Entry(key: 1, disposable: disposable2),
            Entry(key: 2, disposable: disposable3),
        ]
        nextKey = 3
    }

    /// A composite holding the given disposables.
    public init(disposables: [Disposable]) {
        entries = ContiguousArray(disposables.enumerated().map { Entry(key: $0.offset, disposable: $0.element) })
        nextKey = disposables.count
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { lock.withLock { disposed } }

    /// The number of disposables held.
    public var count: Int { lock.withLock { entries.count - removedCount } }

    /// Adds `disposable`; returns its key, or `nil` (after disposing it) if the composite is disposed.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key: Int? = lock.withLock {
            if disposed { return nil }
            let key = nextKey
            nextKey += 1
            entries.append(Entry(key: key, disposable: disposable))
            return key
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(value: key)
    }

    /// Removes the disposable with `key` and disposes it.
    ///
    /// - Complexity: O(log n) amortised, for n disposables held.
    public func remove(for key: DisposeKey) {
        let removed: Disposable? = lock.withLock { removeLocked(key.value) }
        removed?.dispose()
    }

    /// Takes the disposable with `key` out of `entries`, or returns `nil` if there is none. Caller holds `lock`.
    private func removeLocked(_ key: Int) -> Disposable? {
        // The last one inserted, the common case (an inner subscription that ends before the next starts),
        // goes without a search or a tombstone.
        let count = entries.count
        if count > 0 && keyLocked(at: count - 1) == key {
            let removed = entries.removeLast().disposable
            dropTrailingTombstonesLocked()
            return removed
        }
        // Through a buffer pointer, which reads the key in place: the array's subscript copies the whole
        // entry, retaining and releasing its disposable.
        let low = entries.withUnsafeBufferPointer { entries in
            var low = 0
            var high = entries.count
            while low < high {
                let middle = (low + high) / 2
                if entries[middle].key < key { low = middle + 1 } else { high = middle }
            }
            return low
        }
        guard low < count, keyLocked(at: low) == key else { return nil }
        if removedCount == 0 && count <= Self.shiftingLimit {
            // A short array: shifting the entries after it costs less than a tombstone and a sweep.
            return entries.remove(at: low).disposable
        }
        // Moved out, not copied: no retain and release of what the entry holds.
        var removed: Disposable?
        swap(&removed, &entries[low].disposable)
        guard removed != nil else { return nil }
        removedCount += 1
        if removedCount * 2 > count { sweepLocked() }
        return removed
    }

    /// The key of the entry at `index`, read in place. Caller holds `lock`.
    private func keyLocked(at index: Int) -> Int {
        entries.withUnsafeBufferPointer { $0[index].key }
    }

    /// Up to this many entries, removing one shifts the entries after it instead of leaving a tombstone.
    private static let shiftingLimit = 32

    /// Moves the live entries to the front, in order, and drops the tombstones. Caller holds `lock`.
    private func sweepLocked() {
        let kept = entries.withUnsafeMutableBufferPointer { entries in
            var kept = 0
            for index in entries.indices where entries[index].disposable != nil {
                if index != kept { entries.swapAt(index, kept) }
                kept += 1
            }
            return kept
        }
        entries.removeLast(entries.count - kept)
        removedCount = 0
    }

    /// Drops the tombstones at the end of `entries`. Caller holds `lock`.
    private func dropTrailingTombstonesLocked() {
        while removedCount > 0 && entries[entries.count - 1].disposable == nil {
            entries.removeLast()
            removedCount -= 1
        }
    }

    /// Disposes every disposable held, once, and disposes those inserted later at once.
    public func dispose() {
        let all: ContiguousArray<Entry> = lock.withLock {
            disposed = true
            removedCount = 0
            defer { entries = [] }
            return entries
        }
        for entry in all { entry.disposable?.dispose() }
    }
}
