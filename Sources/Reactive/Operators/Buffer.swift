extension ObservableType {
    /// Collects the elements into arrays and sends each array when it holds `count` elements or when
    /// `timeSpan` has passed since the previous one was sent, whichever comes first; a timed-out array may
    /// be empty. Completion sends the array being filled, then completes; an error is passed on at once.
    ///
    /// ```
    /// source:      -1-2-3--4-------|
    /// buffer(timeSpan: 5 ticks, count: 3)
    /// result:      -----a----b----c|     a = [1,2,3], b = [4], c = [] (and [] again at |)
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3, 4).buffer(timeSpan: .seconds(1), count: 3, scheduler: MainScheduler.instance)
    ///     .subscribe(onNext: { print($0) })
    /// // Prints: [1, 2, 3], [4]
    /// ```
    ///
    /// - Complexity: O(`count`) in memory.
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        BufferObservable(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

final class BufferObservable<Element>: Observable<[Element]> {
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

    override func run(_ sink: Sink<[Element]>) -> Disposable {
        let buffer = BufferSink(downstream: sink, timeSpan: timeSpan, count: count, scheduler: scheduler)
        buffer.startTimer(0)
        buffer.sourceSubscription.setDisposable(source.run(buffer))
        return buffer
    }
}

/// The source and the timer may send from different threads: the state changes only under the delivery's
/// lock, in transitions that return the arrays to send.
private final class BufferSink<Element>: Sink<Element>, Disposable, @unchecked Sendable {
    // Sendable: `elements`, `windowID` and `finished` are only touched under `delivery`'s lock; the
    // disposables are locked.
    private let delivery: SerialDelivery<[Element]>
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType
    let sourceSubscription = SingleAssignmentDisposable()
    private let timer = SerialDisposable()
    /// The array being filled.
    private var elements: [Element] = []
    /// Numbers the arrays, so that the timer of an array already sent does nothing.
    private var windowID: UInt64 = 0
    private var finished = false

    init(downstream: Sink<[Element]>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        delivery = SerialDelivery(downstream: downstream)
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
    }

    /// Sends the array of window `id` after `timeSpan`, unless it was sent before.
    func startTimer(_ id: UInt64) {
        timer.disposable = scheduler.scheduleRelative(id, dueTime: timeSpan) { [weak self] id in
            self?.timerFired(id)
            return Disposables.create()
        }
    }

    /// Sends the array being filled and starts the next one. Called under the delivery's lock.
    private func sendCurrentLocked() -> (Emission<[Element]>, UInt64) {
        let full = elements
        elements = []
        windowID &+= 1
        return (.one(.next(full)), windowID)
    }

    override func onNext(_ element: Element) {
        let next: UInt64? = delivery.update {
            if finished { return (.none, nil) }
            elements.append(element)
            guard elements.count == count else { return (.none, nil) }
            let (emission, id) = sendCurrentLocked()
            return (emission, id)
        }
        // The next array's time span starts now.
        if let next { startTimer(next) }
        delivery.drain()
    }

    private func timerFired(_ id: UInt64) {
        let next: UInt64? = delivery.update {
            guard !finished, id == windowID else { return (.none, nil) }
            let (emission, id) = sendCurrentLocked()
            return (emission, id)
        }
        if let next { startTimer(next) }
        delivery.drain()
    }

    override func onError(_ error: Swift.Error) {
        delivery.perform {
            if finished { return .none }
            finished = true
            elements = []
            return .one(.error(error))
        }
        dispose()
    }

    override func onCompleted() {
        delivery.perform {
            if finished { return .none }
            finished = true
            let last = elements
            elements = []
            return .two(.next(last), .completed)
        }
        dispose()
    }

    func dispose() {
        timer.dispose()
        sourceSubscription.dispose()
    }
}
