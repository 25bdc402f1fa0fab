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
        lift { DebounceSink(downstream: $0, dueTime: dueTime, scheduler: scheduler) }
    }
}

/// The state below changes only under the delivery's lock, in transitions that return the events to send
/// and the action to take afterwards.
private final class DebounceSink<Element>: TimerSink<Element, Element>, @unchecked Sendable {
    // Sendable: as TimerSink; `state` and `nextID` are only touched under `delivery`'s lock.
    private enum State {
        /// No element is waiting.
        case idle
        /// `element` is sent if the timer numbered `id` fires before another element arrives.
        case waiting(element: Element, id: UInt64)
        /// The sequence has ended: nothing more is sent.
        case finished
    }

    private var state = State.idle
    private var nextID: UInt64 = 0

    override func onNext(_ element: Element) {
        let id: UInt64? = delivery.update {
            if case .finished = state { return (.none, nil) }
            nextID &+= 1
            state = .waiting(element: element, id: nextID)
            return (.none, nextID)
        }
        guard let id else { return }
        // Replacing the timer cancels the one of the element this one supersedes.
        startTimer(id)
    }

    override func timerFired(_ id: UInt64) {
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
}
