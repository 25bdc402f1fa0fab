import Foundation

extension ObservableType {
    /// Sends an element, then lets at most one more through per `dueTime`: the first element at once, and
    /// with `latest` the last one that arrived during the window, when the window ends.
    ///
    /// With `latest: false`, elements arriving within `dueTime` of the last one sent are dropped. Completion
    /// waits for an element still due at the end of the window; an error drops it.
    ///
    /// ```
    /// source:  --a-b-c------d-e---|
    /// throttle(4 frames)
    /// result:  --a---c------d---e-|
    /// ```
    ///
    /// ```swift
    /// let taps = PublishSubject<Int>()
    /// _ = taps.throttle(.seconds(1), scheduler: MainScheduler.instance).subscribe(onNext: { print($0) })
    /// taps.onNext(1)
    /// taps.onNext(2)
    /// taps.onNext(3)
    /// // Prints: 1, then 3 a second later
    /// ```
    ///
    /// - Parameter latest: Whether to send the last element of a window when the window ends.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType)
        -> Observable<Element>
    {
        lift { ThrottleSink(downstream: $0, dueTime: dueTime, latest: latest, scheduler: scheduler) }
    }
}

/// The state below changes only under the delivery's lock, in transitions that return the events to send
/// and the action to take afterwards.
private final class ThrottleSink<Element>: TimerSink<Element, Element>, @unchecked Sendable {
    // Sendable: as TimerSink; `state` and `lastSent` are only touched under `delivery`'s lock.
    private enum State {
        /// No element waits for the end of a window.
        case idle
        /// `element` is sent when the current window ends, then completion if `completing` (the source
        /// completed meanwhile).
        case waiting(element: Element, completing: Bool)
        /// The sequence has ended: nothing more is sent.
        case finished
    }

    private let latest: Bool
    private var state = State.idle
    /// When the last element was sent; `nil` before the first, which is sent at once.
    private var lastSent: RxTime?

    init(downstream: Sink<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        self.latest = latest
        super.init(downstream: downstream, dueTime: dueTime, scheduler: scheduler)
    }

    override func onNext(_ element: Element) {
        let now = scheduler.now
        let windowEnd: RxTimeInterval? = delivery.update { arrived(element, at: now) }
        if let windowEnd { startTimer(0, after: windowEnd) }
        delivery.drain()
    }

    /// Under the lock: sends `element` if the window is over, or keeps it for the end of the window, which
    /// the returned interval asks a timer for when none is running yet.
    private func arrived(_ element: Element, at now: RxTime) -> (Emission<Element>, RxTimeInterval?) {
        let elapsed = lastSent.map { now.timeIntervalSince($0) } ?? .infinity
        switch state {
        case .finished:
            return (.none, nil)
        case .idle, .waiting:
            if elapsed >= dueTime.seconds - Self.sameInstant {
                state = .idle
                lastSent = now
                return (.one(.next(element)), nil)
            }
            guard latest else { return (.none, nil) }
            let timerRunning = if case .waiting = state { true } else { false }
            state = .waiting(element: element, completing: false)
            return (.none, timerRunning ? nil : RxTimeInterval(seconds: dueTime.seconds - elapsed))
        }
    }

    /// The window ended.
    override func timerFired(_ id: UInt64) {
        let now = scheduler.now
        delivery.perform {
            guard case .waiting(let element, let completing) = state else { return .none }
            lastSent = now
            if completing {
                state = .finished
                return .two(.next(element), .completed)
            }
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

    /// An element still waiting for the end of its window goes first; completion follows it.
    override func onCompleted() {
        delivery.perform {
            switch state {
            case .finished:
                return .none
            case .waiting(let element, _):
                state = .waiting(element: element, completing: true)
                return .none
            case .idle:
                state = .finished
                return .one(.completed)
            }
        }
        sourceSubscription.dispose()
    }
}
