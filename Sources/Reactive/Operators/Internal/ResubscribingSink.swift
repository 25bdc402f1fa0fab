/// The base of the sinks of `retry` and `retry(when:)`: subscribes to the source one attempt at a time and
/// lets the subclass decide, when an attempt fails, whether to subscribe again.
///
/// A source that fails during its own `run` would make "subscribe again" recursive; instead, a request made
/// while an attempt is being subscribed is noted and served by the loop already running, so any number of
/// failures uses a constant amount of stack.
class ResubscribingSink<Element>: Disposable, @unchecked Sendable {
    // Sendable: `looping` and `again` are only touched under `lock`; `attempt` is a locked serial disposable
    // and `disposed` is atomic. Attempts follow one another, so their events reach `downstream` serially.
    final let source: Observable<Element>
    final let downstream: Sink<Element>
    /// Guards the resubscription loop, and the state of subclasses.
    final let lock = Lock()
    private var looping = false
    private var again = false
    private let attempt = SerialDisposable()
    private let disposed = AtomicFlag()

    init(source: Observable<Element>, downstream: Sink<Element>) {
        self.source = source
        self.downstream = downstream
    }

    /// Subscribes to the source anew (the first time too).
    final func subscribeAgain() {
        let start: Bool = lock.withLock {
            if looping {
                again = true
                return false
            }
            looping = true
            return true
        }
        guard start else { return }
        repeat {
            subscribeOnce()
        } while lock.withLock({
            if again {
                again = false
                return true
            }
            looping = false
            return false
        })
    }

    private func subscribeOnce() {
        guard !disposed.isSet else { return }
        let inner = InnerSubscription()
        attempt.disposable = inner
        inner.setDisposable(source.run(AttemptSink(parent: self, subscription: inner)))
    }

    /// The current attempt failed with `error` (its subscription is already released): subscribe again or
    /// end the sequence.
    func attemptFailed(_ error: Swift.Error) {
        fatalError("ResubscribingSink.attemptFailed must be overridden by \(type(of: self))")
    }

    /// The current attempt completed: the sequence completes.
    func attemptCompleted() {
        downstream.onCompleted()
    }

    /// Called once, when the sink is disposed, for subclasses to release what they hold.
    func didDispose() {}

    final func dispose() {
        guard disposed.set() else { return }
        attempt.dispose()
        didDispose()
    }
}

/// One subscription to the source on behalf of a `ResubscribingSink`.
private final class AttemptSink<Element>: Sink<Element> {
    private let parent: ResubscribingSink<Element>
    private let subscription: InnerSubscription
    private var stopped = false

    init(parent: ResubscribingSink<Element>, subscription: InnerSubscription) {
        self.parent = parent
        self.subscription = subscription
    }

    override func onNext(_ element: Element) {
        guard !stopped else { return }
        parent.downstream.onNext(element)
    }

    override func onError(_ error: Swift.Error) {
        guard !stopped else { return }
        stopped = true
        subscription.dispose()
        parent.attemptFailed(error)
    }

    override func onCompleted() {
        guard !stopped else { return }
        stopped = true
        parent.attemptCompleted()
    }
}
