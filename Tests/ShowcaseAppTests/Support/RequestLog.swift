import Presenters

/// What a use case was asked during one generated sequence, for the invariants that speak of requests rather
/// than of the state: the requests waiting for their answer, those answered, and those asked again after an
/// answer. A generated test's presenter closure makes one per sequence: the sequences of a run play one after
/// another on the test's thread.
final class RequestLog<Request: Hashable> {
    /// The requests made and not yet answered, failed or cancelled, in the order they were made.
    private(set) var waiting: [Request] = []
    /// The requests that answered, in the order they answered.
    private(set) var answered: [Request] = []
    /// The requests made once more after the same request had answered.
    private(set) var askedAgain: [Request] = []

    /// `answer`, noted in the log: made when subscribed to, waiting until it answers, fails or is cancelled.
    func track<Element>(_ request: Request, _ answer: Single<Element>) -> Single<Element> {
        Single.deferred { [self] in
            if answered.contains(request) { askedAgain.append(request) }
            waiting.append(request)
            var ended = false
            func end() {
                guard !ended else { return }
                ended = true
                if let index = waiting.firstIndex(of: request) { waiting.remove(at: index) }
            }
            return answer.do(
                onSuccess: { [self] _ in
                    answered.append(request)
                    end()
                }, onError: { _ in end() }, onDispose: { end() })
        }
    }
}
