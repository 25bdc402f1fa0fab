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
        lift { WindowSink(downstream: $0, timeSpan: timeSpan, count: count, scheduler: scheduler) }
    }
}

/// Which window is open changes only under the delivery's lock; the elements go to the window that was open
/// when they arrived.
private final class WindowSink<Element>: TimerSink<Element, Observable<Element>>, @unchecked Sendable {
    // Sendable: as TimerSink; `current`, `received`, `windowID` and `finished` are only touched under
    // `delivery`'s lock; the subjects are thread-safe.
    private let count: Int
    /// Keeps the timer and the source subscription while this sink or any window handed out is subscribed.
    private let reference = RefCountedSubscription()
    /// The open window.
    private var current = PublishSubject<Element>()
    /// How many elements the open window has received.
    private var received = 0
    /// Numbers the windows, so that the timer of a window already closed does nothing.
    private var windowID: UInt64 = 0
    private var finished = false

    init(downstream: Sink<Observable<Element>>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.count = count
        super.init(downstream: downstream, dueTime: timeSpan, scheduler: scheduler)
        reference.resources.insert(timer)
        reference.resources.insert(sourceSubscription)
    }

    /// Sends the first window and starts its timer.
    override func start() {
        startTimer(0)
        delivery.perform { .one(.next(handOut(current))) }
    }

    private func handOut(_ window: PublishSubject<Element>) -> Observable<Element> {
        RefCountedObservable(source: window, reference: reference)
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
        // The next window's time span starts now.
        if let next { close(next.closed, startingTimer: next.id) }
    }

    override func timerFired(_ id: UInt64) {
        let next: (closed: PublishSubject<Element>, id: UInt64)? = delivery.update {
            guard !finished, id == windowID else { return (.none, nil) }
            let (emission, next) = openNextLocked()
            return (emission, next)
        }
        if let next { close(next.closed, startingTimer: next.id) }
    }

    /// Completes the window `closed`, once the next one is open, and starts the next one's timer, `id`.
    private func close(_ closed: PublishSubject<Element>, startingTimer id: UInt64) {
        closed.onCompleted()
        startTimer(id)
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

    /// The timer and the source subscription end once no window is subscribed either.
    override func dispose() {
        reference.releaseOwner()
    }
}
