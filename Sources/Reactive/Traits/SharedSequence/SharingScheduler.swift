/// Chooses the scheduler that drivers and signals deliver on: the main scheduler, or, inside
/// `SharingScheduler.mock`, the scheduler a test provides.
///
/// A `Driver` takes its scheduler when it is built (by `asDriver`, `Driver.just`, ...), so the driver
/// must be built inside the `mock` action to deliver on the test's scheduler:
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// SharingScheduler.mock(scheduler: scheduler) {
///     let res = scheduler.start { names.asDriver(onErrorJustReturn: "") }
///     // res.events, in virtual time: each element one tick after the source sent it.
/// }
/// ```
public enum SharingScheduler {
    private static let factory = SchedulerFactory()

    /// The factory of the scheduler drivers and signals deliver on; call it to get one.
    public static var make: () -> SchedulerType { factory.current }

    /// Runs `action` with drivers and signals delivering on `scheduler`, then restores the previous
    /// factory, even if `action` throws.
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with drivers and signals delivering on schedulers from `makeScheduler`, then
    /// restores the previous factory, even if `action` throws.
    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        let previous = factory.replace(with: makeScheduler)
        defer { _ = factory.replace(with: previous) }
        try action()
    }
}

/// The current scheduler factory, swapped by `SharingScheduler.mock`.
private final class SchedulerFactory: @unchecked Sendable {
    // Sendable: `make` is only read and replaced under `lock`. The factory itself is called outside the
    // lock, on whatever thread builds a driver; the default one only returns the main scheduler, and a
    // test's is called on the test's own thread.
    private let lock = Lock()
    private var make: () -> SchedulerType = { MainScheduler() }

    var current: () -> SchedulerType { lock.withLock { make } }

    func replace(with newFactory: @escaping () -> SchedulerType) -> () -> SchedulerType {
        lock.withLock {
            defer { make = newFactory }
            return make
        }
    }
}
