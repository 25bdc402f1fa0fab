extension ObservableType {
    /// Splits the elements into windows, sequences sent as elements: a window opens when the sequence is
    /// subscribed to and each time the previous one closes, which happens when it has received `count`
    /// elements or `timeSpan` after it opened, whichever comes first. The last window completes (or fails)
    /// with the source.
    ///
    /// ```
    /// source:      -1-2-3--4-------|
    /// window(timeSpan: 5 ticks, count: 3)
    /// result:      A----B----C----D|     A: -1-2-3|  B: --4--|  C: -----|  D: -|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3, 4).window(timeSpan: .seconds(1), count: 3, scheduler: MainScheduler.instance)
    ///     .flatMap { $0.toArray() }
    ///     .subscribe(onNext: { print($0) })
    /// // Prints: [1, 2, 3], [4]
    /// ```
    ///
    /// A window sends the elements that arrive while it is open to whoever is subscribed to it then, so
    /// subscribe to it as soon as it arrives. The source subscription lasts as long as the result or any
    /// window is subscribed to.
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType)
        -> Observable<Observable<Element>>
    {
        WindowObservable(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

final class WindowObservable<Element>: Observable<Observable<Element>> {
    private let source: Observable<Element>
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType

    init(source: Observable<Element>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.source = source
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
    }

    override func run(_ sink: Sink<Observable<Element>>) -> Disposable {
        let window = WindowSink(downstream: sink, timeSpan: timeSpan, count: count, scheduler: scheduler)
        window.start()
        window.reference.resources.insert(source.run(window))
        return window
    }
}

/// The source and the timer may send from different threads: which window is open changes only under the
/// delivery's lock; the elements go to the window that was open when they arrived.
private final class WindowSink<Element>: Sink<Element>, Disposable, @unchecked Sendable {
    // Sendable: `current`, `received`, `windowID` and `finished` are only touched under `delivery`'s lock;
    // the disposables and the subjects are thread-safe.
    private let delivery: SerialDelivery<Observable<Element>>
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType
    let reference = RefCountedSubscription()
    private let timer = SerialDisposable()
    /// The open window.
    private var current = PublishSubject<Element>()
    /// How many elements the open window has received.
    private var received = 0
    /// Numbers the windows, so that the timer of a window already closed does nothing.
    private var windowID: UInt64 = 0
    private var finished = false

    init(downstream: Sink<Observable<Element>>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        delivery = SerialDelivery(downstream: downstream)
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        reference.resources.insert(timer)
    }

    /// Sends the first window and starts its timer.
    func start() {
        startTimer(0)
        delivery.perform { .one(.next(handOut(current))) }
    }

    private func handOut(_ window: PublishSubject<Element>) -> Observable<Element> {
        RefCountedObservable(source: window, reference: reference)
    }

    private func startTimer(_ id: UInt64) {
        timer.disposable = scheduler.scheduleRelative(id, dueTime: timeSpan) { [weak self] id in
            self?.timerFired(id)
            return Disposables.create()
        }
    }

    /// Closes the open window and opens the next. Called under the delivery's lock.
    private func openNextLocked() -> (Emission<Observable<Element>>, (closed: PublishSubject<Element>, id: UInt64)) {
        let closed = current
        current = PublishSubject()
        received = 0
        windowID &+= 1
        return (.one(.next(handOut(current))), (closed, windowID))
    }

    override func onNext(_ element: Element) {
        let window: PublishSubject<Element>? = delivery.withLock { finished ? nil : current }
        guard let window else { return }
        window.onNext(element)
        let next: (closed: PublishSubject<Element>, id: UInt64)? = delivery.update {
            guard !finished, current === window else { return (.none, nil) }
            received += 1
            guard received == count else { return (.none, nil) }
            let (emission, next) = openNextLocked()
            return (emission, next)
        }
        guard let next else { return }
        next.closed.onCompleted()
        // The next window's time span starts now.
        startTimer(next.id)
        delivery.drain()
    }

    private func timerFired(_ id: UInt64) {
        let next: (closed: PublishSubject<Element>, id: UInt64)? = delivery.update {
            guard !finished, id == windowID else { return (.none, nil) }
            let (emission, next) = openNextLocked()
            return (emission, next)
        }
        guard let next else { return }
        next.closed.onCompleted()
        startTimer(next.id)
        delivery.drain()
    }

    override func onError(_ error: Swift.Error) {
        let window: PublishSubject<Element>? = delivery.withLock {
            if finished { return nil }
            finished = true
            return current
        }
        guard let window else { return }
        window.onError(error)
        delivery.perform { .one(.error(error)) }
        timer.dispose()
    }

    override func onCompleted() {
        let window: PublishSubject<Element>? = delivery.withLock {
            if finished { return nil }
            finished = true
            return current
        }
        guard let window else { return }
        window.onCompleted()
        delivery.perform { .one(.completed) }
        timer.dispose()
    }

    func dispose() {
        reference.releaseOwner()
    }
}
