extension ObservableType {
    /// Fails with `RxError.timeout` if the first element does not arrive within `dueTime` of the
    /// subscription, or any next one within `dueTime` of the previous one.
    ///
    /// ```
    /// source:  --a--b---------c--|
    /// timeout(5 frames)
    /// result:  --a--b----#
    /// ```
    ///
    /// ```swift
    /// _ = Observable<Int>.never().timeout(.seconds(5), scheduler: MainScheduler.instance)
    ///     .subscribe(onError: { print($0) })
    /// // Prints, after 5 seconds: timeout
    /// ```
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        lift { TimeoutSink(downstream: $0, dueTime: dueTime, other: nil, scheduler: scheduler) }
    }

    /// Continues with `other` if the first element does not arrive within `dueTime` of the subscription, or
    /// any next one within `dueTime` of the previous one.
    ///
    /// ```
    /// source:  --a--b---------c--|
    /// other:             -x-y|
    /// timeout(5 frames, other)
    /// result:  --a--b-----x-y|
    /// ```
    ///
    /// ```swift
    /// _ = Observable<Int>.never().timeout(.seconds(5), other: Observable.just(0), scheduler: MainScheduler.instance)
    ///     .subscribe(onNext: { print($0) })
    /// // Prints, after 5 seconds: 0
    /// ```
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType
    ) -> Observable<Element> where Element == Source.Element {
        let other = other.asObservable()
        return lift { TimeoutSink(downstream: $0, dueTime: dueTime, other: other, scheduler: scheduler) }
    }
}

/// The source, the timer and the fallback may send from different threads: the state below changes only
/// under the delivery's lock, in transitions that return the events to send and the action to take.
private final class TimeoutSink<Element>: TimerSink<Element, Element>, @unchecked Sendable {
    // Sendable: as TimerSink; `state` is only touched under `delivery`'s lock.
    private enum State {
        /// The source runs; only the timer numbered `id`, started at its latest element, may end it.
        case running(id: UInt64)
        /// Time ran out: the source is dropped and the fallback (if any) speaks.
        case timedOut
        /// The source ended in time: nothing more is sent.
        case finished
    }

    private let other: Observable<Element>?
    private let otherSubscription = SerialDisposable()
    private var state = State.running(id: 0)

    init(downstream: Sink<Element>, dueTime: RxTimeInterval, other: Observable<Element>?, scheduler: SchedulerType) {
        self.other = other
        super.init(downstream: downstream, dueTime: dueTime, scheduler: scheduler)
    }

    /// The first timer runs from the subscription.
    override func start() { startTimer(0) }

    override func onNext(_ element: Element) {
        let nextTimer: UInt64? = delivery.update {
            guard case .running(let id) = state else { return (.none, nil) }
            state = .running(id: id &+ 1)
            return (.one(.next(element)), id &+ 1)
        }
        if let nextTimer { startTimer(nextTimer) }
        delivery.drain()
    }

    override func onError(_ error: Swift.Error) { sourceEnded(.error(error)) }

    override func onCompleted() { sourceEnded(.completed) }

    private func sourceEnded(_ event: Event<Element>) {
        let ended: Bool = delivery.update {
            guard case .running = state else { return (.none, false) }
            state = .finished
            return (.one(event), true)
        }
        if ended { dispose() }
        delivery.drain()
    }

    override func timerFired(_ id: UInt64) {
        let won: Bool = delivery.update {
            guard case .running(id) = state else { return (.none, false) }
            state = .timedOut
            return (other == nil ? .one(.error(RxError.timeout)) : .none, true)
        }
        guard won else { return }
        sourceSubscription.dispose()
        if let other {
            let inner = InnerSubscription()
            otherSubscription.disposable = inner
            other.runOnTrampoline(TimeoutFallbackSink(delivery: delivery, subscription: inner)) {
                inner.setDisposable($0)
            }
        }
        delivery.drain()
    }

    override func dispose() {
        super.dispose()
        otherSubscription.dispose()
    }
}

/// Forwards the fallback through the same delivery, so its events stay behind those of the source.
private final class TimeoutFallbackSink<Element>: DeliverySink<Element> {
    private let subscription: InnerSubscription

    init(delivery: SerialDelivery<Element>, subscription: InnerSubscription) {
        self.subscription = subscription
        super.init(delivery: delivery)
    }

    override func onError(_ error: Swift.Error) {
        super.onError(error)
        subscription.dispose()
    }

    override func onCompleted() {
        super.onCompleted()
        subscription.dispose()
    }
}
