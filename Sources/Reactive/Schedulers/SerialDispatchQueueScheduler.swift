import Dispatch
import Foundation

/// Runs work on a serial dispatch queue: one action at a time, in the order scheduled.
///
/// It suits `observe(on:)`, which needs events delivered one at a time. Given a concurrent queue, it
/// makes a serial queue that targets it.
///
/// ```swift
/// let scheduler = SerialDispatchQueueScheduler(qos: .default)
/// _ = scheduler.schedule("work") { value in
///     print(value)
///     return Disposables.create()
/// }
/// // Prints: work (on a background thread)
/// ```
public class SerialDispatchQueueScheduler: SerialSchedulerType, SchedulerType, @unchecked Sendable {
    // Sendable: every stored property is an immutable `let` of a Sendable type, or a key set once.
    let configuration: DispatchQueueConfiguration
    /// The key of the mark the queue carries, by which ``isCurrent`` tells that its caller runs on it; `nil`
    /// on the main queue, which carries the mark of `DispatchQueue.isMainQueue`.
    private let queueKey: DispatchSpecificKey<Void>?
    /// The address under which the queue keeps its mark, as `setSpecific(key:value:)` stores it.
    private let queueMark: UnsafeRawPointer

    /// A scheduler on `serialQueue`, which must be serial: a queue of its own, which it marks, or the main
    /// queue (`onMainQueue`), which has its mark already, so that the schedulers made on it (one for every
    /// `asDriver`) add nothing to it.
    init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0), onMainQueue: Bool = false) {
        configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
        if onMainQueue {
            queueKey = nil
            queueMark = DispatchQueue.mainQueueMark
        } else {
            let key = DispatchSpecificKey<Void>()
            serialQueue.setSpecific(key: key, value: ())
            queueKey = key
            queueMark = UnsafeRawPointer(Unmanaged.passUnretained(key).toOpaque())
        }
    }

    /// Whether the caller runs on the scheduler's queue, or on a queue that targets it.
    public var isCurrent: Bool {
        dispatchGetSpecific(queueMark) != nil
    }

    /// A scheduler on a new serial queue named `internalSerialQueueName`.
    ///
    /// - Parameters:
    ///   - internalSerialQueueName: The label of the new queue, as debuggers and crash logs show it.
    ///   - serialQueueConfiguration: Called with the new queue before any work runs on it.
    ///   - leeway: How late the system may fire timers, to save power.
    public convenience init(
        internalSerialQueueName: String, serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let queue = DispatchQueue(label: internalSerialQueueName)
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// A scheduler on a new serial queue named `internalSerialQueueName` that runs its work on `queue`,
    /// which may be concurrent.
    public convenience init(
        queue: DispatchQueue, internalSerialQueueName: String, leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(serialQueue: DispatchQueue(label: internalSerialQueueName, target: queue), leeway: leeway)
    }

    /// A scheduler on a new serial queue that runs its work on the global queue of `qos`.
    public convenience init(
        qos: DispatchQoS, internalSerialQueueName: String = "reactive.serial-dispatch-queue-scheduler",
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(
            queue: DispatchQueue.global(qos: qos.qosClass), internalSerialQueueName: internalSerialQueueName,
            leeway: leeway)
    }

    /// The current wall-clock time.
    public var now: RxTime { Date() }

    /// Runs `action` on the queue, after the work already queued there.
    public final func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        scheduleInternal(state, action: action)
    }

    /// Runs `work` on the queue, after the work already queued there, from a caller that is not on it and
    /// keeps no disposable: for the package's other modules, to which `schedule`'s disposable and the action's
    /// state would cost allocations for nothing.
    package func dispatch(_ work: @escaping @Sendable () -> Void) {
        configuration.queue.async(execute: work)
    }

    /// What `schedule` does; `MainScheduler` runs work at once when it can.
    func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        configuration.schedule(state, action: action)
    }

    /// Runs `action` on the queue once `dueTime` has passed; disposing first cancels the timer.
    public final func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the queue on a repeating timer until the returned disposable is disposed.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
