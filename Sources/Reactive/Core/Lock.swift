#if canImport(Darwin)
import Darwin
#else
import Synchronization
#endif

/// The engine's mutual-exclusion primitive, stored inline in the object it protects.
///
/// On Linux it is the standard library's futex-based `Mutex`; on Apple platforms, where `Mutex` needs
/// iOS 18, it is an `os_unfair_lock` in a heap cell of its own (an `os_unfair_lock` must not move).
/// The lock is not recursive: code never calls out to user code while holding it. It is visible to the
/// package's other modules (the presenters take it on their per-event path), and inlinable there.
@usableFromInline
package struct Lock: ~Copyable, @unchecked Sendable {
    // Sendable: the lock is the synchronisation primitive itself; its state is only touched through the
    // platform lock calls and, on Linux, an `Atomic`.
    #if canImport(Darwin)
    @usableFromInline let cell: os_unfair_lock_t

    package init() {
        cell = .allocate(capacity: 1)
        cell.initialize(to: os_unfair_lock())
    }

    deinit {
        cell.deinitialize(count: 1)
        cell.deallocate()
    }

    @inlinable @inline(__always) package func lock() { os_unfair_lock_lock(cell) }
    @inlinable @inline(__always) package func unlock() { os_unfair_lock_unlock(cell) }
    #else
    @usableFromInline let mutex = Mutex<Void>(())
    /// Makes every hand-over of the lock visible to ThreadSanitizer. A contended `Mutex` passes ownership
    /// through the kernel (a priority-inheritance futex), which the sanitizer cannot see, so it would report
    /// the code under the lock as racing with the previous owner. The release store before unlocking and the
    /// acquire load after locking order the two critical sections for the sanitizer; on x86 both are plain
    /// moves, and the mutex already provides the same ordering, so the value itself is never used.
    @usableFromInline let handOver = Atomic<UInt32>(0)

    package init() {}

    @inlinable @inline(__always) package func lock() {
        mutex._unsafeLock()
        _ = handOver.load(ordering: .acquiring)
    }

    @inlinable @inline(__always) package func unlock() {
        handOver.store(0, ordering: .releasing)
        mutex._unsafeUnlock()
    }
    #endif

    @inlinable @inline(__always)
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// A boolean that threads may read and set without a lock of their own.
struct AtomicFlag: ~Copyable, @unchecked Sendable {
    // Sendable: every access goes through `Atomic` (Linux) or the flag's own lock (Apple platforms).
    #if canImport(Darwin)
    private let lock = Lock()
    private let cell: UnsafeMutablePointer<Bool>

    init(_ value: Bool = false) {
        cell = .allocate(capacity: 1)
        cell.initialize(to: value)
    }

    deinit { cell.deallocate() }

    @inline(__always) var isSet: Bool { lock.withLock { cell.pointee } }

    /// Sets the flag; returns whether this call was the one that set it.
    @inline(__always) func set() -> Bool {
        lock.withLock {
            if cell.pointee { return false }
            cell.pointee = true
            return true
        }
    }
    #else
    private let value: Atomic<Bool>

    init(_ value: Bool = false) { self.value = Atomic(value) }

    @inline(__always) var isSet: Bool { value.load(ordering: .acquiring) }

    /// Sets the flag; returns whether this call was the one that set it.
    @inline(__always) func set() -> Bool {
        !value.exchange(true, ordering: .acquiringAndReleasing)
    }
    #endif
}

/// An integer counter that threads may change without a lock of their own.
package struct AtomicCounter: ~Copyable, @unchecked Sendable {
    // Sendable: every access goes through `Atomic` (Linux) or the counter's own lock (Apple platforms).
    #if canImport(Darwin)
    private let lock = Lock()
    private let cell: UnsafeMutablePointer<Int>

    package init(_ value: Int = 0) {
        cell = .allocate(capacity: 1)
        cell.initialize(to: value)
    }

    deinit { cell.deallocate() }

    package var value: Int { lock.withLock { cell.pointee } }

    @discardableResult
    package func add(_ delta: Int) -> Int {
        lock.withLock {
            cell.pointee += delta
            return cell.pointee
        }
    }
    #else
    private let storage: Atomic<Int>

    package init(_ value: Int = 0) { storage = Atomic(value) }

    package var value: Int { storage.load(ordering: .acquiring) }

    @discardableResult
    package func add(_ delta: Int) -> Int {
        storage.wrappingAdd(delta, ordering: .acquiringAndReleasing).newValue
    }
    #endif
}

/// A small integer state (a few flag bits) that threads may test and change without a lock of their own,
/// for hand-offs that need one atomic step where a lock would take two. Visible to the package's other
/// modules, and inlinable there, like `Lock`.
@usableFromInline
package struct AtomicState: ~Copyable, @unchecked Sendable {
    // Sendable: every access goes through `Atomic` (Linux) or the state's own lock (Apple platforms).
    #if canImport(Darwin)
    @usableFromInline let lock = Lock()
    @usableFromInline let cell: UnsafeMutablePointer<Int>

    package init(_ value: Int = 0) {
        cell = .allocate(capacity: 1)
        cell.initialize(to: value)
    }

    deinit { cell.deallocate() }

    @inlinable @inline(__always) package var value: Int { lock.withLock { cell.pointee } }

    /// Sets the state to `desired` if it is `expected`; returns whether it did.
    @inlinable @inline(__always) package func compareExchange(expected: Int, desired: Int) -> Bool {
        lock.withLock {
            if cell.pointee != expected { return false }
            cell.pointee = desired
            return true
        }
    }

    /// Sets the state to `desired`, with no ordering against other memory: for a value that is only a hint
    /// to other threads.
    @inlinable @inline(__always) package func store(_ desired: Int) {
        lock.withLock { cell.pointee = desired }
    }

    /// Sets the state to `desired`; returns the state it replaced.
    @inlinable @inline(__always) package func exchange(_ desired: Int) -> Int {
        lock.withLock {
            let old = cell.pointee
            cell.pointee = desired
            return old
        }
    }

    /// Sets the bits of `mask`; returns the state before.
    @inlinable @inline(__always) @discardableResult package func setBits(_ mask: Int) -> Int {
        lock.withLock {
            let old = cell.pointee
            cell.pointee = old | mask
            return old
        }
    }

    /// Clears the bits of `mask`; returns the state before.
    @inlinable @inline(__always) @discardableResult package func clearBits(_ mask: Int) -> Int {
        lock.withLock {
            let old = cell.pointee
            cell.pointee = old & ~mask
            return old
        }
    }
    #else
    @usableFromInline let storage: Atomic<Int>

    package init(_ value: Int = 0) { storage = Atomic(value) }

    @inlinable @inline(__always) package var value: Int { storage.load(ordering: .acquiring) }

    /// Sets the state to `desired` if it is `expected`; returns whether it did.
    @inlinable @inline(__always) package func compareExchange(expected: Int, desired: Int) -> Bool {
        storage.compareExchange(expected: expected, desired: desired, ordering: .acquiringAndReleasing).exchanged
    }

    /// Sets the state to `desired`, with no ordering against other memory: for a value that is only a hint
    /// to other threads.
    @inlinable @inline(__always) package func store(_ desired: Int) {
        storage.store(desired, ordering: .relaxed)
    }

    /// Sets the state to `desired`; returns the state it replaced.
    @inlinable @inline(__always) package func exchange(_ desired: Int) -> Int {
        storage.exchange(desired, ordering: .acquiringAndReleasing)
    }

    /// Sets the bits of `mask`; returns the state before.
    @inlinable @inline(__always) @discardableResult package func setBits(_ mask: Int) -> Int {
        storage.bitwiseOr(mask, ordering: .acquiringAndReleasing).oldValue
    }

    /// Clears the bits of `mask`; returns the state before.
    @inlinable @inline(__always) @discardableResult package func clearBits(_ mask: Int) -> Int {
        storage.bitwiseAnd(~mask, ordering: .acquiringAndReleasing).oldValue
    }
    #endif
}
