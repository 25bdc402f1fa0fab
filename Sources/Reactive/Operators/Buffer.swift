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
        lift { BufferSink(downstream: $0, timeSpan: timeSpan, count: count, scheduler: scheduler) }
    }
}

/// The state changes only under the delivery's lock, in transitions that return the arrays to send.
private final class BufferSink<Element>: TimerSink<Element, [Element]>, @unchecked Sendable {
    // Sendable: as TimerSink; `elements`, `windowID` and `finished` are only touched under `delivery`'s lock.
    private let count: Int
    /// The array being filled.
    private var elements: [Element] = []
    /// Numbers the arrays, so that the timer of an array already sent does nothing.
    private var windowID: UInt64 = 0
    private var finished = false

    init(downstream: Sink<[Element]>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.count = count
        super.init(downstream: downstream, dueTime: timeSpan, scheduler: scheduler)
    }

    /// The first array's time span starts with the subscription.
    override func start() { startTimer(0) }

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

    /// Sends the array of window `id`, unless it was sent before.
    override func timerFired(_ id: UInt64) {
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
}
