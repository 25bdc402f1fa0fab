/// An `async` call waiting for its answer (a recorded one, or a generated one): the continuation of its task and the subscription that
/// delivers the answer, resumed once, by the answer or by the task's cancellation, whichever comes first.
final class AnswerWaiter<Answer>: @unchecked Sendable {
    // Sendable: `phase` and `subscription` are only touched under `lock`.
    private enum Phase {
        /// Not begun yet: a cancellation now ends the wait as soon as it begins.
        case idle
        /// The task is suspended until the answer or a cancellation resumes it.
        case waiting(CheckedContinuation<Answer, Swift.Error>)
        /// The task was cancelled, or it has its answer.
        case ended
    }

    private let lock = Lock()
    private var phase = Phase.idle
    private var subscription: Disposable?

    /// Keeps `continuation` until the answer comes; returns false, having resumed it with
    /// `CancellationError`, when the task was cancelled already.
    func begin(_ continuation: CheckedContinuation<Answer, Swift.Error>) -> Bool {
        let cancelled = lock.withLock {
            if case .ended = phase { return true }
            phase = .waiting(continuation)
            return false
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
        return !cancelled
    }

    /// Keeps the subscription that delivers the answer, to end it once the wait ends; ends it at once if
    /// the wait ended meanwhile (an answer delivered as the subscription was made).
    func subscribed(_ made: Disposable) {
        let ended = lock.withLock {
            if case .ended = phase { return true }
            subscription = made
            return false
        }
        if ended { made.dispose() }
    }

    /// Hands `entry` to the waiting task; returns whether it took it (the wait had not ended).
    func resume(with entry: sending Answer) -> Bool {
        guard let continuation = end() else { return false }
        continuation.resume(returning: entry)
        return true
    }

    /// The task was cancelled: the wait ends now with `CancellationError`.
    func cancel() {
        end()?.resume(throwing: CancellationError())
    }

    /// Ends the wait and the subscription; the continuation to resume, if the wait had begun and not ended.
    private func end() -> CheckedContinuation<Answer, Swift.Error>? {
        let (continuation, made) = lock.withLock {
            () -> (CheckedContinuation<Answer, Swift.Error>?, Disposable?) in
            let made = subscription
            subscription = nil
            defer { phase = .ended }
            if case .waiting(let continuation) = phase { return (continuation, made) }
            return (nil, made)
        }
        made?.dispose()
        return continuation
    }
}
