extension ObservableType {
    /// Drops the first `count` elements and sends the rest.
    ///
    /// ```
    /// source:  --1--2--3--4--|
    /// skip(2)
    /// result:  --------3--4--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3, 4).skip(2).subscribe(onNext: { print($0) })
    /// // Prints: 3, 4
    /// ```
    public func skip(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "skip(_:) needs a count of at least zero")
        return lift { SkipCountSink(downstream: $0, count: count) }
    }

    /// Drops the elements that arrive within `duration` of the subscription and sends the rest.
    ///
    /// ```
    /// source:  --1--2--3--4--|
    /// skip(7 ticks)
    /// result:  --------3--4--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
    ///     .skip(.milliseconds(2500), scheduler: MainScheduler.instance)
    ///     .subscribe(onNext: { print($0) })
    /// // Prints: 2, 3, 4, ...
    /// ```
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        SkipTimeObservable(source: asObservable(), duration: duration, scheduler: scheduler)
    }
}

private final class SkipCountSink<Element>: ForwardingSink<Element, Element> {
    private var remaining: Int

    init(downstream: Sink<Element>, count: Int) {
        remaining = count
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !stopped else { return }
        if remaining > 0 {
            remaining -= 1
            return
        }
        downstream.onNext(element)
    }
}

final class SkipTimeObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let duration: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        let skipSink = SkipTimeSink(downstream: sink)
        let timer = scheduler.scheduleRelative(skipSink, dueTime: duration) { skipSink in
            skipSink.open()
            return Disposables.create()
        }
        return Disposables.create(timer, source.run(skipSink))
    }
}

/// Only the source sends downstream; the timer just opens the gate, so an atomic flag is all the two share.
private final class SkipTimeSink<Element>: ForwardingSink<Element, Element>, @unchecked Sendable {
    // Sendable: the timer only touches `isOpen`, which is atomic.
    private let isOpen = AtomicFlag()

    func open() { _ = isOpen.set() }

    override func onNext(_ element: Element) {
        guard !stopped, isOpen.isSet else { return }
        downstream.onNext(element)
    }
}
