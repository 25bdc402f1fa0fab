import Foundation

extension ObservableType {
    /// Shifts every element, and the completion, `dueTime` later. An error is sent at once, dropping what
    /// was still delayed.
    ///
    /// ```
    /// source:  --a--b--|
    /// delay(2 frames)
    /// result:  ----a--b--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).delay(.seconds(1), scheduler: MainScheduler.instance)
    ///     .subscribe(onNext: { print($0) })
    /// // Prints, a second later: 1, 2
    /// ```
    ///
    /// - Complexity: Keeps every element received in the last `dueTime` in memory.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        lift { DelaySink(downstream: $0, dueTime: dueTime, scheduler: scheduler) }
    }
}

/// The queue below changes only under the delivery's lock. One timer at a time runs, for the earliest event
/// of the queue; it sends that one event and is scheduled again for the next.
private final class DelaySink<Element>: TimerSink<Element, Element>, @unchecked Sendable {
    // Sendable: as TimerSink; `queue`, `head` and `timerRunning` are only touched under `delivery`'s lock.
    /// The delayed events and when each is due, oldest first from `head`.
    private var queue: [(due: RxTime, event: Event<Element>)] = []
    private var head = 0
    /// A timer is scheduled for the event at `head`.
    private var timerRunning = false

    override func onNext(_ element: Element) { enqueue(.next(element)) }

    override func onCompleted() {
        enqueue(.completed)
        sourceSubscription.dispose()
    }

    /// An error overtakes whatever is still delayed.
    override func onError(_ error: Swift.Error) {
        delivery.perform {
            queue = []
            head = 0
            return .one(.error(error))
        }
        dispose()
    }

    private func enqueue(_ event: Event<Element>) {
        let due = scheduler.now.addingTimeInterval(dueTime.seconds)
        let startsTimer: Bool = delivery.update {
            if delivery.isFinished { return (.none, false) }
            queue.append((due, event))
            defer { timerRunning = true }
            return (.none, !timerRunning)
        }
        if startsTimer { startTimer(0) }
    }

    /// What the timer does after the event at the head of the queue.
    private enum Step {
        /// Fire again in this many seconds, for the event now at the head.
        case wait(TimeInterval)
        /// The queue is empty: the next event starts a timer of its own.
        case idle
    }

    /// Sends the event at the head of the queue if it is due, then waits for the next one: one event per
    /// scheduler pass, as in RxSwift, so events due at once still arrive in actions of their own.
    override func timerFired(_ id: UInt64) {
        let now = scheduler.now
        let step = delivery.update { takeDueEvent(at: now) }
        if case .wait(let seconds) = step { startTimer(0, after: RxTimeInterval(seconds: seconds)) }
        delivery.drain()
    }

    /// Runs under the delivery's lock.
    private func takeDueEvent(at now: RxTime) -> (Emission<Element>, Step) {
        guard head < queue.count else { return (.none, idle()) }
        let (due, event) = queue[head]
        let wait = due.timeIntervalSince(now)
        if wait >= Self.sameInstant { return (.none, .wait(wait)) }
        head += 1
        guard head < queue.count else { return (.one(event), idle()) }
        return (.one(event), .wait(max(0, queue[head].due.timeIntervalSince(now))))
    }

    /// Runs under the delivery's lock, once the queue is empty.
    private func idle() -> Step {
        queue.removeAll(keepingCapacity: true)
        head = 0
        timerRunning = false
        return .idle
    }
}
