import Reactive

// OpenCombine 0.14 has no `combineLatest`: these workloads compare Reactive with the baseline only.

func registerCombineLatestWorkloads() {
    workload("CombineLatestPumping", .reactive) { units in
        var sum = 0
        let subscription = reactiveCombineLatestChain(reactivePump(units)).subscribe(onNext: { sum += $0 })
        subscription.dispose()
        return sum
    }
    workload("CombineLatestPumping", .baseline) { units in
        var sum = 0
        baselinePump(units, into: baselineCombineLatestChain { sum += $0 })
        return sum
    }

    workload("CombineLatestCreating", .reactive) { units in
        var sum = 0
        for _ in 0..<units {
            let subscription = reactiveCombineLatestChain(reactivePump(1)).subscribe(onNext: { sum += $0 })
            subscription.dispose()
        }
        return sum
    }
    workload("CombineLatestCreating", .baseline) { units in
        var sum = 0
        for _ in 0..<units {
            baselinePump(1, into: baselineCombineLatestChain { sum += $0 })
        }
        return sum
    }
}

/// Seven nested levels of `combineLatest(just, just, just, source) { x, _, _, _ in x }`.
func reactiveCombineLatestChain(_ source: Observable<Int>) -> Observable<Int> {
    var last = source
    for _ in 0..<7 {
        last = Observable.combineLatest(Observable.just(1), Observable.just(1), Observable.just(1), last) {
            _, _, _, x in x
        }
    }
    return last
}

func baselineCombineLatestChain(_ sink: @escaping Stage) -> Stage {
    var stage = sink
    for _ in 0..<7 {
        stage = baselineCombineLatest(stage)
    }
    return stage
}
