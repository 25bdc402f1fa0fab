/// A scripted observable for tests that records when it was subscribed to.
public class TestableObservable<Element>: Observable<Element> {
    /// The scheduler the events are sent on.
    let testScheduler: TestScheduler
    /// The events it was scripted with: at absolute ticks for a hot observable, at ticks counted from each
    /// subscription for a cold one.
    public let recordedEvents: [Recorded<Event<Element>>]
    /// Every subscription so far, with its start and (once disposed) end.
    public internal(set) var subscriptions: [Subscription] = []
    /// The number an interleaving explorer knows the observable by, or nil outside an exploration.
    let explorationSource: Int?

    init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        testScheduler = scheduler
        self.recordedEvents = recordedEvents
        explorationSource = scheduler.newExplorationSource()
    }

    /// Sends `observer` every event scripted while it is subscribed, as RxTest's test observables do: an
    /// observer subscribed here directly sees events scripted after a terminal one, while operators and
    /// `subscribe(onNext:...)` keep the observer contract and stop at the first terminal event.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        run(RawObserverSink(observer))
    }

    /// A new observable whose subscriptions subscribe to this one, as RxTest's `asObservable()` returns.
    public override func asObservable() -> Observable<Element> {
        TestableObservableAdapter(self)
    }

    /// Records the start of a subscription and returns a disposable that runs `onEnd` and records the end.
    ///
    /// The disposable holds the observable, so an observable that someone is subscribed to stays alive
    /// (and keeps sending) even when the test no longer holds it.
    func recordSubscription(onEnd: @escaping () -> Void) -> Disposable {
        subscriptions.append(Subscription(testScheduler.clock))
        let index = subscriptions.count - 1
        return Disposables.create {
            onEnd()
            self.subscriptions[index] = Subscription(self.subscriptions[index].subscribe, self.testScheduler.clock)
        }
    }
}

/// Hands every event to an observer, terminal or not.
private final class RawObserverSink<Observer: ObserverType>: Sink<Observer.Element> {
    private let observer: Observer

    init(_ observer: Observer) { self.observer = observer }

    override func onNext(_ element: Element) { observer.on(.next(element)) }
    override func onError(_ error: Swift.Error) { observer.on(.error(error)) }
    override func onCompleted() { observer.on(.completed) }
}

/// Presents a test observable as a plain `Observable` of its own.
private final class TestableObservableAdapter<Element>: Observable<Element> {
    private let source: TestableObservable<Element>

    init(_ source: TestableObservable<Element>) { self.source = source }

    override func run(_ sink: Sink<Element>) -> Disposable {
        source.run(sink)
    }
}

/// Sends its scripted events at their absolute ticks to whoever is subscribed then.
///
/// An event scripted for a tick that has already passed is sent at once, on the scheduler's next step.
final class HotObservable<Element>: TestableObservable<Element> {
    private var observers: [(id: Int, sink: Sink<Element>)] = []
    private var nextID = 0

    override init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(scheduler: scheduler, recordedEvents: recordedEvents)
        // One ordering group: events scripted for the same tick are sent in the order of the script.
        let group = scheduler.newExplorationGroup()
        for recorded in recordedEvents {
            let label = { [explorationSource] in "hot observable #\(explorationSource ?? 0)'s \(recorded.value)" }
            scheduler.withExplorationLabel(label(), group: group, source: explorationSource) {
                // Weak: with nobody subscribed and nobody holding it, sending would reach no one, and a strong
                // reference would keep the observable and the scheduler in a cycle until every event ran.
                _ = scheduler.scheduleAbsoluteVirtual(recorded.value, time: recorded.time) { [weak self] event in
                    self?.send(event)
                    return Disposables.create()
                }
            }
        }
    }

    private func send(_ event: Event<Element>) {
        // A copy: observers that subscribe or unsubscribe while this event is sent do not change who gets it.
        for observer in observers { observer.sink.on(event) }
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        let id = nextID
        nextID += 1
        observers.append((id, sink))
        return recordSubscription {
            self.observers.removeAll { $0.id == id }
        }
    }
}

/// Sends its scripted events to each subscriber at their ticks counted from that subscription.
///
/// An event at tick 0 is sent at the tick of the subscription, after the subscription returns.
final class ColdObservable<Element>: TestableObservable<Element> {
    override func run(_ sink: Sink<Element>) -> Disposable {
        let scheduled = CompositeDisposable()
        // One ordering group per subscription: its events for the same tick are sent in the script's order.
        let group = testScheduler.newExplorationGroup()
        let number = subscriptions.count + 1
        for recorded in recordedEvents {
            let label = { [explorationSource] in
                "cold observable #\(explorationSource ?? 0)'s \(recorded.value) (subscription \(number))"
            }
            testScheduler.withExplorationLabel(label(), group: group, source: explorationSource) {
                let disposable = testScheduler.scheduleRelativeVirtual(recorded.value, dueTime: recorded.time) {
                    event in
                    sink.on(event)
                    return Disposables.create()
                }
                scheduled.insert(disposable)
            }
        }
        return recordSubscription { scheduled.dispose() }
    }
}
