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
    public func flatMapFirst<Inner: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Inner)
        -> Observable<Inner.Element>
    {
        FlatMapFirstObservable(source: asObservable(), selector: selector)
    }
}

final class FlatMapFirstObservable<Source, Inner: ObservableConvertibleType>: Observable<Inner.Element> {
    private let source: Observable<Source>
    private let selector: (Source) throws -> Inner

    init(source: Observable<Source>, selector: @escaping (Source) throws -> Inner) {
        self.source = source
        self.selector = selector
    }

    override func run(_ downstream: Sink<Element>) -> Disposable {
        let sink = FlatMapFirstSink(downstream: downstream, selector: selector)
        sink.setOuter(source.run(sink))
        return sink
    }
}

private final class FlatMapFirstSink<Source, Inner: ObservableConvertibleType>: FanInSink<Source, Inner.Element>,
    @unchecked Sendable
{
    // Sendable: as FanInSink; `selector` is immutable.
    private let selector: (Source) throws -> Inner

    init(downstream: Sink<Inner.Element>, selector: @escaping (Source) throws -> Inner) {
        self.selector = selector
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source) {
        lock.lock()
        let busy = innerCount > 0
        lock.unlock()
        // Only this method starts inner subscriptions, and the source's events are serial, so nothing
        // can start one between the check and the subscription below.
        if busy { return }
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
