import Foundation

/// A span of time for schedulers, as in `.milliseconds(300)`.
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time for schedulers.
public typealias RxTime = Date

/// Runs work now, or as soon as it can, in its own execution context.
public protocol ImmediateSchedulerType {
    /// Runs `action` with `state`; the returned disposable cancels it if it has not run yet.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable

    /// The scheduler as a ``SerialSchedulerType`` if it is one, and otherwise `nil`: what work confined to a
    /// scheduler asks once, in place of a dynamic cast, which costs a conformance look-up each time.
    ///
    /// A scheduler has this from the protocols' extensions: `nil`, or itself when it conforms to
    /// `SerialSchedulerType`. Declare that conformance with the scheduler's others, in the same module, so
    /// that it is the one chosen.
    var asSerialScheduler: (any SerialSchedulerType)? { get }
}

extension ImmediateSchedulerType {
    /// `nil`: the scheduler is not a ``SerialSchedulerType``.
    public var asSerialScheduler: (any SerialSchedulerType)? { nil }
}

/// Runs work now or later, and tells the time.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's notion of the current time.
    var now: RxTime { get }

    /// Runs `action` with `state` after `dueTime`.
    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable

    /// Runs `action` after `startAfter`, then every `period`, each time with the state the previous run
    /// returned, until the returned disposable is disposed.
    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable
}

extension SchedulerType {
    /// Runs `action` after `startAfter`, then every `period`, by scheduling each run from the one before:
    /// what a scheduler without timers of its own (such as a virtual-time scheduler) does.
    ///
    /// The action never runs twice at once: a run that comes due while the previous one is still going
    /// starts as soon as it returns.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let periodic = PeriodicRun(scheduler: self, state: state, period: period, action: action)
        periodic.start(after: startAfter)
        return periodic
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds; `.never` is infinite.
    var seconds: TimeInterval {
        switch self {
        case .seconds(let value): return TimeInterval(value)
        case .milliseconds(let value): return TimeInterval(value) / 1_000
        case .microseconds(let value): return TimeInterval(value) / 1_000_000
        case .nanoseconds(let value): return TimeInterval(value) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }

    /// The interval of `seconds`, to the nearest nanosecond.
    init(seconds: TimeInterval) {
        self = .nanoseconds(Int((seconds * 1_000_000_000).rounded()))
    }
}
