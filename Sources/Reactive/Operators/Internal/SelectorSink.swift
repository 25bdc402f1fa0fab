/// The base of the sinks of the operators that map each element to an inner sequence with a selector
/// (`flatMap`, `flatMapLatest`, `flatMapFirst`, `concatMap`): what they share with `merge`, and the
/// selector.
@usableFromInline
class SelectorSink<Source, Element>: FanInSink<Source, Element>, @unchecked Sendable {
    // Sendable: as FanInSink; `selector` is immutable.
    final let selector: (Source) throws -> Observable<Element>

    /// What `SelectorObservable` calls, through the sink's class, for each subscription.
    required init(downstream: Sink<Element>, selector: @escaping (Source) throws -> Observable<Element>) {
        self.selector = selector
        super.init(downstream: downstream)
    }

    /// - Parameter lockFreeDisposal: see `FanInSink.init(downstream:lockFreeDisposal:)`.
    @inline(__always)
    init(
        downstream: Sink<Element>, selector: @escaping (Source) throws -> Observable<Element>, lockFreeDisposal: Bool
    ) {
        self.selector = selector
        super.init(downstream: downstream, lockFreeDisposal: lockFreeDisposal)
    }
}

/// The observable of the operators built on a `SelectorSink`.
///
/// The inner sequences' type is erased by the inlinable operator, where the caller's types are known,
/// which keeps associated-type lookups out of the per-element path. The operator also names the sink's
/// class there, in specialised code: naming it in `run`, which is not specialised, would cost a type
/// metadata lookup per subscription.
@usableFromInline
final class SelectorObservable<Source, Element>: Observable<Element> {
    @usableFromInline let source: Observable<Source>
    @usableFromInline let sinkType: SelectorSink<Source, Element>.Type
    @usableFromInline let selector: (Source) throws -> Observable<Element>

    @inlinable
    init(
        source: Observable<Source>, sinkType: SelectorSink<Source, Element>.Type,
        selector: @escaping (Source) throws -> Observable<Element>
    ) {
        self.source = source
        self.sinkType = sinkType
        self.selector = selector
    }

    override func run(_ downstream: Sink<Element>) -> Disposable {
        // `FanInSink.subscribe(to:)`, written out: the sink is handed on rather than retained once more.
        let sink = sinkType.init(downstream: downstream, selector: selector)
        sink.setOuter(source.run(sink))
        return anyDisposable(sink)
    }
}

extension ObservableType {
    /// The operator whose sink is of class `sinkType`, with `selector`: what the selector operators
    /// return. Inlinable, so that it is written in their callers' specialised code.
    @inlinable
    func select<Inner: ObservableConvertibleType>(
        _ sinkType: SelectorSink<Element, Inner.Element>.Type, _ selector: @escaping (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        SelectorObservable(source: asObservable(), sinkType: sinkType) { try selector($0).asObservable() }
    }
}
