extension ObservableConvertibleType where Element: Sendable {
    /// The sequence's elements as an asynchronous stream: reading the property subscribes, the
    /// sequence's completion ends the loop that iterates the stream, and its error is thrown from it.
    ///
    /// Cancelling the task that iterates, or dropping the stream, disposes the subscription. Elements the
    /// loop has not consumed yet are buffered. The elements must be `Sendable`: they are produced
    /// wherever the sequence runs and consumed in the iterating task.
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
            continuation.onTermination = { _ in subscription.dispose() }
            subscription.setDisposable(
                asObservable().subscribe(
                    onNext: { continuation.yield($0) },
                    onError: { continuation.finish(throwing: $0) },
                    onCompleted: { continuation.finish() }))
        }
    }
}
