extension ObservableType {
    /// Creates a sequence that iterates `source` in a task for each subscriber and sends what it yields.
    ///
    /// The source finishing completes the sequence, and an error it throws fails it, except
    /// `CancellationError`, which completes it. Disposing the subscription cancels the task.
    ///
    /// ```swift
    /// let stream = AsyncStream<Int> { continuation in
    ///     continuation.yield(1)
    ///     continuation.finish()
    /// }
    /// _ = Observable.from(stream).subscribe(onNext: { print($0) })
    /// // Prints (from the task, a moment later): 1
    /// ```
    ///
    /// The iteration runs outside any actor, which is why the source's type must be usable from any
    /// isolation (`SendableMetatype`).
    public static func from<Source: AsyncSequence & SendableMetatype>(_ source: Source) -> Observable<Element>
    where Source.Element == Element {
        AsyncSequenceObservable(source)
    }
}

extension AsyncSequence where Self: SendableMetatype {
    /// This asynchronous sequence as an `Observable` that iterates it in a task for each subscriber; see
    /// `Observable.from(_:)`.
    ///
    /// ```swift
    /// let stream = AsyncStream<Int> { continuation in
    ///     continuation.yield(1)
    ///     continuation.finish()
    /// }
    /// _ = stream.asObservable().subscribe(onNext: { print($0) })
    /// // Prints (from the task, a moment later): 1
    /// ```
    ///
    /// - Parameters:
    ///   - detached: Whether to iterate in a detached task rather than one that inherits the caller's
    ///     priority and task-local values.
    ///   - priority: The priority of the task that iterates, as RxSwift's `asObservable(priority:)` takes
    ///     it; `nil` leaves it to the task.
    public func asObservable(detached: Bool = false, priority: TaskPriority? = nil) -> Observable<Element> {
        AsyncSequenceObservable(self, detached: detached, priority: priority)
    }
}

final class AsyncSequenceObservable<Source: AsyncSequence & SendableMetatype>: Observable<Source.Element> {
    private let source: Source
    private let detached: Bool
    private let priority: TaskPriority?

    init(_ source: Source, detached: Bool = false, priority: TaskPriority? = nil) {
        self.source = source
        self.detached = detached
        self.priority = priority
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        let iteration = AsyncSequenceIteration(source)
        return TaskGate(sink).start(detached: detached, priority: priority) { gate in
            await iteration.run(into: gate)
        }
    }
}

/// Carries an asynchronous sequence into the task that iterates it.
private final class AsyncSequenceIteration<Source: AsyncSequence & SendableMetatype>: @unchecked Sendable {
    // Sendable: the sequence is handed over to the one task that iterates it and is not used elsewhere.
    private let source: Source

    init(_ source: Source) { self.source = source }

    func run(into gate: TaskGate<Source.Element>) async {
        do {
            for try await element in source {
                gate.send(element)
            }
            gate.finish()
        } catch is CancellationError {
            gate.finish()
        } catch {
            gate.fail(error)
        }
    }
}
