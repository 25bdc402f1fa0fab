import Foundation
import Reactive

/// A scheduler whose timers run when the test fires them, cancelled or not: on a scheduler of threads, a
/// timer's action may already be under way when what it waited for is replaced, too late to cancel. An
/// operator with a timer must tell such a timer from the one that replaced it.
final class UncancellableTimers: SchedulerType, @unchecked Sendable {
    // Sendable: used by one test, on its thread.
    private var timers: [() -> Void] = []

    var now: RxTime { Date(timeIntervalSince1970: 0) }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        action(state)
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        timers.append { _ = action(state) }
        return Disposables.create()
    }

    /// Runs the timer scheduled `index`th, from 0; nothing if fewer were scheduled.
    func fire(_ index: Int) {
        if timers.indices.contains(index) { timers[index]() }
    }
}
