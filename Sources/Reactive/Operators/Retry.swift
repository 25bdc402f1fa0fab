extension ObservableType {
    /// Subscribes to the source again whenever it fails, for as long as it fails.
    ///
    /// ```
    /// source:  --1--#
    /// retry()
    /// result:  --1----1----1--...
    /// ```
    ///
    /// ```swift
    /// var attempts = 0
    /// let flaky = Observable<Int>.deferred {
    ///     attempts += 1
    ///     return attempts < 3 ? .error(URLError(.timedOut)) : .just(attempts)
    /// }
    /// _ = flaky.retry().subscribe(onNext: { print($0) })
    /// // Prints: 3
    /// ```
    public func retry() -> Observable<Element> {
        RetryObservable(source: asObservable(), maxAttemptCount: nil)
    }

    /// Subscribes to the source again when it fails, up to `maxAttemptCount` subscriptions in all; the
    /// error of the last one ends the sequence.
    ///
    /// ```
    /// source:  --1--#
    /// retry(2)
    /// result:  --1----1--#
    /// ```
    ///
    /// ```swift
    /// _ = Observable<Int>.error(URLError(.timedOut)).retry(3).subscribe(onError: { print($0) })
    /// // Prints: the error, after the third subscription failed
    /// ```
    ///
    /// - Parameter maxAttemptCount: How many subscriptions to try, the first one included; `retry(0)`
    ///   completes at once without subscribing.
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        precondition(maxAttemptCount >= 0, "retry(_:) needs an attempt count of at least zero")
        return RetryObservable(source: asObservable(), maxAttemptCount: maxAttemptCount)
    }
}

final class RetryObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    /// `nil` retries forever.
    private let maxAttemptCount: Int?

    init(source: Observable<Element>, maxAttemptCount: Int?) {
        self.source = source
        self.maxAttemptCount = maxAttemptCount
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        if maxAttemptCount == 0 {
            sink.onCompleted()
            return Disposables.create()
        }
        let retrySink = RetrySink(source: source, downstream: sink, maxAttemptCount: maxAttemptCount)
        retrySink.subscribeAgain()
        return retrySink
    }
}

private final class RetrySink<Element>: ResubscribingSink<Element>, @unchecked Sendable {
    // Sendable: `attemptsLeft` is only touched when an attempt fails, and attempts follow one another.
    /// Subscriptions still allowed after the current one; `nil` for no limit.
    private var attemptsLeft: Int?

    init(source: Observable<Element>, downstream: Sink<Element>, maxAttemptCount: Int?) {
        attemptsLeft = maxAttemptCount.map { $0 - 1 }
        super.init(source: source, downstream: downstream)
    }

    override func attemptFailed(_ error: Swift.Error) {
        if let left = attemptsLeft {
            if left == 0 {
                downstream.onError(error)
                return
            }
            attemptsLeft = left - 1
        }
        subscribeAgain()
    }
}
