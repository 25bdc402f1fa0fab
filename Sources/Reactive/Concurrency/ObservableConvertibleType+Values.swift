extension ObservableConvertibleType where Element: Sendable {
    /// The sequence's elements as an asynchronous stream: reading the property subscribes, the
    /// sequence's completion ends the loop that iterates the stream, and its error is thrown from it.
    ///
    /// Cancelling the task that iterates, or dropping the stream, disposes the subscription at once, and
    /// the loop then throws `CancellationError` (after the elements it had not consumed yet), as RxSwift's
    /// does: a cancelled loop never looks like a sequence that completed. Elements the loop has not
    /// consumed yet are buffered. The elements must be `Sendable`: they are produced wherever the sequence
    /// runs and consumed in the iterating task.
    ///
    /// ```swift
    /// for try await value in Observable.of(1, 2).values {
    ///     print(value)
    /// }
    /// // Prints: 1, 2
    /// ```
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        AsyncThrowingStream { continuation in
            let subscription = SingleAssignmentDisposable()
            continuation.onTermination = { termination in
                subscription.dispose()
                // The stream runs this before it ends itself, so the error set here is what the loop
                // throws; after a completion or an error the stream has ended and this changes nothing.
                if case .cancelled = termination { continuation.finish(throwing: CancellationError()) }
            }
            subscription.setDisposable(
                asObservable().subscribe(
                    onNext: { continuation.yield($0) },
                    onError: { continuation.finish(throwing: $0) },
                    onCompleted: { continuation.finish() }))
        }
    }
}
