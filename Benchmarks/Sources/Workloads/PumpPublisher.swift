import OpenCombine

/// OpenCombine's nearest equivalent of `Observable.create` with a loop: a publisher that sends `count`
/// ones to each subscriber as soon as it asks for values, honouring demand, then finishes.
struct PumpPublisher: Publisher {
    typealias Output = Int
    typealias Failure = Never

    let count: Int

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
        subscriber.receive(subscription: PumpSubscription(count: count, subscriber: subscriber))
    }
}

private final class PumpSubscription<S: Subscriber>: Subscription where S.Input == Int, S.Failure == Never {
    private var remaining: Int
    private var subscriber: S?

    init(count: Int, subscriber: S) {
        remaining = count
        self.subscriber = subscriber
    }

    func request(_ demand: Subscribers.Demand) {
        var demand = demand
        while demand > 0, remaining > 0, let subscriber {
            remaining -= 1
            demand -= 1
            demand += subscriber.receive(1)
        }
        if remaining == 0, let subscriber {
            self.subscriber = nil
            subscriber.receive(completion: .finished)
        }
    }

    func cancel() { subscriber = nil }
}
