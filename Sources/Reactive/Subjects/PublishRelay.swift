/// A `PublishSubject` that can only send elements: it never fails and never completes, so it suits state
/// and user actions that must outlive any error.
///
/// ```swift
/// let relay = PublishRelay<Int>()
/// _ = relay.subscribe(onNext: { print($0) })
/// relay.accept(1)
/// // Prints: 1
/// ```
///
/// Delivery follows `PublishSubject`: thread-safe, one event at a time, re-entrant sends queued in order.
public final class PublishRelay<Element>: ObservableType, Sendable {
    private let subject = PublishSubject<Element>()

    /// A relay with no observers.
    public init() {}

    /// Sends `element` to every observer.
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
