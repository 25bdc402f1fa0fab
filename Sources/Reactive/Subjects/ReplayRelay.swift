/// A `ReplaySubject` that can only send elements: it replays its buffer to each new subscriber and never
/// fails nor completes.
///
/// ```swift
/// let relay = ReplayRelay<Int>.create(bufferSize: 1)
/// relay.accept(1)
/// relay.accept(2)
/// _ = relay.subscribe(onNext: { print($0) })
/// // Prints: 2
/// ```
public final class ReplayRelay<Element>: ObservableType, Sendable {
    private let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// A relay that replays its latest `bufferSize` elements to each new subscriber.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: .create(bufferSize: bufferSize))
    }

    /// A relay that replays every element it ever accepted to each new subscriber.
    public static func createUnbounded() -> ReplayRelay<Element> {
        ReplayRelay(subject: .createUnbounded())
    }

    /// Keeps `element` in the buffer and sends it to every observer.
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
