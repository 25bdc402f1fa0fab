extension ObservableType {
    /// Maps every element to a sequence and sends the elements of the most recent one only: a new element
    /// disposes the inner sequence of the previous one. Completes once the source and the latest inner
    /// sequence have completed; an error from the source, the latest inner sequence or a throwing
    /// `selector` ends the sequence.
    ///
    /// ```
    /// source:      --a-----b--------|
    /// inner(x):    -x--x--x|
    /// result:      ---a--a--b--b--b-|
    /// ```
    ///
    /// The typical use is a search field: each query starts a request and cancels the one before it.
    ///
    /// ```swift
    /// let results = queries.flatMapLatest { query in search(query) }
    /// _ = Observable.of(1, 2).flatMapLatest { Observable.of($0, $0 * 10) }.subscribe(onNext: { print($0) })
    /// // Prints: 1, 10, 2, 20
    /// ```
    ///
    /// The previous inner subscription is disposed before the next one starts; events an inner sequence
    /// sends after it was replaced are dropped, whichever thread they come from.
    public func flatMapLatest<Inner: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Inner)
        -> Observable<Inner.Element>
    {
        FlatMapLatestObservable(source: asObservable(), selector: selector)
    }
}

final class FlatMapLatestObservable<Source, Inner: ObservableConvertibleType>: Observable<Inner.Element> {
    private let source: Observable<Source>
    private let selector: (Source) throws -> Inner

    init(source: Observable<Source>, selector: @escaping (Source) throws -> Inner) {
        self.source = source
        self.selector = selector
    }

    override func run(_ downstream: Sink<Element>) -> Disposable {
        let sink = FlatMapLatestSink(downstream: downstream, selector: selector)
        sink.setOuter(source.run(sink))
        return sink
    }
}

private final class FlatMapLatestSink<Source, Inner: ObservableConvertibleType>: FanInSink<Source, Inner.Element>,
    @unchecked Sendable
{
    // Sendable: as FanInSink; `latest` is only touched under `lock`, `selector` is immutable.
    private let selector: (Source) throws -> Inner
    /// The inner subscription whose events go through; the only one in the list.
    private var latest: FanInInner<Source, Inner.Element>?

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
        let just = isJust(inner)
        var replaced = false
        var replacedSubscription: Disposable?
        lock.lock()
        if let previous = latest {
            (replaced, replacedSubscription) = unlinkInnerLocked(previous)
        }
        latest = just ? nil : linkInnerLocked()
        let next = latest
        lock.unlock()
        if replaced {
            replacedSubscription?.dispose()
            Resources.subscriptionEnded()
        }
        if just {
            runJust(inner)
        } else if let next {
            start(next, inner)
        }
    }

    override func innerCompleted(_ inner: FanInInner<Source, Inner.Element>) {
        lock.lock()
        if latest === inner { latest = nil }
        lock.unlock()
        finishInner(inner)
    }
}
