/// The last stage of a subscription that an `await` suspends on: it resumes the awaiting task, exactly
/// once, with the first element, the completion (`nil`), the error, or `CancellationError` if the
/// subscription is disposed before any of them.
final class OutcomeSink<Element: Sendable>: SubscriptionSink<Element>, @unchecked Sendable {
    // Sendable: `stopped` and `resumed` are atomic; the continuation is resumed by whichever of the
    // event and the disposal wins `resumed`, and a continuation may be resumed from any thread.
    private let continuation: CheckedContinuation<Element?, Swift.Error>
    private let resumed = AtomicFlag()

    init(_ continuation: CheckedContinuation<Element?, Swift.Error>) {
        self.continuation = continuation
    }

    override func onNext(_ element: Element) {
        guard stopped.set() else { return }
        resume(.success(element))
        dispose()
    }

    override func onError(_ error: Swift.Error) {
        guard stopped.set() else { return }
        resume(.failure(error))
        dispose()
    }

    override func onCompleted() {
        guard stopped.set() else { return }
        resume(.success(nil))
        dispose()
    }

    override func didDispose() {
        resume(.failure(CancellationError()))
    }

    private func resume(_ outcome: Result<Element?, Swift.Error>) {
        guard resumed.set() else { return }
        continuation.resume(with: outcome)
    }
}

extension ObservableConvertibleType where Element: Sendable {
    /// Subscribes and suspends until the first element (returned), the completion (`nil`) or the error
    /// (thrown). Cancelling the awaiting task disposes the subscription and throws `CancellationError`.
    func firstOutcome() async throws -> Element? {
        let subscription = SingleAssignmentDisposable()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let sink = OutcomeSink(continuation)
                sink.start(asObservable())
                subscription.setDisposable(sink)
            }
        } onCancel: {
            subscription.dispose()
        }
    }
}
