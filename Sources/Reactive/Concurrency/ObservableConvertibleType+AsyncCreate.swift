extension ObservableConvertibleType {
    /// The closure an async `create` body calls with each element.
    public typealias ElementObserver<Value> = (Value) -> Void

    /// Creates a sequence that runs `work` in a task for each subscriber: `work` sends elements through
    /// the closure it receives; returning completes the sequence and throwing fails it.
    ///
    /// Disposing the subscription cancels the task; elements sent after that are dropped.
    ///
    /// ```swift
    /// let countdown = Observable<Int>.create { observer in
    ///     for value in [3, 2, 1] { observer(value) }
    /// }
    /// _ = countdown.subscribe(onNext: { print($0) })
    /// // Prints (from the task, a moment later): 3, 2, 1
    /// ```
    ///
    /// - Parameters:
    ///   - detached: Whether to run `work` in a detached task rather than one that inherits the caller's
    ///     priority and task-local values.
    ///   - priority: The priority of the task.
    ///   - work: The asynchronous body; it is `@Sendable` because it runs in a task of its own.
    @_disfavoredOverload
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @escaping @Sendable (_ observer: ElementObserver<Element>) async throws -> Void
    ) -> Observable<Element> {
        AsyncWorkObservable(detached: detached, priority: priority) { gate in
            try await work { gate.send($0) }
        }
    }
}

/// Runs an async body in a task for each subscriber; the body sends through the gate, and returning
/// completes the sequence.
final class AsyncWorkObservable<Element>: Observable<Element> {
    private let detached: Bool
    private let priority: TaskPriority?
    private let work: @Sendable (TaskGate<Element>) async throws -> Void

    init(detached: Bool, priority: TaskPriority?, work: @escaping @Sendable (TaskGate<Element>) async throws -> Void) {
        self.detached = detached
        self.priority = priority
        self.work = work
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        let work = self.work
        return TaskGate(sink).start(detached: detached, priority: priority) { gate in
            do {
                try await work(gate)
                gate.finish()
            } catch {
                gate.fail(error)
            }
        }
    }
}
