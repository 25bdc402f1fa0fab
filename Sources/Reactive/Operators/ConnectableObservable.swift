/// A sequence whose subscribers share one subscription to its source, made only when `connect()` is
/// called: the shape `publish`, `multicast` and `replay` return.
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes to the source, once, and sends its events to every subscriber; disposing the result
    /// ends that subscription. While connected, calling it again returns the same connection.
    func connect() -> Disposable
}

/// An observable whose subscribers wait for `connect()`, then share one subscription to its source.
///
/// ```swift
/// let shared = Observable.of(1, 2).publish()
/// _ = shared.subscribe(onNext: { print("a\($0)") })
/// _ = shared.subscribe(onNext: { print("b\($0)") })
/// _ = shared.connect()
/// // Prints: a1, b1, a2, b2
/// ```
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    /// Subscribes to the source, once, and sends its events to every subscriber; disposing the result
    /// ends that subscription.
    public func connect() -> Disposable {
        fatalError("ConnectableObservable.connect must be overridden by \(type(of: self))")
    }
}
