/// Forwards a sequence an operator subscribed to on its own (a fallback, a retry) to downstream, and
/// releases that subscription once the sequence ends.
final class StoppingSink<Element>: ForwardingSink<Element, Element> {
    private let subscription: Disposable

    init(downstream: Sink<Element>, subscription: Disposable) {
        self.subscription = subscription
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
}

/// The base of a sink that may continue with another sequence once its source has ended (`catch`,
/// `ifEmpty(switchTo:)`). The other sequence only starts once the source has ended, so events never come
/// from both at once and need no lock.
class FallbackSink<Element>: ForwardingSink<Element, Element> {
    private let sourceSubscription = SingleAssignmentDisposable()
    private let fallbackSubscription = SerialDisposable()

    override final func subscribe(to source: Observable<Element>) -> Disposable {
        sourceSubscription.setDisposable(source.run(self))
        return Disposables.create(sourceSubscription, fallbackSubscription)
    }

    /// Ends the subscription to the source, which has ended.
    final func releaseSource() { sourceSubscription.dispose() }

    /// Subscribes downstream to `fallback`, which from now on talks to downstream directly; this sink then
    /// ignores the source.
    final func switchTo(_ fallback: Observable<Element>) {
        stop()
        let inner = InnerSubscription()
        fallbackSubscription.disposable = inner
        inner.setDisposable(fallback.run(StoppingSink(downstream: downstream, subscription: inner)))
    }
}
