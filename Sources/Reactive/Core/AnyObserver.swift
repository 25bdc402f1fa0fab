/// A type-erased observer: forwards every event to a closure or to the observer it wraps.
public struct AnyObserver<Element>: ObserverType {
    /// The closure that receives the events.
    public typealias EventHandler = (Event<Element>) -> Void

    private let observer: EventHandler

    /// Creates an observer that hands every event to `eventHandler`.
    public init(eventHandler: @escaping EventHandler) {
        observer = eventHandler
    }

    /// Wraps `observer`.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = observer.on
    }

    public func on(_ event: Event<Element>) {
        observer(event)
    }

    /// Returns itself.
    public func asObserver() -> AnyObserver<Element> { self }

    /// An observer that forwards every event to this one after transforming its elements with `transform`.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        let observer = self.observer
        return AnyObserver<Result> { event in observer(event.map(transform)) }
    }
}

extension ObserverType {
    /// This observer as an `AnyObserver`.
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

    /// An observer that forwards every event to this one after transforming its elements with `transform`.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in self.on(event.map(transform)) }
    }
}
