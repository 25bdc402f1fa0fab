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
        source.runOnTrampoline(AttemptSink(parent: self, subscription: inner)) { inner.setDisposable($0) }
    }

    /// Lets the subclass take over `sources`, the sources of a `catch(sequence:)` being subscribed to as the
    /// current attempt, if the loop is subscribing it now: the loop then subscribes again at once, and the
    /// attempt ends without an event. Returns whether it did. Called from the attempt's subscription.
    fileprivate final func adopt(_ sources: AnyIterator<Observable<Element>>) -> Bool {
        if disposed.isSet { return false }
        lock.lock()
        defer { lock.unlock() }
        guard looping, adoptLocked(sources) else { return false }
        again = true
        return true
    }

    /// Whether the subclass walks `sources` before its own next ones, as the next attempts; by default
    /// false. Caller holds `lock`.
    func adoptLocked(_ sources: AnyIterator<Observable<Element>>) -> Bool { false }

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

/// What an attempt offers to a `catch(sequence:)` subscribed to through it: to walk that sequence's sources
/// in the loop of the sink making the attempts.
class AttemptSinkBase<Element>: Sink<Element> {
    /// Whether the sink making the attempts takes over `sources`; the caller then subscribes to nothing.
    func adopt(_ sources: AnyIterator<Observable<Element>>) -> Bool { false }
}

/// One subscription to the source on behalf of a `ResubscribingSink`.
private final class AttemptSink<Element>: AttemptSinkBase<Element> {
    private let parent: ResubscribingSink<Element>
    private let subscription: InnerSubscription
    private var stopped = false

    init(parent: ResubscribingSink<Element>, subscription: InnerSubscription) {
        self.parent = parent
        self.subscription = subscription
    }

    override func adopt(_ sources: AnyIterator<Observable<Element>>) -> Bool {
        guard !stopped, parent.adopt(sources) else { return false }
        // Its place is taken by the adopted sources: it ends here, having received nothing.
        stopped = true
        subscription.dispose()
        return true
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
