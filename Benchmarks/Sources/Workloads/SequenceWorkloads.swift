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
            baselineSequence(fiveElements, into: { sum += $0 })
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
        let stage: Stage = { value in baselineSequence([value, value], into: { sum += $0 }) }
        baselinePump(units, into: stage)
        return sum / 2  // the checksum is the number of units
    }
}

private let fiveElements = [1, 2, 3, 4, 5]

/// The elements of `sequence` sent one by one to `stage`, as a subscription to `from` does.
@inline(never)
func baselineSequence(_ sequence: [Int], into stage: Stage) {
    for element in sequence { stage(element) }
}
