/// A `BehaviorSubject` that can only send elements: it holds a current value, sends it to each new
/// subscriber, and never fails nor completes.
///
/// ```swift
/// let relay = BehaviorRelay(value: 1)
/// _ = relay.subscribe(onNext: { print($0) })
/// relay.accept(2)
/// print(relay.value)
/// // Prints: 1, 2, 2
/// ```
///
/// Delivery follows `BehaviorSubject`: thread-safe, one event at a time, re-entrant sends queued in order;
/// `value` reflects an accepted element at once, even when its delivery is queued.
public final class BehaviorRelay<Element>: ObservableType, Sendable {
    private let subject: BehaviorSubject<Element>

    /// A relay whose current value is `value` until the first element is accepted.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// The current value: the latest accepted element, or the initial value.
    public var value: Element {
        // The subject is private to the relay, which never fails nor disposes it: `value()` cannot throw.
        try! subject.value()
    }

    /// Makes `element` the current value and sends it to every observer.
    public func accept(_ element: Element) {
        subject.onNext(element)
    }

    /// Subscribes `observer` to the accepted elements; it never receives a terminal event.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable sequence, which never ends.
    public func asObservable() -> Observable<Element> { subject }
}
