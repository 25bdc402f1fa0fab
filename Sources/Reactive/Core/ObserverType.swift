/// Something that receives the events of a sequence.
public protocol ObserverType {
    /// The type of the elements this observer receives.
    associatedtype Element

    /// Receives one event. Observers are called one event at a time, never concurrently.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends `.next(element)`.
    @inlinable
    public func onNext(_ element: Element) { on(.next(element)) }

    /// Sends `.completed`.
    @inlinable
    public func onCompleted() { on(.completed) }

    /// Sends `.error(error)`.
    @inlinable
    public func onError(_ error: Swift.Error) { on(.error(error)) }
}
