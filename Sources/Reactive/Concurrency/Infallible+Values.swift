extension InfallibleType where Element: Sendable {
    /// The sequence's elements as an asynchronous stream that cannot throw: reading the property
    /// subscribes, and the sequence's completion ends the loop that iterates the stream.
    ///
    /// Cancelling the task that iterates, or dropping the stream, disposes the subscription. Elements the
    /// loop has not consumed yet are buffered.
    ///
    /// ```swift
    /// for await value in Infallible.from([1, 2]).values {
    ///     print(value)
    /// }
    /// // Prints: 1, 2
    /// ```
    public var values: AsyncStream<Element> {
        AsyncStream { continuation in
            let subscription = SingleAssignmentDisposable()
            continuation.onTermination = { _ in subscription.dispose() }
            subscription.setDisposable(
                subscribe(onNext: { continuation.yield($0) }, onCompleted: { continuation.finish() }))
        }
    }
}
