extension ObservableType {
    /// Sends an element only once `dueTime` has passed without another one; a newer element replaces the one
    /// waiting. Completion sends the element still waiting, at once.
    ///
    /// ```
    /// source:  --a-b------c--d-----|
    /// debounce(3 frames)
    /// result:  -------b---------d--|
    /// ```
    ///
    /// ```swift
    /// let query = PublishSubject<String>()
    /// _ = query.debounce(.milliseconds(300), scheduler: MainScheduler.instance)
    ///     .subscribe(onNext: { print($0) })
    /// query.onNext("s")
    /// query.onNext("sw")  // within 300 ms of "s"
    /// // Prints, 300 ms after "sw": sw
    /// ```
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        DebounceObservable(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

final class DebounceObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        let debounceSink = DebounceSink(downstream: sink, dueTime: dueTime, scheduler: scheduler)
        debounceSink.sourceSubscription.setDisposable(source.run(debounceSink))
        return debounceSink
    }
}

/// The source and the timer may send from different threads: the state below changes only under the
/// delivery's lock, in transitions that return the events to send and the action to take afterwards.
private final class DebounceSink<Element>: Sink<Element>, Disposable, @unchecked Sendable {
    // Sendable: `state` and `nextID` are only touched under `delivery`'s lock; the disposables are locked.
    private enum State {
        /// No element is waiting.
        case idle
        /// `element` is sent if the timer numbered `id` fires before another element arrives.
        case waiting(element: Element, id: UInt64)
        /// The sequence has ended: nothing more is sent.
        case finished
    }

    private let delivery: SerialDelivery<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    let sourceSubscription = SingleAssignmentDisposable()
    private let timer = SerialDisposable()
    private var state = State.idle
    private var nextID: UInt64 = 0

    init(downstream: Sink<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        delivery = SerialDelivery(downstream: downstream)
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func onNext(_ element: Element) {
        let id: UInt64? = delivery.update {
            if case .finished = state { return (.none, nil) }
            nextID &+= 1
            state = .waiting(element: element, id: nextID)
            return (.none, nextID)
        }
        guard let id else { return }
        // Replacing the timer cancels the one of the element this one supersedes.
        timer.disposable = scheduler.scheduleRelative(id, dueTime: dueTime) { [weak self] id in
            self?.timerFired(id)
            return Disposables.create()
        }
    }

    private func timerFired(_ id: UInt64) {
        delivery.perform {
            guard case .waiting(let element, id) = state else { return .none }
            state = .idle
            return .one(.next(element))
        }
    }

    override func onError(_ error: Swift.Error) {
        delivery.perform {
            if case .finished = state { return .none }
            state = .finished
            return .one(.error(error))
        }
        dispose()
    }

    override func onCompleted() {
        delivery.perform {
            let waiting = state
            state = .finished
            switch waiting {
            case .idle: return .one(.completed)
            case .waiting(let element, _): return .two(.next(element), .completed)
            case .finished: return .none
            }
        }
        dispose()
    }

    func dispose() {
        timer.dispose()
        sourceSubscription.dispose()
    }
}
