/// Runs work on the current thread, as a trampoline: the first action runs at once, and actions it
/// schedules (directly or through operators) wait in a queue and run, in order, after it returns.
///
/// Because a nested action never runs inside the one that scheduled it, a long chain of actions that
/// each schedule the next (100,000 recursive steps and more) takes constant stack. Each thread has its own
/// trampoline.
///
/// ```swift
/// let scheduler = CurrentThreadScheduler.instance
/// _ = scheduler.schedule(()) { _ in
///     _ = scheduler.schedule(()) { _ in
///         print("inner")
///         return Disposables.create()
///     }
///     print("outer")
///     return Disposables.create()
/// }
/// // Prints: outer, inner
/// ```
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
    /// The scheduler; it keeps one trampoline per thread.
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// Whether work scheduled now would run at once: no action of this scheduler is running on the
    /// current thread.
    public static var isScheduleRequired: Bool {
        !(Trampoline.existing?.isRunning ?? false)
    }

    /// Runs `action` at once when no action of this scheduler is running on this thread, and otherwise
    /// queues it to run after the running action and those queued before it.
    ///
    /// Disposing the returned disposable before a queued action runs keeps it from running; after it ran,
    /// disposes what the action returned.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let trampoline = Trampoline.current
        if trampoline.isRunning {
            let item = TrampolineAction(state: state, action: action)
            trampoline.enqueue(item)
            return item
        }
        trampoline.isRunning = true
        let disposable = action(state)
        trampoline.drain()
        trampoline.isRunning = false
        return disposable
    }
}
