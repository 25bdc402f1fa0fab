extension ObservableType {
    /// Subscribes to the source again, after it fails, each time the trigger sequence sends an element.
    ///
    /// `notificationHandler` is called once per subscription with the sequence of the source's errors, and
    /// returns the trigger. An element of the trigger, after a failure, subscribes to the source again; the
    /// trigger's error or completion ends the sequence the same way, at once if the source has failed, or
    /// else at its next failure. An error that is not a `Failure` ends the sequence at once.
    ///
    /// ```
    /// source:  --1--#
    /// trigger:      ---x
    /// retry(when:)
    /// result:  --1--------1--#...
    /// ```
    ///
    /// ```swift
    /// let retried = Observable<Int>.error(URLError(.timedOut)).retry { (errors: Observable<URLError>) in
    ///     errors.enumerated().flatMap { attempt, error -> Observable<Int> in
    ///         attempt < 2 ? .timer(.seconds(1), scheduler: MainScheduler.instance) : .error(error)
    ///     }
    /// }
    /// _ = retried.subscribe(onError: { print($0) })
    /// // Prints: the error, after three subscriptions a second apart
    /// ```
    public func retry<TriggerObservable: ObservableType, Failure: Swift.Error>(
        when notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> Observable<Element> {
        RetryWhenObservable(source: asObservable()) { notificationHandler($0).asObservable() }
    }

    /// Subscribes to the source again, after it fails, each time the trigger sequence sends an element.
    ///
    /// The same as the typed form, for a handler that receives every error.
    ///
    /// ```
    /// source:  --1--#
    /// trigger:      ---x
    /// retry(when:)
    /// result:  --1--------1--#...
    /// ```
    ///
    /// ```swift
    /// _ = Observable<Int>.error(URLError(.timedOut))
    ///     .retry(when: { errors in errors.take(2) })
    ///     .subscribe(onCompleted: { print("gave up") })
    /// // Prints: gave up
    /// ```
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        RetryWhenObservable<Element, TriggerObservable.Element, Swift.Error>(source: asObservable()) {
            notificationHandler($0).asObservable()
        }
    }
}

final class RetryWhenObservable<Element, Trigger, Failure: Swift.Error>: Observable<Element> {
    private let source: Observable<Element>
    private let notificationHandler: (Observable<Failure>) -> Observable<Trigger>

    init(source: Observable<Element>, notificationHandler: @escaping (Observable<Failure>) -> Observable<Trigger>) {
        self.source = source
        self.notificationHandler = notificationHandler
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        let retrySink = RetryWhenSink<Element, Trigger, Failure>(source: source, downstream: sink)
        let trigger = notificationHandler(retrySink.errors)
        retrySink.triggerSubscription.setDisposable(trigger.run(RetryTriggerSink(parent: retrySink)))
        retrySink.subscribeAgain()
        return retrySink
    }
}

private final class RetryWhenSink<Element, Trigger, Failure: Swift.Error>: ResubscribingSink<Element>,
    @unchecked Sendable
{
    // Sendable: `waiting`, `stopped` and `triggerEnd` are only touched under `lock`.
    let errors = FailureRelay<Failure>()
    let triggerSubscription = InnerSubscription()
    /// The source failed and nothing runs until the trigger says what to do.
    private var waiting = false
    /// A terminal event has gone, or is going, downstream.
    private var stopped = false
    /// The trigger ended while the source was running: the next failure ends the sequence this way.
    private var triggerEnd: Event<Element>?

    override func attemptFailed(_ error: Swift.Error) {
        guard let failure = error as? Failure else {
            finish(.error(error))
            return
        }
        let end: Event<Element>? = lock.withLock {
            if stopped { return nil }
            if let triggerEnd {
                stopped = true
                return triggerEnd
            }
            waiting = true
            return nil
        }
        if let end {
            downstream.on(end)
        } else {
            errors.send(failure)
        }
    }

    override func attemptCompleted() { finish(.completed) }

    func triggerSent() {
        let resubscribe: Bool = lock.withLock {
            guard waiting, !stopped else { return false }
            waiting = false
            return true
        }
        if resubscribe { subscribeAgain() }
    }

    /// The trigger is over: release it, and end now if the source has failed, or else at its next failure.
    func triggerEnded(_ end: Event<Element>) {
        triggerSubscription.dispose()
        let endNow: Bool = lock.withLock {
            if stopped { return false }
            if waiting {
                stopped = true
                return true
            }
            triggerEnd = end
            return false
        }
        if endNow { downstream.on(end) }
    }

    private func finish(_ end: Event<Element>) {
        let first: Bool = lock.withLock {
            defer { stopped = true }
            return !stopped
        }
        if first { downstream.on(end) }
    }

    override func didDispose() { triggerSubscription.dispose() }
}

private final class RetryTriggerSink<Element, Trigger, Failure: Swift.Error>: Sink<Trigger> {
    private let parent: RetryWhenSink<Element, Trigger, Failure>

    init(parent: RetryWhenSink<Element, Trigger, Failure>) { self.parent = parent }

    override func onNext(_ element: Trigger) { parent.triggerSent() }

    override func onError(_ error: Swift.Error) { parent.triggerEnded(.error(error)) }

    override func onCompleted() { parent.triggerEnded(.completed) }
}

/// The source's failures, as a hot sequence for the trigger to be built from.
private final class FailureRelay<Failure>: Observable<Failure>, @unchecked Sendable {
    // Sendable: `sinks` and `nextID` are only touched under `lock`.
    private let lock = Lock()
    private var sinks: [(id: Int, sink: Sink<Failure>)] = []
    private var nextID = 0

    override func run(_ sink: Sink<Failure>) -> Disposable {
        let id: Int = lock.withLock {
            defer { nextID += 1 }
            sinks.append((nextID, sink))
            return nextID
        }
        return Disposables.create { [weak self] in
            guard let self else { return }
            self.lock.withLock { self.sinks.removeAll { $0.id == id } }
        }
    }

    func send(_ failure: Failure) {
        let targets = lock.withLock { sinks }
        for target in targets { target.sink.onNext(failure) }
    }
}
