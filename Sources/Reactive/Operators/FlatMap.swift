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
    @inlinable
    public func flatMap<Inner: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Inner)
        -> Observable<Inner.Element>
    {
        select(FlatMapSink<Element, Inner.Element>.self, selector)
    }
}

@usableFromInline
final class FlatMapSink<Source, Element>: SelectorSink<Source, Element>, @unchecked Sendable {
    required init(downstream: Sink<Element>, selector: @escaping (Source) throws -> Observable<Element>) {
        super.init(downstream: downstream, selector: selector, lockFreeDisposal: true)
    }

    override func onNext(_ element: Source) {
        let inner: Observable<Element>
        do {
            inner = try selector(element)
        } catch {
            forwardError(error)
            return
        }
        if inner.hasImmediateElement {
            // Delivered as a subscription to the `just` would deliver it: holding the trampoline.
            Trampoline.hold { forwardNext(inner.immediateElement) }
        } else {
            subscribeInner(inner)
        }
    }
}
