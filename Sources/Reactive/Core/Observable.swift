/// A sequence of events over time: the type every operator returns.
///
/// Subscriptions are independent: each `subscribe` runs the sequence's work anew (the sequence is
/// *cold*) unless an operator such as `share` or a subject makes it *hot*.
public class Observable<Element>: ObservableType {
    // Inlinable so that operators built in the caller's module initialise without a call.
    @inlinable
    init() {}

    /// Starts delivering the sequence to `sink` and returns what ends the delivery. Every observable of
    /// the engine overrides this. Whoever calls `run` owns the returned disposable and disposes it once
    /// `sink` has received a terminal event or is no longer wanted.
    func run(_ sink: Sink<Element>) -> Disposable {
        fatalError("Observable.run must be overridden by \(type(of: self))")
    }

    /// Whether the sequence sends exactly one element and completes as soon as it is subscribed (`just`),
    /// so that operators such as `flatMap` can take `immediateElement` without subscribing. Virtual
    /// members rather than a type check or an optional, either of which costs a type metadata lookup in
    /// generic code.
    var hasImmediateElement: Bool { false }

    /// The element of a sequence whose `hasImmediateElement` is true.
    var immediateElement: Element {
        preconditionFailure("\(type(of: self)) has no immediate element")
    }

    /// Subscribes `observer` and returns the disposable that ends the subscription.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = ObserverSink(observer)
        sink.start(self)
        return sink
    }

    /// Returns itself.
    public func asObservable() -> Observable<Element> { self }
}
