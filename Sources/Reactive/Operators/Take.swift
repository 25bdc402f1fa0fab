extension ObservableType {
    /// Sends the first `count` elements, then completes (and ends the subscription to the source).
    ///
    /// ```
    /// source:  --1--2--3--4--|
    /// take(2)
    /// result:  --1--2|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).take(2).subscribe(onNext: { print($0) }, onCompleted: { print("done") })
    /// // Prints: 1, 2, done
    /// ```
    ///
    /// - Parameter count: How many elements to send; `take(0)` completes at once without subscribing.
    public func take(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "take(_:) needs a count of at least zero")
        if count == 0 { return .empty() }
        return lift { TakeCountSink(downstream: $0, count: count) }
    }

    /// Sends the elements that arrive within `duration` of the subscription, then completes.
    ///
    /// ```
    /// source:  --1--2--3--4--|
    /// take(for: 7 ticks)
    /// result:  --1--2-|
    /// ```
    ///
    /// ```swift
    /// _ = Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
    ///     .take(for: .milliseconds(2500), scheduler: MainScheduler.instance)
    ///     .subscribe(onNext: { print($0) })
    /// // Prints: 0, 1
    /// ```
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        TakeTimeObservable(source: asObservable(), duration: duration, scheduler: scheduler)
    }
}

private final class TakeCountSink<Element>: ForwardingSink<Element, Element> {
    private var remaining: Int

    init(downstream: Sink<Element>, count: Int) {
        remaining = count
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !stopped else { return }
        remaining -= 1
        downstream.onNext(element)
        if remaining == 0 && !stopped { forwardCompleted() }
    }
}

final class TakeTimeObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let duration: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        let takeSink = TakeTimeSink(delivery: SerialDelivery(downstream: sink))
        let timer = scheduler.scheduleRelative(takeSink, dueTime: duration) { takeSink in
            takeSink.timeIsUp()
            return Disposables.create()
        }
        return Disposables.create(timer, source.run(takeSink))
    }
}

/// The timer and the source may send from different threads, so both go through a `SerialDelivery`.
private final class TakeTimeSink<Element>: DeliverySink<Element> {
    func timeIsUp() { delivery.perform { .one(.completed) } }
}
