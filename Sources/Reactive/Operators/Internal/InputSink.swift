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
    /// The test's counter that counted this subscription, if one was open when it started.
    private let counter: SubscriptionCounter?

    /// Counts the subscription from now on: every input sink created must be disposed once.
    @usableFromInline
    override init() {
        counter = Resources.subscriptionStarted()
        super.init()
    }

    /// Subscribes to `source`. Call it at most once.
    final func start(_ source: Observable<Element>) {
        source.runOnTrampoline(self) { started in
            var subscription: Disposable? = started
            lock.lock()
            if released {
                lock.unlock()
                subscription?.dispose()
                return
            }
            // Moved in, not copied: copying a `Disposable` goes through its type's value witnesses.
            swap(&self.subscription, &subscription)
            lock.unlock()
        }
    }

    /// Ends the subscription; later calls do nothing.
    @usableFromInline
    final func dispose() {
        lock.lock()
        if released {
            lock.unlock()
            return
        }
        released = true
        let subscription = self.subscription.take()
        lock.unlock()
        subscription?.dispose()
        Resources.subscriptionEnded(counter)
    }
}
