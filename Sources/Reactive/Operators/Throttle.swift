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
        ThrottleObservable(source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler)
    }
}

final class ThrottleObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let latest: Bool
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        let throttleSink = ThrottleSink(downstream: sink, dueTime: dueTime, latest: latest, scheduler: scheduler)
        throttleSink.sourceSubscription.setDisposable(source.run(throttleSink))
        return throttleSink
    }
}

/// The source and the timer may send from different threads: the state below changes only under the
/// delivery's lock, in transitions that return the events to send and the action to take afterwards.
private final class ThrottleSink<Element>: Sink<Element>, Disposable, @unchecked Sendable {
    // Sendable: `lastSent`, `pending`, `sourceDone` and `finished` are only touched under `delivery`'s
    // lock; the disposables are locked.
    private let delivery: SerialDelivery<Element>
    private let dueTime: RxTimeInterval
    private let latest: Bool
    private let scheduler: SchedulerType
    let sourceSubscription = SingleAssignmentDisposable()
    private let timer = SerialDisposable()
    /// When the last element was sent; `nil` before the first, which is sent at once.
    private var lastSent: RxTime?
    /// The last element of the current window, sent when the window ends.
    private var pending: Element?
    /// The source completed while `pending` waited: completion follows it.
    private var sourceDone = false
    /// A terminal event has been sent.
    private var finished = false

    init(downstream: Sink<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        delivery = SerialDelivery(downstream: downstream)
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
    }

    override func onNext(_ element: Element) {
        let now = scheduler.now
        let wait: RxTimeInterval? = delivery.update {
            if finished { return (.none, nil) }
            let elapsed = lastSent.map { now.timeIntervalSince($0) } ?? .infinity
            if elapsed >= dueTime.seconds {
                pending = nil
                lastSent = now
                return (.one(.next(element)), nil)
            }
            guard latest else { return (.none, nil) }
            let timerRunning = pending != nil
            pending = element
            return (.none, timerRunning ? nil : RxTimeInterval(seconds: dueTime.seconds - elapsed))
        }
        if let wait {
            timer.disposable = scheduler.scheduleRelative((), dueTime: wait) { [weak self] _ in
                self?.windowEnded()
                return Disposables.create()
            }
        }
        delivery.drain()
    }

    private func windowEnded() {
        let now = scheduler.now
        delivery.perform {
            if finished { return .none }
            let element = pending
            pending = nil
            if element != nil { lastSent = now }
            switch (element, sourceDone) {
            case (let element?, true):
                finished = true
                return .two(.next(element), .completed)
            case (let element?, false): return .one(.next(element))
            case (nil, true):
                finished = true
                return .one(.completed)
            case (nil, false): return .none
            }
        }
    }

    override func onError(_ error: Swift.Error) {
        delivery.perform {
            if finished { return .none }
            finished = true
            pending = nil
            return .one(.error(error))
        }
        dispose()
    }

    /// An element still due waits for the end of its window; completion follows it.
    override func onCompleted() {
        delivery.perform {
            if finished { return .none }
            if pending != nil {
                sourceDone = true
                return .none
            }
            finished = true
            return .one(.completed)
        }
        sourceSubscription.dispose()
    }

    func dispose() {
        timer.dispose()
        sourceSubscription.dispose()
    }
}
