/// A sink that an operator subscribes to one of its sources (a combineLatest input, a merged inner
/// sequence): it holds that subscription, ends it once, and counts it in `Resources.total` while it is alive.
///
/// The source may deliver, even a terminal event, before `run` returns its disposable; disposing before
/// then makes `start` dispose the subscription as soon as it gets it.
@usableFromInline
class InputSink<Element>: Sink<Element>, Disposable {
    private let lock = Lock()
    @exclusivity(unchecked) private var subscription: Disposable?
    @exclusivity(unchecked) private var released = false

    /// Counts the subscription from now on: every input sink created must be disposed once.
    @usableFromInline
    override init() {
        Resources.subscriptionStarted()
        super.init()
    }

    /// Subscribes to `source`. Call it at most once.
    final func start(_ source: Observable<Element>) {
        let subscription = source.run(self)
        let disposeNow: Bool = lock.withLock {
            if released { return true }
            self.subscription = subscription
            return false
        }
        if disposeNow { subscription.dispose() }
    }

    /// Ends the subscription; later calls do nothing.
    @usableFromInline
    final func dispose() {
        let (first, subscription): (Bool, Disposable?) = lock.withLock {
            if released { return (false, nil) }
            released = true
            defer { self.subscription = nil }
            return (true, self.subscription)
        }
        guard first else { return }
        subscription?.dispose()
        Resources.subscriptionEnded()
    }
}
