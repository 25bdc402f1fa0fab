// The parts of a `FanInSink` apart from the sink itself: the flags of its delivery state, how it ends,
// and its inner subscriptions.

/// The flags of `FanInSink.delivery`.
enum FanInDelivery {
    /// A thread is delivering downstream; events that arrive meanwhile wait in `pending`.
    static let emitting = 1
    /// A terminal event is on its way downstream, or the sink was disposed: nothing more is accepted.
    static let stopped = 2
    /// Work was queued (under `lock`) while a thread was delivering: the deliverer must take the lock and
    /// look at the queue before giving up its role.
    static let queued = 4
    /// The flags that keep a caller from taking or giving back the role in one atomic step.
    static let busy = emitting | stopped | queued
    /// `setOuter` has stored the outer subscription.
    static let outerSet = 8
    /// The outer sequence has ended, or the sink was disposed: the outer subscription is disposed as soon
    /// as it is known.
    static let outerEnded = 16
    /// `dispose` has run.
    static let disposed = 32
    /// `dispose` must take the lock: an inner subscription was linked, or the subclass keeps state that
    /// `willDisposeLocked` drops.
    static let lockedDisposal = 64
}

/// How a `FanInSink` ends.
enum FanInTerminal {
    case error(Swift.Error)
    case completed
}

/// One inner subscription of a `FanInSink`: forwards its events to the parent and links into the
/// parent's list. Its mutable fields belong to the parent's `lock`.
final class FanInInner<Source, Element>: Sink<Element> {
    private let parent: FanInSink<Source, Element>
    @exclusivity(unchecked) var next: FanInInner<Source, Element>?
    @exclusivity(unchecked) var previous: FanInInner<Source, Element>?
    @exclusivity(unchecked) var subscription: Disposable?
    /// Removed from the parent: its subscription is (or will be, as soon as it is known) disposed.
    @exclusivity(unchecked) var ended = false
    /// The test's counter that counted this subscription, if one was open when it was linked.
    let counter: SubscriptionCounter?

    /// Counts the inner subscription from now on: the sink ends it once, when it unlinks it.
    init(parent: FanInSink<Source, Element>) {
        self.parent = parent
        counter = Resources.subscriptionStarted()
    }

    override func onNext(_ element: Element) {
        parent.innerNext(self, element)
    }

    override func onError(_ error: Swift.Error) {
        parent.innerError(self, error)
    }

    override func onCompleted() {
        parent.innerCompleted(self)
    }
}
