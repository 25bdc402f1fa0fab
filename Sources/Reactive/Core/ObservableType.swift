/// A type that can present itself as an `Observable`.
public protocol ObservableConvertibleType {
    /// The type of the elements of the sequence.
    associatedtype Element

    /// This value as an `Observable`.
    func asObservable() -> Observable<Element>
}

/// A sequence of events that observers can subscribe to. Every operator is defined on this protocol.
public protocol ObservableType: ObservableConvertibleType {
    /// Subscribes `observer`; the returned disposable ends the subscription.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    /// Wraps this sequence in an `Observable` whose subscriptions forward to `subscribe(_:)`.
    public func asObservable() -> Observable<Element> {
        ObservableTypeAdapter(self)
    }
}

/// Presents a user-defined `ObservableType` as an `Observable`.
private final class ObservableTypeAdapter<Source: ObservableType>: Observable<Source.Element> {
    private let source: Source

    init(_ source: Source) { self.source = source }

    override func run(_ sink: Sink<Element>) -> Disposable {
        source.subscribe(sink)
    }
}
