import Foundation

/// A span of time for schedulers, as in `.milliseconds(300)`.
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time for schedulers.
public typealias RxTime = Date

/// Runs work now, or as soon as it can, in its own execution context.
public protocol ImmediateSchedulerType {
    /// Runs `action` with `state`; the returned disposable cancels it if it has not run yet.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
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
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let periodic = PeriodicRun(scheduler: self, state: state, period: period, action: action)
        periodic.scheduleNext(after: startAfter)
        return periodic
    }
}

/// Runs a periodic action by rescheduling itself after each run.
private final class PeriodicRun<Scheduler: SchedulerType, State>: Disposable, @unchecked Sendable {
    // Sendable: `state` is only touched by the action, which the scheduler runs one at a time;
    // `pending` serialises rescheduling and disposal.
    private let scheduler: Scheduler
    private var state: State
    private let period: RxTimeInterval
    private let action: (State) -> State
    private let pending = SerialDisposable()

    init(scheduler: Scheduler, state: State, period: RxTimeInterval, action: @escaping (State) -> State) {
        self.scheduler = scheduler
        self.state = state
        self.period = period
        self.action = action
    }

    func scheduleNext(after interval: RxTimeInterval) {
        pending.disposable = scheduler.scheduleRelative((), dueTime: interval) { [weak self] _ in
            guard let self, !self.pending.isDisposed else { return Disposables.create() }
            self.state = self.action(self.state)
            self.scheduleNext(after: self.period)
            return Disposables.create()
        }
    }

    func dispose() { pending.dispose() }
}

extension ImmediateSchedulerType {
    /// Runs `action` with `state`; the action may call its second argument to schedule itself again
    /// with a new state. Disposing the returned disposable stops the recursion.
    public func scheduleRecursive<State>(
        _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> Disposable {
        let recursion = RecursiveRun(scheduler: self, action: action)
        recursion.schedule(state)
        return recursion
    }
}

/// Drives `scheduleRecursive`: each step schedules the next one on the same scheduler.
private final class RecursiveRun<Scheduler: ImmediateSchedulerType, State>: Disposable, @unchecked Sendable {
    // Sendable: `step` is a serial disposable (locked); `action` is immutable.
    private let scheduler: Scheduler
    private let action: (State, (State) -> Void) -> Void
    private let step = CompositeDisposable()

    init(scheduler: Scheduler, action: @escaping (State, (State) -> Void) -> Void) {
        self.scheduler = scheduler
        self.action = action
    }

    func schedule(_ state: State) {
        let slot = SingleAssignmentDisposable()
        guard let key = step.insert(slot) else { return }
        let scheduled = scheduler.schedule(state) { [weak self] state in
            guard let self else { return Disposables.create() }
            self.step.remove(for: key)
            if self.step.isDisposed { return Disposables.create() }
            self.action(state) { next in self.schedule(next) }
            return Disposables.create()
        }
        slot.setDisposable(scheduled)
    }

    func dispose() { step.dispose() }
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
