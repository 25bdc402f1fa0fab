extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Runs `second` once this `Completable` completes, and answers with `second`'s outcome. An error
    /// from this `Completable` is the result's failure, and `second` is then never subscribed to.
    ///
    /// ```
    /// self:    ---|
    /// second:     --1|
    /// result:  -----1|
    /// ```
    ///
    /// ```swift
    /// _ = save.andThen(Single.just("saved")).subscribe(onSuccess: { print($0) })
    /// // Prints: saved
    /// ```
    public func andThen<Result>(_ second: Single<Result>) -> Single<Result> {
        Single(raw: chain(primitiveSequence.source, then: second.source))
    }

    /// Runs `second` once this `Completable` completes, and answers with `second`'s outcome.
    ///
    /// ```swift
    /// _ = save.andThen(Maybe<Int>.empty()).subscribe(onCompleted: { print("done") })
    /// // Prints: done
    /// ```
    public func andThen<Result>(_ second: Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: chain(primitiveSequence.source, then: second.source))
    }

    /// Runs `second` once this `Completable` completes, and finishes as it does.
    ///
    /// ```swift
    /// _ = save.andThen(upload).subscribe(onCompleted: { print("saved and uploaded") })
    /// // Prints: saved and uploaded
    /// ```
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: chain(primitiveSequence.source, then: second.source))
    }

    /// Subscribes to `second` once this `Completable` completes, and sends what it sends.
    ///
    /// ```swift
    /// _ = save.andThen(Observable.of(1, 2)).subscribe(onNext: { print($0) })
    /// // Prints: 1, 2
    /// ```
    public func andThen<Result>(_ second: Observable<Result>) -> Observable<Result> {
        chain(primitiveSequence.source, then: second)
    }
}

/// `first`, then, once it has completed, `second`.
private func chain<Element>(_ first: Observable<Never>, then second: Observable<Element>) -> Observable<Element> {
    first.lift { AndThenSink(downstream: $0, second: second) }
}

/// Watches the first sequence; on its completion, subscribes the downstream sink to the second one
/// directly, so the second's events cost nothing extra.
private final class AndThenSink<Element>: Sink<Never>, Disposable, @unchecked Sendable {
    // Sendable: `firstSubscription`, `firstEnded`, `secondSubscription`, `secondStarted` and `disposed`
    // are only touched under `lock`; the first sequence's events arrive one at a time.
    private let lock = Lock()
    private let downstream: Sink<Element>
    private let second: Observable<Element>
    private var firstSubscription: Disposable?
    /// The first sequence has ended (or the sink was disposed): its subscription is disposed as soon as
    /// it is known.
    private var firstEnded = false
    private var secondSubscription: Disposable?
    /// The second sequence was subscribed to; it counts in `Resources.total` until disposal.
    private var secondStarted = false
    /// The test's counter that counted the second subscription, if one was open when it started.
    private var secondCounter: SubscriptionCounter?
    private var disposed = false

    init(downstream: Sink<Element>, second: Observable<Element>) {
        self.downstream = downstream
        self.second = second
    }

    override func subscribe(to first: Observable<Never>) -> Disposable {
        let subscription = first.runOnTrampoline(self)
        let disposeNow: Bool = lock.withLock {
            if firstEnded { return true }
            firstSubscription = subscription
            return false
        }
        if disposeNow { subscription.dispose() }
        return anyDisposable(self)
    }

    override func onNext(_ element: Never) {}

    override func onError(_ error: Swift.Error) {
        let subscription = endFirst()
        subscription?.dispose()
        downstream.onError(error)
    }

    override func onCompleted() {
        let subscription = endFirst()
        subscription?.dispose()
        let start: Bool = lock.withLock {
            if disposed { return false }
            // Counted under the lock, so that a `dispose` that sees it started knows its counter.
            secondStarted = true
            secondCounter = Resources.subscriptionStarted()
            return true
        }
        guard start else { return }
        second.runOnTrampoline(downstream) { subscription2 in
            let disposeNow: Bool = lock.withLock {
                if disposed { return true }
                secondSubscription = subscription2
                return false
            }
            if disposeNow { subscription2.dispose() }
        }
    }

    /// Marks the first sequence as ended; returns its subscription, if known, to dispose.
    private func endFirst() -> Disposable? {
        lock.withLock {
            firstEnded = true
            defer { firstSubscription = nil }
            return firstSubscription
        }
    }

    func dispose() {
        let (first, secondSubscription, counted, counter): (Disposable?, Disposable?, Bool, SubscriptionCounter?) =
            lock.withLock {
                if disposed { return (nil, nil, false, nil) }
                disposed = true
                firstEnded = true
                defer {
                    firstSubscription = nil
                    self.secondSubscription = nil
                }
                return (firstSubscription, self.secondSubscription, secondStarted, secondCounter)
            }
        first?.dispose()
        secondSubscription?.dispose()
        if counted { Resources.subscriptionEnded(counter) }
    }
}
