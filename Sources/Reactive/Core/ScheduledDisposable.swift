/// Disposes what it holds on a scheduler: for a resource that must be released in a given execution context,
/// such as a view on the main queue.
///
/// ```swift
/// let scheduled = ScheduledDisposable(
///     scheduler: MainScheduler.instance, disposable: Disposables.create { print(Thread.isMainThread) })
/// scheduled.dispose()
/// // Prints (on the main queue): true
/// ```
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
    // Sendable: `flag` is atomic; `disposable` is only disposed by the one call that set the flag.
    /// The scheduler the disposal runs on.
    public let scheduler: ImmediateSchedulerType
    private let disposable: Disposable
    private let flag = AtomicFlag()

    /// Holds `disposable`, to be disposed on `scheduler`.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
    }

    /// Whether `dispose()` has been called (the disposal itself may still be waiting for the scheduler).
    public var isDisposed: Bool { flag.isSet }

    /// Schedules the disposal of what it holds, once.
    public func dispose() {
        guard flag.set() else { return }
        let disposable = self.disposable
        _ = scheduler.schedule(()) { _ in
            disposable.dispose()
            return Disposables.create()
        }
    }
}
