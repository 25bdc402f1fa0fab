/// A scheduler that runs its actions one at a time in one execution context (a thread, a serial queue, a
/// virtual clock's run) and can tell whether its caller is already in it.
///
/// What is confined to a scheduler (a presenter, a view's model) asks ``isCurrent`` to choose between doing
/// its work at once and handing it over with `schedule`: an answer already on the scheduler then costs no
/// hop, and keeps the order and the timing it has in a virtual-time test.
///
/// | Scheduler | Current when the caller runs |
/// |---|---|
/// | `MainScheduler` | on the main queue (the main actor's executor) |
/// | `SerialDispatchQueueScheduler` | on its queue, or a queue that targets it |
/// | `VirtualTimeScheduler`, `TestScheduler` | on the thread running its actions; anywhere while it is stopped |
/// | `CurrentThreadScheduler` | anywhere: its context is the calling thread |
///
/// A concurrent scheduler (`ConcurrentDispatchQueueScheduler`, an `OperationQueueScheduler`) has no single
/// context and does not conform: work confined to it is always handed over.
///
/// ```swift
/// let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "work")
/// print(scheduler.isCurrent)
/// _ = scheduler.schedule(()) { _ in
///     print(scheduler.isCurrent)
///     return Disposables.create()
/// }
/// // Prints: false, true
/// ```
public protocol SerialSchedulerType: ImmediateSchedulerType {
    /// Whether the caller runs in the scheduler's context, where an action scheduled now would run: work
    /// meant for the scheduler may then be done at once.
    var isCurrent: Bool { get }
}

extension SerialSchedulerType {
    /// The scheduler itself.
    public var asSerialScheduler: (any SerialSchedulerType)? { self }
}

extension CurrentThreadScheduler: SerialSchedulerType {
    /// Always true: the scheduler runs its actions on the thread that schedules them.
    public var isCurrent: Bool { true }
}
