/// Runs a periodic action on a scheduler that has no timer of its own, by scheduling each run from the
/// one before.
final class PeriodicRun<Scheduler: SchedulerType, State>: Disposable, @unchecked Sendable {
    // Sendable: `state` is only touched by the thread that took `runsDue` from 0 to 1, until it brings it
    // back to 0; `pending` is a locked serial disposable.
    private let scheduler: Scheduler
    private let period: RxTimeInterval
    private let action: (State) -> State
    private var state: State
    /// The scheduled next run; disposing it is what stops the periodic action.
    private let pending = SerialDisposable()
    /// Runs that came due and have not finished; more than one only when the action is slower than the
    /// period on a concurrent scheduler.
    private let runsDue = AtomicCounter()

    init(scheduler: Scheduler, state: State, period: RxTimeInterval, action: @escaping (State) -> State) {
        self.scheduler = scheduler
        self.state = state
        self.period = period
        self.action = action
    }

    func start(after delay: RxTimeInterval) {
        scheduleRun(after: delay)
    }

    func dispose() { pending.dispose() }

    private func scheduleRun(after delay: RxTimeInterval) {
        // `self` travels as the state, so the closure captures nothing and costs no allocation. The
        // scheduled action holds this object until it runs or is disposed.
        pending.disposable = scheduler.scheduleRelative(self, dueTime: delay) { periodic in
            periodic.runDue()
            return Disposables.create()
        }
    }

    private func runDue() {
        guard !pending.isDisposed else { return }
        // The next run is scheduled first, so that the period does not stretch by the action's duration.
        scheduleRun(after: period)
        guard runsDue.add(1) == 1 else { return }
        repeat {
            state = action(state)
        } while runsDue.add(-1) > 0 && !pending.isDisposed
    }
}
