extension SharedSequenceConvertibleType where Element: Sendable {
    /// The sequence's elements as an asynchronous stream that cannot throw, as a `Driver` or `Signal`
    /// never fails: reading the property subscribes, and completion ends the loop that iterates the
    /// stream.
    ///
    /// Cancelling the task that iterates, or dropping the stream, disposes the subscription. Elements the
    /// loop has not consumed yet are buffered.
    ///
    /// ```swift
    /// for await title in viewModel.title.values {
    ///     print(title)
    /// }
    /// // Prints: every title, until the driver completes
    /// ```
    public var values: AsyncStream<Element> {
        AsyncStream { continuation in
            let subscription = SingleAssignmentDisposable()
            continuation.onTermination = { _ in subscription.dispose() }
            subscription.setDisposable(
                asSharedSequence().asObservable().subscribe(
                    onNext: { continuation.yield($0) }, onCompleted: { continuation.finish() }))
        }
    }
}
