extension PrimitiveSequence where Trait == SingleTrait {
    /// Creates a `Single` that runs `work` in a task for each subscriber: what it returns is the
    /// success, what it throws the failure.
    ///
    /// Disposing the subscription cancels the task.
    ///
    /// ```swift
    /// let user = Single<String>.create { try await api.userName() }
    /// _ = user.subscribe(onSuccess: { print($0) })
    /// // Prints (from the task, once the call returns): ada
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
        work: @escaping @Sendable () async throws -> Element
    ) -> Single<Element> {
        Single(
            raw: AsyncWorkObservable(detached: detached, priority: priority) { gate in
                gate.send(try await work())
            })
    }
}
