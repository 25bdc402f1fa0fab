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
        select(FlatMapLatestSink<Element, Inner.Element>.self, selector)
    }
}

@usableFromInline
final class FlatMapLatestSink<Source, Element>: SelectorSink<Source, Element>, @unchecked Sendable {
    // Sendable: as SelectorSink; `latest` is only touched under `lock`, `hasLatest` is atomic.
    /// The inner subscription whose events go through; the only one in the list.
    @exclusivity(unchecked) private var latest: FanInInner<Source, Element>?
    /// 1 while `latest` is set, readable without `lock`. Only `onNext` sets `latest`, and the source's
    /// elements arrive one at a time, so when `onNext` reads 0 no inner can appear before it is done: the
    /// element of a `just` then goes downstream without the lock.
    private let hasLatest = AtomicState()

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
            Trampoline.hold { replaceWithImmediate(inner.immediateElement) }
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

    /// Ends the latest inner subscription, if any, and delivers the element of the `just` that replaces it.
    private func replaceWithImmediate(_ element: Element) {
        if hasLatest.value == 0 {
            forwardNext(element)
            return
        }
        // A `just` replaces the latest inner and is delivered in the same locked step.
        lock.lock()
        let previous = latest
        clearLatestLocked()
        var waiter: TurnWaiter?
        let deliver = claimNextLocked(element, waiter: &waiter)
        if let previous {
            replaceAndUnlock(previous)
        } else {
            lock.unlock()
        }
        if deliver {
            downstream.onNext(element)
            drain()
        } else if let waiter {
            awaitTurn(waiter)
        }
    }

    /// Removes the inner subscription `previous`, which a new element replaced, and disposes it after
    /// unlocking. Caller holds `lock`.
    private func replaceAndUnlock(_ previous: FanInInner<Source, Element>) {
        let (replaced, subscription) = unlinkInnerLocked(previous)
        lock.unlock()
        if replaced {
            subscription?.dispose()
            Resources.subscriptionEnded(previous.counter)
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
