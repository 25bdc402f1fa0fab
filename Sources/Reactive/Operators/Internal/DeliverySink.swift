/// Sends a source's events downstream through the `SerialDelivery` the operator shares with its other
/// sources (a timer, another sequence), which may send from other threads.
class DeliverySink<Element>: Sink<Element> {
    final let delivery: SerialDelivery<Element>

    init(delivery: SerialDelivery<Element>) { self.delivery = delivery }

    override func onNext(_ element: Element) { delivery.sendNext(element) }

    override func onError(_ error: Swift.Error) { delivery.perform { .one(.error(error)) } }

    override func onCompleted() { delivery.perform { .one(.completed) } }
}

/// The sink of a sequence an operator watches beside its source (the notifier of `take(until:)` and
/// `skip(until:)`, the sampler of `sample`): its error ends the operator's sequence, and its end releases
/// its own subscription.
class NotifierSink<Notification, Element>: Sink<Notification> {
    /// The operator's delivery, shared with its source.
    final let delivery: SerialDelivery<Element>
    final let subscription = InnerSubscription()

    init(delivery: SerialDelivery<Element>) { self.delivery = delivery }

    /// Subscribes to `notifier` and returns the subscription, which the operator's subscription ends.
    final func start(_ notifier: Observable<Notification>) -> InnerSubscription {
        notifier.runOnTrampoline(self) { subscription.setDisposable($0) }
        return subscription
    }

    override func onError(_ error: Swift.Error) {
        delivery.perform { .one(.error(error)) }
        subscription.dispose()
    }

    override func onCompleted() { subscription.dispose() }
}
