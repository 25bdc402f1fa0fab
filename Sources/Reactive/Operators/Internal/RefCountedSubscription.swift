/// Keeps a source subscription alive while its owner or any of the sequences handed out from it (the
/// windows of `window`, the groups of `groupBy`) is still subscribed, and disposes it when the last of them
/// lets go.
///
/// The owner holds one reference from the start and gives it up with `releaseOwner()`; each subscription
/// to a handed-out sequence takes one with `retain()`. Once the count has reached zero the subscription is
/// gone for good: `retain()` then gives nothing to hold.
final class RefCountedSubscription: @unchecked Sendable {
    // Sendable: `count` and `ownerReleased` are only touched under `lock`; `resources` is locked.
    private let lock = Lock()
    private var count = 1
    private var ownerReleased = false
    /// The source subscription and the timers that serve it.
    let resources = CompositeDisposable()

    /// Takes a reference; the returned disposable gives it back, once. Returns `nil` when everything has
    /// already been released.
    func retain() -> Disposable? {
        let retained: Bool = lock.withLock {
            if count == 0 { return false }
            count += 1
            return true
        }
        guard retained else { return nil }
        return Disposables.create { [self] in release() }
    }

    /// Gives up the owner's reference, once.
    func releaseOwner() {
        let release: Bool = lock.withLock {
            if ownerReleased { return false }
            ownerReleased = true
            return true
        }
        if release { self.release() }
    }

    private func release() {
        let last: Bool = lock.withLock {
            count -= 1
            return count == 0
        }
        if last { resources.dispose() }
    }
}

/// A sequence handed out by an operator that shares one source subscription (a window, a group): each
/// subscription to it keeps that source subscription alive until it ends.
final class RefCountedObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let reference: RefCountedSubscription

    init(source: Observable<Element>, reference: RefCountedSubscription) {
        self.source = source
        self.reference = reference
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        let retained = reference.retain()
        let subscription = source.run(sink)
        guard let retained else { return subscription }
        return Disposables.create(subscription, retained)
    }
}
