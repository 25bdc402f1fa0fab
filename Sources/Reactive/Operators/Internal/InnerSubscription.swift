/// A subscription an operator holds to a sequence other than its source (a notifier, a fallback, a
/// resubscription), counted in `Resources.total` while it is alive so that a leak shows in tests.
///
/// It may be disposed before its disposable is set (a sequence can end during its own `run`); the
/// disposable is then disposed as soon as it is set.
final class InnerSubscription: Cancelable, @unchecked Sendable {
    // Sendable: `slot` is locked and `ended` is atomic.
    private let slot = SingleAssignmentDisposable()
    private let ended = AtomicFlag()
    /// The test's counter that counted this subscription, if one was open when it started.
    private let counter: SubscriptionCounter?

    init() { counter = Resources.subscriptionStarted() }

    var isDisposed: Bool { ended.isSet }

    /// Sets the subscription's disposable; call it once.
    func setDisposable(_ disposable: Disposable) { slot.setDisposable(disposable) }

    func dispose() {
        guard ended.set() else { return }
        slot.dispose()
        Resources.subscriptionEnded(counter)
    }
}
