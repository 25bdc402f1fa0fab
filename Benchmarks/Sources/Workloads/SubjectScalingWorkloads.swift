import Reactive

// A subject with N subscribers. One unit is one delivery, an event to one subscriber, so that the cost
// per unit stays flat when delivering scales well; the runs send units / N events.

func registerSubjectScalingWorkloads() {
    let sizes = [1, 100, 10_000]
    let units = { (size: Int) in max(1000, 10 * size) }
    scalingWorkload("SubjectDelivering", sizes: sizes, units: units) { size in
        { units in
            var sum = 0
            let subject = PublishSubject<Int>()
            let subscriptions = (0..<size).map { _ in subject.subscribe(onNext: { _ in sum += 1 }) }
            for event in 0..<units / size { subject.onNext(event) }
            for subscription in subscriptions { subscription.dispose() }
            return sum
        }
    }
    // Every subscriber, as it receives an event, disposes its subscription and subscribes again: one unit is
    // one delivery with its dispose and its subscribe, made while the subject delivers.
    // One event is enough at the largest size: each of its units costs in proportion to the size.
    scalingWorkload("SubjectResubscribing", sizes: sizes, units: { max(1000, $0) }) { size in
        { units in
            let subscribers = ResubscribingSubscribers(count: size)
            for event in 0..<units / size { subscribers.subject.onNext(event) }
            return subscribers.end()
        }
    }
}

/// Subscribers that each replace their subscription with a new one when they receive an event.
private final class ResubscribingSubscribers {
    let subject = PublishSubject<Int>()
    private var subscriptions: [Disposable] = []
    private var sum = 0

    init(count: Int) {
        subscriptions = (0..<count).map(subscribe)
    }

    private func subscribe(slot: Int) -> Disposable {
        subject.subscribe(onNext: { [unowned self] _ in
            sum += 1
            subscriptions[slot].dispose()
            subscriptions[slot] = subscribe(slot: slot)
        })
    }

    /// Disposes every subscription; returns the events received.
    func end() -> Int {
        for subscription in subscriptions { subscription.dispose() }
        return sum
    }
}

/// A repeatable pseudo-random sequence (a linear congruential generator), the same on every run.
struct ScalingRandom {
    private var state: UInt64 = 1

    /// A number in `0..<bound`.
    mutating func next(below bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int(state >> 33) % bound
    }
}
