/// A scripted observable for tests that records when it was subscribed to.
public class TestableObservable<Element>: Observable<Element> {
    /// The scheduler the events are sent on.
    public let scheduler: TestScheduler
    /// The events it was scripted with.
    public let recordedEvents: [Recorded<Event<Element>>]
    /// Every subscription so far, with its start and (once disposed) end.
    public internal(set) var subscriptions: [Subscription] = []

    init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.scheduler = scheduler
        self.recordedEvents = recordedEvents
    }

    /// Records the start of a subscription and returns a disposable that records its end.
    func recordSubscription(onEnd: @escaping () -> Void) -> Disposable {
        subscriptions.append(Subscription(scheduler.clock))
        let index = subscriptions.count - 1
        return Disposables.create { [weak self] in
            onEnd()
            guard let self else { return }
            let start = self.subscriptions[index].subscribe
            self.subscriptions[index] = Subscription(start, self.scheduler.clock)
        }
    }
}

/// Sends its scripted events at their absolute times to whoever is subscribed then.
final class HotObservable<Element>: TestableObservable<Element> {
    private var observers: [(id: Int, sink: Sink<Element>)] = []
    private var nextID = 0

    override init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(scheduler: scheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            _ = scheduler.scheduleAbsoluteVirtual((), time: recorded.time) { [weak self] _ in
                self?.send(recorded.value)
                return Disposables.create()
            }
        }
    }

    private func send(_ event: Event<Element>) {
        for observer in observers { observer.sink.on(event) }
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        let id = nextID
        nextID += 1
        observers.append((id, sink))
        return recordSubscription { [weak self] in
            self?.observers.removeAll { $0.id == id }
        }
    }
}

/// Sends its scripted events to each subscriber at their times counted from that subscription.
final class ColdObservable<Element>: TestableObservable<Element> {
    override func run(_ sink: Sink<Element>) -> Disposable {
        let scheduled = CompositeDisposable()
        let start = scheduler.clock
        for recorded in recordedEvents {
            let disposable = scheduler.scheduleAbsoluteVirtual((), time: start + recorded.time) { _ in
                sink.on(recorded.value)
                return Disposables.create()
            }
            scheduled.insert(disposable)
        }
        return recordSubscription { scheduled.dispose() }
    }
}
