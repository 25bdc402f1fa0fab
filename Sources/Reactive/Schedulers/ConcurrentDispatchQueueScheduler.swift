import Dispatch
import Foundation

/// Runs work on a dispatch queue that may run several actions at once.
///
/// It suits `subscribe(on:)` and background work; to deliver events one at a time, use
/// `SerialDispatchQueueScheduler` instead.
///
/// ```swift
/// let scheduler = ConcurrentDispatchQueueScheduler(qos: .background)
/// _ = scheduler.scheduleRelative("late", dueTime: .milliseconds(10)) { value in
///     print(value)
///     return Disposables.create()
/// }
/// // Prints: late (about 10 ms later, on a background thread)
/// ```
public final class ConcurrentDispatchQueueScheduler: SchedulerType, Sendable {
    private let configuration: DispatchQueueConfiguration

    /// A scheduler on `queue`.
    ///
    /// - Parameters:
    ///   - queue: The queue the work runs on, concurrent or not.
    ///   - leeway: How late the system may fire timers, to save power.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// A scheduler on the global queue of `qos`.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), leeway: leeway)
    }

    /// The current wall-clock time.
    public var now: RxTime { Date() }

    /// Runs `action` on the queue, possibly alongside other work.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    /// Runs `action` on the queue once `dueTime` has passed; disposing first cancels the timer.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on a repeating timer; a run never overlaps the previous one.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
