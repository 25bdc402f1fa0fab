import OpenCombine
import Reactive

// A sequence source subscribed where nothing is delivering (the fast path: its steps run in a loop once the
// subscription is wired), and one subscribed inside a delivery (its steps wait on the current thread's
// trampoline until the delivery that subscribed it ends, as in RxSwift).
func registerSequenceWorkloads() {
    workload("SequenceCreating", .reactive) { units in
        var sum = 0
        for _ in 0..<units {
            let subscription = Observable.from(fiveElements).subscribe(onNext: { sum += $0 })
            subscription.dispose()
        }
        return sum / 15  // the checksum is the number of units
    }
    workload("SequenceCreating", .openCombine) { units in
        var sum = 0
        for _ in 0..<units {
            let cancellable = Publishers.Sequence<[Int], Never>(sequence: fiveElements).sink { sum += $0 }
            cancellable.cancel()
        }
        return sum / 15  // the checksum is the number of units
    }
    workload("SequenceCreating", .baseline) { units in
        var sum = 0
        for _ in 0..<units {
            let subscription = baselineSequence(fiveElements, into: { sum += $0 })
            subscription.dispose()
        }
        return sum / 15  // the checksum is the number of units
    }

    workload("SequenceInFlatMapPumping", .reactive) { units in
        var sum = 0
        let subscription = reactivePump(units).flatMap { Observable.from([$0, $0]) }.subscribe(onNext: { sum += $0 })
        subscription.dispose()
        return sum / 2  // the checksum is the number of units
    }
    workload("SequenceInFlatMapPumping", .openCombine) { units in
        var sum = 0
        let cancellable = PumpPublisher(count: units)
            .flatMap { Publishers.Sequence<[Int], Never>(sequence: [$0, $0]) }
            .sink { sum += $0 }
        cancellable.cancel()
        return sum / 2  // the checksum is the number of units
    }
    workload("SequenceInFlatMapPumping", .baseline) { units in
        var sum = 0
        baselinePump(units, into: baselineFlatMapSequence { sum += $0 })
        return sum / 2  // the checksum is the number of units
    }
}

private let fiveElements = [1, 2, 3, 4, 5]

/// A subscription to `baselineSequence`: it keeps the subscriber's closure, sends it the elements, and the
/// caller disposes it.
final class BaselineSubscription {
    /// Unchecked, as the engine's own flags are: only the subscribing thread touches it.
    @exclusivity(unchecked) private(set) var isDisposed = false
    private let subscriber: Stage

    init(_ subscriber: @escaping Stage) {
        self.subscriber = subscriber
    }

    /// Sends `elements` one by one to the subscriber, each only while the subscription is not disposed.
    @inline(never)
    func send(_ elements: [Int]) {
        for element in elements {
            if isDisposed { return }
            subscriber(element)
        }
    }

    func dispose() {
        isDisposed = true
    }
}

/// `from(sequence)` written by hand: a subscription object keeps the subscriber's (escaping) closure and
/// sends it the elements one by one, each only while the subscription is not disposed, so that a disposal
/// from inside the subscriber stops the rest; the caller disposes the subscription it returns. It leaves
/// out what an Rx sequence adds to that: the completion, the grammar of events, and the wait of a sequence
/// subscribed during a delivery until that delivery ends.
@inline(never)
func baselineSequence(_ sequence: [Int], into stage: @escaping Stage) -> BaselineSubscription {
    let subscription = BaselineSubscription(stage)
    subscription.send(sequence)
    return subscription
}

/// A `flatMap { from([$0, $0]) }` stage in front of `next`: each value subscribes `baselineSequence` of
/// the value twice, which sends to `next`, and disposes the subscription once it has sent them.
@inline(never)
func baselineFlatMapSequence(_ next: @escaping Stage) -> Stage {
    { value in baselineSequence([value, value], into: next).dispose() }
}
