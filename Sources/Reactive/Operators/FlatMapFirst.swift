extension ObservableType {
    /// Maps an element to a sequence and sends its elements, ignoring the source's elements while that
    /// sequence is running (`selector` is not even called for them). Completes once the source and the
    /// running inner sequence have completed; the first error ends the sequence.
    ///
    /// ```
    /// source:      --a--b-----c----|
    /// inner(x):    -x--x|
    /// result:      ---a--a-----c--c|
    /// ```
    ///
    /// The typical use is a button that starts a request: taps while it runs are ignored.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).flatMapFirst { Observable.of($0, $0 * 10) }.subscribe(onNext: { print($0) })
    /// // Prints: 1, 10, 2, 20
    /// ```
    @inlinable
    public func flatMapFirst<Inner: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Inner)
        -> Observable<Inner.Element>
    {
        select(FlatMapFirstSink<Element, Inner.Element>.self, selector)
    }
}

@usableFromInline
final class FlatMapFirstSink<Source, Element>: SelectorSink<Source, Element>, @unchecked Sendable {
    override func onNext(_ element: Source) {
        lock.lock()
        let busy = innerCount > 0
        lock.unlock()
        // Only this method starts inner subscriptions, and the source's events are serial, so nothing
        // can start one between the check and the subscription below.
        if busy { return }
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
