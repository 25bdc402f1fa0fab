import Foundation
import Presenters
import ShowcaseApp

/// A scheduler that runs its work on another one and counts the actions still to run, so that the demo
/// knows when the work in flight (a request waiting for its answer) has settled.
final class SettlingScheduler: SchedulerType, SerialSchedulerType {
    private let base: any SchedulerType
    private let lock = NSLock()
    private var pending = 0

    init(_ base: any SchedulerType) {
        self.base = base
    }

    /// The number of actions scheduled that have neither run nor been cancelled.
    var pendingCount: Int { lock.withLock { pending } }

    var now: RxTime { base.now }

    /// Whether the caller runs on the main queue: the demo's serial queue runs its work there, and the
    /// session's commands run there too, so the app's presenters do at once what arrives on it.
    var isCurrent: Bool { MainScheduler.instance.isCurrent }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let done = started()
        let scheduled = base.schedule(state) { state in
            done.dispose()
            return action(state)
        }
        return Disposables.create(done, scheduled)
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let done = started()
        let scheduled = base.scheduleRelative(state, dueTime: dueTime) { state in
            done.dispose()
            return action(state)
        }
        return Disposables.create(done, scheduled)
    }

    /// Periodic work counts as pending until it is disposed.
    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let done = started()
        return Disposables.create(
            done, base.schedulePeriodic(state, startAfter: startAfter, period: period, action: action))
    }

    /// Counts one more pending action; disposing the result, the first time only, counts it off.
    private func started() -> Disposable {
        lock.withLock { pending += 1 }
        return Disposables.create { [weak self] in
            guard let self else { return }
            lock.withLock { pending -= 1 }
        }
    }
}
