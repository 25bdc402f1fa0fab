/// A type-erased observer: forwards every event to a closure or to the observer it wraps.
public struct AnyObserver<Element>: ObserverType {
    /// The closure that receives the events.
    public typealias EventHandler = (Event<Element>) -> Void

    // An observer of the engine's own is called directly, and the event is taken apart here, in code the
    // caller's module specialises: taking a generic `Event` apart inside the engine would cost a type
    // metadata lookup per event.
    @usableFromInline let sink: Sink<Element>?
    @usableFromInline let handler: EventHandler?

    /// Creates an observer that hands every event to `eventHandler`.
    public init(eventHandler: @escaping EventHandler) {
        sink = nil
        handler = eventHandler
    }

    /// Wraps `observer`.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let sink = observer as? Sink<Element> {
            self.sink = sink
            handler = nil
        } else if let any = observer as? AnyObserver<Element> {
            self = any
        } else {
            sink = nil
            handler = observer.on
        }
    }

    init(sink: Sink<Element>) {
        self.sink = sink
        handler = nil
    }

    /// Hands `event` to the wrapped observer or closure.
    @inlinable
    public func on(_ event: Event<Element>) {
        // `sink?.` calls the sink where it is stored, where `if let sink` would retain and release it
        // around every event.
        guard sink != nil else {
            handler?(event)
            return
        }
        switch event {
        case .next(let element): sink?.onNext(element)
        case .error(let error): sink?.onError(error)
        case .completed: sink?.onCompleted()
        }
    }

    /// Sends `.next(element)`; to an observer of the engine's own without building an `Event`, which
    /// generic code would pay a type metadata lookup for.
    @inlinable
    public func onNext(_ element: Element) {
        guard sink != nil else {
            handler?(.next(element))
            return
        }
        sink?.onNext(element)
    }

    /// Returns itself.
    public func asObserver() -> AnyObserver<Element> { self }

    /// An observer that forwards every event to this one after transforming its elements with `transform`.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        let observer = self
        return AnyObserver<Result> { event in observer.on(event.map(transform)) }
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
