extension ImmediateSchedulerType {
    /// Runs `action` with `state`; the action may call its second argument to schedule itself again with a
    /// new state. Disposing the returned disposable stops the recursion.
    ///
    /// On `CurrentThreadScheduler` each step runs after the one that scheduled it has returned, so a long
    /// recursion does not grow the stack.
    ///
    /// ```swift
    /// _ = CurrentThreadScheduler.instance.scheduleRecursive(3) { count, recurse in
    ///     print(count)
    ///     if count > 1 { recurse(count - 1) }
    /// }
    /// // Prints: 3, 2, 1
    /// ```
    public func scheduleRecursive<State>(
        _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> Disposable {
        let recursion = RecursiveRun(scheduler: self, action: action)
        recursion.schedule(state)
        return recursion
    }
}

/// Drives `scheduleRecursive`: each step schedules the next one on the same scheduler.
final class RecursiveRun<Scheduler: ImmediateSchedulerType, State>: Disposable, @unchecked Sendable {
    // Sendable: `steps` is a locked composite disposable; `scheduler` and `action` never change.
    private let scheduler: Scheduler
    private let action: (State, (State) -> Void) -> Void
    /// The steps scheduled and not yet run; disposing it stops the recursion.
    private let steps = CompositeDisposable()

    init(scheduler: Scheduler, action: @escaping (State, (State) -> Void) -> Void) {
        self.scheduler = scheduler
        self.action = action
    }

    func schedule(_ state: State) {
        let slot = SingleAssignmentDisposable()
        guard let key = steps.insert(slot) else { return }
        // The step travels as the state, so the closure captures nothing; the scheduled action holds this
        // object until the step runs or is disposed.
        let scheduled = scheduler.schedule((self, state, key)) { step in
            step.0.run(step.1, key: step.2)
            return Disposables.create()
        }
        // The scheduler may have run the step already, which removed and disposed `slot`: then this disposes
        // `scheduled` at once, which does nothing to a step that ran.
        slot.setDisposable(scheduled)
    }

    func dispose() { steps.dispose() }

    private func run(_ state: State, key: CompositeDisposable.DisposeKey) {
        steps.remove(for: key)
        guard !steps.isDisposed else { return }
        action(state) { next in schedule(next) }
    }
}
