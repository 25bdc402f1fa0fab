#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Foundation
#endif

/// The presenter's lock: the platform's plain mutex, taken three times per event.
///
/// `NSLock` adds two dynamic calls around the same mutex on Linux, a sixth of a presenter's cost per
/// event; the engine's own lock is internal to its module. The calls are inlinable so that the presenter's
/// specialised hot path calls the mutex directly.
@usableFromInline
final class PresenterLock: @unchecked Sendable {
    // Sendable: the lock is the synchronisation primitive itself; its cell is only touched through the
    // platform lock calls.
    #if canImport(Darwin)
    @usableFromInline let cell: os_unfair_lock_t

    init() {
        cell = .allocate(capacity: 1)
        cell.initialize(to: os_unfair_lock())
    }

    deinit {
        cell.deinitialize(count: 1)
        cell.deallocate()
    }

    @inlinable func lock() { os_unfair_lock_lock(cell) }
    @inlinable func unlock() { os_unfair_lock_unlock(cell) }
    #elseif canImport(Glibc) || canImport(Musl)
    // A heap cell, because a mutex must not move.
    @usableFromInline let cell: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        cell = .allocate(capacity: 1)
        cell.initialize(to: pthread_mutex_t())
        pthread_mutex_init(cell, nil)
    }

    deinit {
        pthread_mutex_destroy(cell)
        cell.deinitialize(count: 1)
        cell.deallocate()
    }

    @inlinable func lock() { pthread_mutex_lock(cell) }
    @inlinable func unlock() { pthread_mutex_unlock(cell) }
    #else
    @usableFromInline let base = NSLock()

    init() {}

    @inlinable func lock() { base.lock() }
    @inlinable func unlock() { base.unlock() }
    #endif

    @inlinable
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
