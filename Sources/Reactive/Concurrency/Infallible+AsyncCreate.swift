extension Infallible {
    /// Creates an `Infallible` that runs `work` in a task for each subscriber: `work` sends elements
    /// through the closure it receives, and returning completes the sequence. `work` cannot throw, so the
    /// sequence cannot fail.
    ///
    /// Disposing the subscription cancels the task; elements sent after that are dropped.
    ///
    /// ```swift
    /// let ticks = Infallible<Int>.create { observer in
    ///     for tick in 1...3 { observer(tick) }
    /// }
    /// _ = ticks.subscribe(onNext: { print($0) })
    /// // Prints (from the task, a moment later): 1, 2, 3
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
        work: @escaping @Sendable (_ observer: @escaping (Element) -> Void) async -> Void
    ) -> Infallible<Element> {
        Infallible(
            AsyncWorkObservable(detached: detached, priority: priority) { gate in
                await work { gate.send($0) }
            })
    }
}
