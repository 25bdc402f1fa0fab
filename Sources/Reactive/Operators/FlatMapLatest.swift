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
    @inlinable
    public func flatMapLatest<Inner: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Inner)
        -> Observable<Inner.Element>
    {
        FlatMapLatestObservable(
            source: asObservable(), sinkType: FlatMapLatestSink<Element, Inner.Element>.self
        ) { try selector($0).asObservable() }
    }
}

/// The inner sequences' type is erased by the inlinable operator, where the caller's types are known,
/// which keeps associated-type lookups out of the per-element path. The operator also names the sink's
/// class there, in specialised code: naming it in `run`, which is not specialised, would cost a type
/// metadata lookup per subscription.
@usableFromInline
final class FlatMapLatestObservable<Source, Element>: Observable<Element> {
    @usableFromInline let source: Observable<Source>
    @usableFromInline let sinkType: FlatMapLatestSink<Source, Element>.Type
    @usableFromInline let selector: (Source) throws -> Observable<Element>

    @inlinable
    init(
        source: Observable<Source>, sinkType: FlatMapLatestSink<Source, Element>.Type,
        selector: @escaping (Source) throws -> Observable<Element>
    ) {
        self.source = source
        self.sinkType = sinkType
        self.selector = selector
    }

    override func run(_ downstream: Sink<Element>) -> Disposable {
        let sink = sinkType.init(downstream: downstream, selector: selector)
        sink.setOuter(source.run(sink))
        return anyDisposable(sink)
    }
}

@usableFromInline
final class FlatMapLatestSink<Source, Element>: FanInSink<Source, Element>, @unchecked Sendable {
    // Sendable: as FanInSink; `latest` is only touched under `lock`, `hasLatest` is atomic, `selector` is
    // immutable.
    private let selector: (Source) throws -> Observable<Element>
    /// The inner subscription whose events go through; the only one in the list.
    @exclusivity(unchecked) private var latest: FanInInner<Source, Element>?
    /// 1 while `latest` is set, readable without `lock`. Only `onNext` sets `latest`, and the source's
    /// elements arrive one at a time, so when `onNext` reads 0 no inner can appear before it is done: the
    /// element of a `just` then goes downstream without the lock.
    private let hasLatest = AtomicState()

    init(downstream: Sink<Element>, selector: @escaping (Source) throws -> Observable<Element>) {
        self.selector = selector
        super.init(downstream: downstream, lockFreeDisposal: true)
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
            let element = inner.immediateElement
            if hasLatest.value == 0 {
                forwardNext(element)
                return
            }
            // A `just` replaces the latest inner and is delivered in the same locked step.
            lock.lock()
            let previous = latest
            clearLatestLocked()
            let deliver = claimNextLocked(element)
            if let previous {
                replaceAndUnlock(previous)
            } else {
                lock.unlock()
            }
            if deliver {
                downstream.onNext(element)
                drain()
            }
            return
        }
        lock.lock()
        let previous = latest
        let next = linkInnerLocked()
        latest = next
        if (previous == nil) != (next == nil) { _ = hasLatest.exchange(next == nil ? 0 : 1) }
        if let previous {
            replaceAndUnlock(previous)
        } else {
            lock.unlock()
        }
        if let next { start(next, inner) }
    }

    /// Removes the inner subscription `previous`, which a new element replaced, and disposes it after
    /// unlocking. Caller holds `lock`.
    private func replaceAndUnlock(_ previous: FanInInner<Source, Element>) {
        let (replaced, subscription) = unlinkInnerLocked(previous)
        lock.unlock()
        if replaced {
            subscription?.dispose()
            Resources.subscriptionEnded()
        }
    }

    /// Forgets the latest inner. Caller holds `lock`.
    private func clearLatestLocked() {
        guard latest != nil else { return }
        latest = nil
        _ = hasLatest.exchange(0)
    }

    /// The latest inner holds this sink: keeping it would keep both, and everything downstream, alive.
    override func willDisposeLocked() {
        clearLatestLocked()
    }

    override func innerCompleted(_ inner: FanInInner<Source, Element>) {
        lock.lock()
        if latest === inner { clearLatestLocked() }
        lock.unlock()
        finishInner(inner)
    }
}
