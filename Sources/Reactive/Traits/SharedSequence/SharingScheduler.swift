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

    /// A scheduler from the current factory, as `make()` returns, and the same scheduler as a
    /// `MainScheduler` if it is the default factory's: `observe(on:)` then needs no dynamic cast to know.
    @usableFromInline
    static func makeKnowingMain() -> (scheduler: ImmediateSchedulerType, main: MainScheduler?) {
        guard let mocked = factory.mocked else {
            let main = MainScheduler()
            return (main, main)
        }
        return (mocked(), nil)
    }
}

/// The current scheduler factory, swapped by `SharingScheduler.mock`.
private final class SchedulerFactory: @unchecked Sendable {
    // Sendable: `storedMock` is only read and replaced under `lock`. The factory itself is called outside
    // the lock, on whatever thread builds a driver; the default one only returns the main scheduler, and a
    // test's is called on the test's own thread.
    private let lock = Lock()
    /// The factory `mock` installed; `nil` for the default one, which makes a `MainScheduler`.
    private var storedMock: (() -> SchedulerType)?

    var mocked: (() -> SchedulerType)? { lock.withLock { storedMock } }

    var current: () -> SchedulerType { mocked ?? { MainScheduler() } }

    func replace(with newFactory: (() -> SchedulerType)?) -> (() -> SchedulerType)? {
        lock.withLock {
            defer { storedMock = newFactory }
            return storedMock
        }
    }
}
