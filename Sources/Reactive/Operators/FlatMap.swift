extension ObservableType {
    /// Maps every element to a sequence and merges the elements of all those sequences, in the order they
    /// arrive. Completes once the source and every inner sequence have completed; the first error, from
    /// the source, an inner sequence or a throwing `selector`, ends the sequence.
    ///
    /// ```
    /// source:      --a-----b------|
    /// inner(x):    -x--x|
    /// result:      ---a--a--b--b--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).flatMap { Observable.of($0, $0 * 10) }.subscribe(onNext: { print($0) })
    /// // Prints: 1, 10, 2, 20
    /// ```
    ///
    /// Inner sequences may send from several threads: their events are delivered one at a time. An event
    /// that arrives while downstream is still handling another (from another thread, or re-entrantly from
    /// downstream's own reaction) is delivered right after that one returns. Each live inner subscription
    /// counts in `Resources.total`.
    public func flatMap<Inner: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Inner)
        -> Observable<Inner.Element>
    {
        FlatMapObservable(source: asObservable(), selector: selector)
    }
}

final class FlatMapObservable<Source, Inner: ObservableConvertibleType>: Observable<Inner.Element> {
    private let source: Observable<Source>
    private let selector: (Source) throws -> Inner

    init(source: Observable<Source>, selector: @escaping (Source) throws -> Inner) {
        self.source = source
        self.selector = selector
    }

    override func run(_ downstream: Sink<Element>) -> Disposable {
        let flatMap = FlatMapSink(downstream: downstream, selector: selector)
        flatMap.setOuter(source.run(flatMap))
        return flatMap
    }
}

private final class FlatMapSink<Source, Inner: ObservableConvertibleType>: FanInSink<Source, Inner.Element>,
    @unchecked Sendable
{
    // Sendable: as FanInSink; `selector` is immutable.
    private let selector: (Source) throws -> Inner

    init(downstream: Sink<Inner.Element>, selector: @escaping (Source) throws -> Inner) {
        self.selector = selector
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source) {
        let inner: Observable<Inner.Element>
        do {
            inner = try selector(element).asObservable()
        } catch {
            forwardError(error)
            return
        }
        if isJust(inner) {
            runJust(inner)
        } else {
            subscribeInner(inner)
        }
    }
}
