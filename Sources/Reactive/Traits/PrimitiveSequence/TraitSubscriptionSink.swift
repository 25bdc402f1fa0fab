/// The last stage of a subscription to a `Single`, `Maybe` or `Completable`: it turns the wrapped
/// sequence's events into the trait's callbacks.
///
/// The first element is the answer: it is delivered and the subscription ends at once, without waiting
/// for the completion that follows it. An error with no `failure` handler goes to
/// `Hooks.defaultErrorHandler`, as for `subscribe(onNext:onError:...)`. A `Single` never completes
/// without an element (`asSingle()` turns that into `RxError.noElements`), so a Single's subscription
/// has no completion handler: such a completion could only come from a broken contract, and just ends
/// the subscription.
@usableFromInline
final class TraitSubscriptionSink<Element>: SubscriptionSink<Element>, @unchecked Sendable {
    // Sendable: `stopped` is atomic; the handlers are called in the Rx serial delivery order, and
    // `disposedHandler` only in `didDispose`, which `SubscriptionSink` runs once.
    private let success: ((Element) -> Void)?
    private let failure: ((Swift.Error) -> Void)?
    private let completed: (() -> Void)?
    private var disposedHandler: (() -> Void)?

    @usableFromInline
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

/// What a module of the package subscribes to a sequence as to a `Maybe` with `subscribeToAnswer(_:)`: the
/// first element is the answer, which ends the subscription at once; an error or a completion without an
/// element ends it too.
@usableFromInline
package protocol AnswerReceiver {
    /// The type of the answer, the sequence's element.
    associatedtype Answer
    /// The answer, the sequence's first element.
    func receiveAnswer(_ answer: Answer)
    /// The error that ended the sequence before any element.
    func receiveFailure(_ error: Swift.Error)
    /// The sequence completed without an element.
    func receiveCompletion()
}

/// The last stage of a subscription made by `subscribeToAnswer(_:)`: it hands the outcome to its receiver,
/// which it stores inline, so that the subscription is this one object.
@usableFromInline
final class AnswerSink<Receiver: AnswerReceiver>: SubscriptionSink<Receiver.Answer>, @unchecked Sendable {
    // Sendable: as SubscriptionSink; the receiver is immutable, and called in the Rx serial delivery order.
    @usableFromInline let receiver: Receiver

    @inlinable
    init(_ receiver: Receiver) {
        self.receiver = receiver
    }

    override func onNext(_ element: Element) {
        guard stopped.set() else { return }
        receiver.receiveAnswer(element)
        dispose()
    }

    override func onError(_ error: Swift.Error) {
        guard stopped.set() else { return }
        receiver.receiveFailure(error)
        dispose()
    }

    override func onCompleted() {
        guard stopped.set() else { return }
        receiver.receiveCompletion()
        dispose()
    }
}

extension ObservableType {
    /// Subscribes to this sequence as to a `Maybe`, handing its outcome to `receiver`: the first element is
    /// the answer and ends the subscription at once, which releases the source. For a module of the package
    /// that runs a `Single`'s or a `Maybe`'s work: one object does what `take(1)` and a subscription with
    /// closures would do with three stages and a closure for each outcome.
    @inlinable
    package func subscribeToAnswer<Receiver: AnswerReceiver>(_ receiver: Receiver) -> Disposable
    where Receiver.Answer == Element {
        // Inlinable so that the sink is allocated in the caller's specialised code, as `subscribe` does.
        let sink = AnswerSink(receiver)
        sink.start(asObservable())
        return sink
    }
}
