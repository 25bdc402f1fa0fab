/// A type that holds an `Event`, so that `dematerialize` can take it apart.
public protocol EventConvertible {
    /// The type of the event's element.
    associatedtype Element

    /// The event.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// Itself.
    public var event: Event<Element> { self }
}

extension ObservableType where Element: EventConvertible {
    /// Turns a sequence of events back into the sequence they describe: `.next` elements are sent,
    /// and a `.error` or `.completed` element ends the sequence.
    ///
    /// ```
    /// source:      --n1--n2--c--|
    /// dematerialize()
    /// result:      --1---2---|
    /// ```
    ///
    /// ```swift
    /// _ = Observable<Event<Int>>.of(.next(1), .completed).dematerialize().subscribe(onNext: { print($0) })
    /// // Prints: 1
    /// ```
    public func dematerialize() -> Observable<Element.Element> {
        lift { DematerializeSink(downstream: $0) }
    }
}

private final class DematerializeSink<Source: EventConvertible>: ForwardingSink<Source, Source.Element> {
    override func onNext(_ element: Source) {
        guard !stopped else { return }
        switch element.event {
        case .next(let value): downstream.onNext(value)
        case .error(let error): forwardError(error)
        case .completed: forwardCompleted()
        }
    }
}
