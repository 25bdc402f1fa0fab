/// An observer that records every event it receives with the scheduler's clock at that moment.
public final class TestableObserver<Element>: ObserverType {
    private let scheduler: TestScheduler

    /// Everything received so far, in order.
    public private(set) var events: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Records `event` with the scheduler's clock.
    public func on(_ event: Event<Element>) {
        events.append(Recorded(time: scheduler.clock, value: event))
    }
}
