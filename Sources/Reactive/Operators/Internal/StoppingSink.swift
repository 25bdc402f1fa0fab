/// Forwards the sequence a `FallbackSink` switched to on to downstream, and releases that subscription once
/// the sequence ends.
final class StoppingSink<Element>: ForwardingSink<Element, Element> {
    private let subscription: Disposable
    /// The subscription this sink's sequence belongs to, for a fallback sink right upstream to hand its own
    /// fallback over to; weak, so that it never outlives what the subscriber holds.
    private weak var fallbacks: FallbackSubscription<Element>?

    init(downstream: Sink<Element>, subscription: Disposable, fallbacks: FallbackSubscription<Element>) {
        self.subscription = subscription
        self.fallbacks = fallbacks
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !stopped else { return }
        downstream.onNext(element)
    }

    override func onError(_ error: Swift.Error) {
        guard !stopped else { return }
        forwardError(error)
        subscription.dispose()
    }

    override func onCompleted() {
        guard !stopped else { return }
        forwardCompleted()
        subscription.dispose()
    }

    /// Stops this sink and returns the subscription its sequence belongs to, so that the fallback sink
    /// sending to it can continue that subscription with its own fallback instead of nesting one more.
    /// Returns nil if this sink has stopped or the subscription is gone.
    func handOver() -> FallbackSubscription<Element>? {
        guard !stopped, let fallbacks else { return nil }
        stop()
        return fallbacks
    }
}

/// The base of a sink that may continue with another sequence once its source has ended (`catch`,
/// `ifEmpty(switchTo:)`). The other sequence only starts once the source has ended, so events never come
/// from both at once and need no lock.
///
/// A fallback that is itself a fallback sink's source (a `catch` whose handler returns another `catch`)
/// does not nest: the inner sink hands its own fallback over to the outer subscription, which subscribes
/// to it once the current subscribe call returns. However deep the chain, subscribing, delivering, ending
/// and disposing use a constant amount of stack.
class FallbackSink<Element>: ForwardingSink<Element, Element> {
    private let sourceSubscription = SingleAssignmentDisposable()
    private let fallbacks: FallbackSubscription<Element>

    override init(downstream: Sink<Element>) {
        fallbacks = FallbackSubscription(downstream: downstream)
        super.init(downstream: downstream)
    }

    override final func subscribe(to source: Observable<Element>) -> Disposable {
        source.runOnTrampoline(self) { sourceSubscription.setDisposable($0) }
        return Disposables.create(sourceSubscription, fallbacks)
    }

    /// Ends the subscription to the source, which has ended.
    final func releaseSource() { sourceSubscription.dispose() }

    /// Subscribes downstream to `fallback`, which from now on talks to downstream directly; this sink then
    /// ignores the source.
    final func switchTo(_ fallback: Observable<Element>) {
        stop()
        if let outer = downstream as? StoppingSink<Element>, let outerFallbacks = outer.handOver() {
            outerFallbacks.switchTo(fallback)
        } else {
            fallbacks.switchTo(fallback)
        }
    }
}

/// The subscription to the sequence a fallback sink switched to, and to those handed over to it after:
/// one at a time, each replacing the last.
///
/// A switch requested while a fallback is being subscribed to (one that fails at once) is noted and served
/// by the loop already running, once that subscribe call returns, so a chain of them does not nest.
final class FallbackSubscription<Element>: Disposable, @unchecked Sendable {
    // Sendable: every `var` is only touched under `lock`; `downstream` receives the fallbacks' events one
    // sequence after another.
    private let downstream: Sink<Element>
    private let lock = Lock()
    private var current: Disposable?
    private var disposed = false
    private var switching = false
    private var pending: Observable<Element>?

    init(downstream: Sink<Element>) { self.downstream = downstream }

    func switchTo(_ fallback: Observable<Element>) {
        let start: Bool = lock.withLock {
            if switching {
                pending = fallback
                return false
            }
            switching = true
            return true
        }
        guard start else { return }
        var next = fallback
        while true {
            subscribe(to: next)
            let more: Observable<Element>? = lock.withLock {
                defer { pending = nil }
                if pending == nil { switching = false }
                return pending
            }
            guard let more else { return }
            next = more
        }
    }

    private func subscribe(to fallback: Observable<Element>) {
        let inner = InnerSubscription()
        let (previous, disposeNew): (Disposable?, Bool) = lock.withLock {
            if disposed { return (nil, true) }
            defer { current = inner }
            return (current, false)
        }
        previous?.dispose()
        if disposeNew { inner.dispose() }
        fallback.runOnTrampoline(StoppingSink(downstream: downstream, subscription: inner, fallbacks: self)) {
            inner.setDisposable($0)
        }
    }

    func dispose() {
        let last: Disposable? = lock.withLock {
            if disposed { return nil }
            disposed = true
            defer { current = nil }
            return current
        }
        last?.dispose()
    }
}
