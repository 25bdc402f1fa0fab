/// A sequence of events over time: the type every operator returns.
///
/// Subscriptions are independent: each `subscribe` runs the sequence's work anew (the sequence is
/// *cold*) unless an operator such as `share` or a subject makes it *hot*.
public class Observable<Element>: ObservableType {
    init() {}

    /// Starts delivering the sequence to `sink` and returns what ends the delivery. Every observable of
    /// the engine overrides this. Whoever calls `run` owns the returned disposable and disposes it once
    /// `sink` has received a terminal event or is no longer wanted.
    func run(_ sink: Sink<Element>) -> Disposable {
        fatalError("Observable.run must be overridden by \(type(of: self))")
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = ObserverSink(observer)
        sink.start(self)
        return sink
    }

    public func asObservable() -> Observable<Element> { self }
}
