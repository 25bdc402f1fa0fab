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
