/// The last stage of a subscription to a `Single`, `Maybe` or `Completable`: it turns the wrapped
/// sequence's events into the trait's callbacks.
///
/// The first element is the answer: it is delivered and the subscription ends at once, without waiting
/// for the completion that follows it. An error with no `failure` handler goes to
/// `Hooks.defaultErrorHandler`, as for `subscribe(onNext:onError:...)`. A `Single` never completes
/// without an element (`asSingle()` turns that into `RxError.noElements`), so a Single's subscription
/// has no completion handler: such a completion could only come from a broken contract, and just ends
/// the subscription.
final class TraitSubscriptionSink<Element>: SubscriptionSink<Element>, @unchecked Sendable {
    // Sendable: `stopped` is atomic; the handlers are called in the Rx serial delivery order, and
    // `disposedHandler` only in `didDispose`, which `SubscriptionSink` runs once.
    private let success: ((Element) -> Void)?
    private let failure: ((Swift.Error) -> Void)?
    private let completed: (() -> Void)?
    private var disposedHandler: (() -> Void)?

    init(
        onSuccess: ((Element) -> Void)?, onFailure: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?
    ) {
        success = onSuccess
        failure = onFailure
        completed = onCompleted
        disposedHandler = onDisposed
    }

    override func onNext(_ element: Element) {
        guard stopped.set() else { return }
        success?(element)
        dispose()
    }

    override func onError(_ error: Swift.Error) {
        guard stopped.set() else { return }
        if let failure {
            failure(error)
        } else {
            Hooks.reportUnhandledError(error)
        }
        dispose()
    }

    override func onCompleted() {
        guard stopped.set() else { return }
        completed?()
        dispose()
    }

    override func didDispose() {
        let handler = disposedHandler
        disposedHandler = nil
        handler?()
    }
}

extension PrimitiveSequence {
    /// Subscribes a `TraitSubscriptionSink` with the given handlers.
    func subscribeTrait(
        onSuccess: ((Element) -> Void)?, onFailure: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?
    ) -> Disposable {
        let sink = TraitSubscriptionSink(
            onSuccess: onSuccess, onFailure: onFailure, onCompleted: onCompleted, onDisposed: onDisposed)
        sink.start(source)
        return sink
    }
}
