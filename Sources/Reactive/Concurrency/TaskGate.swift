/// The link between a Swift concurrency task and the sink of the subscription it serves.
///
/// The task sends through the gate; disposing the subscription closes the gate, so whatever the task
/// still produces while it notices its cancellation is dropped, and the gate keeps the grammar (nothing
/// after a terminal event).
final class TaskGate<Element>: Disposable, @unchecked Sendable {
    // Sendable: only the one task that owns the gate calls `send`, `fail` and `finish`, so the downstream
    // sink sees one event at a time; `stopped` is atomic, so `dispose` may run on any thread.
    private let downstream: Sink<Element>
    private let stopped = AtomicFlag()

    init(_ downstream: Sink<Element>) { self.downstream = downstream }

    func send(_ element: Element) {
        guard !stopped.isSet else { return }
        downstream.onNext(element)
    }

    func fail(_ error: Swift.Error) {
        guard stopped.set() else { return }
        downstream.onError(error)
    }

    func finish() {
        guard stopped.set() else { return }
        downstream.onCompleted()
    }

    func dispose() { _ = stopped.set() }

    /// Starts `operation` in a task (a detached one if `detached`) and returns what closes the gate and
    /// cancels the task.
    func start(
        detached: Bool, priority: TaskPriority?, _ operation: @escaping @Sendable (TaskGate<Element>) async -> Void
    ) -> Disposable {
        let task: Task<Void, Never>
        if detached {
            task = Task.detached(priority: priority) { await operation(self) }
        } else {
            task = Task(priority: priority) { await operation(self) }
        }
        return Disposables.create {
            self.dispose()
            task.cancel()
        }
    }
}
