import OpenCombine
import Reactive

func registerFlatMapLatestWorkloads() {
    workload("FlatMapLatestPumping", .reactive) { units in
        var sum = 0
        let subscription = reactiveFlatMapLatestChain(reactivePump(units)).subscribe(onNext: { sum += $0 })
        subscription.dispose()
        return sum
    }
    workload("FlatMapLatestPumping", .openCombine) { units in
        var sum = 0
        let cancellable = combineSwitchToLatestChain(PumpPublisher(count: units)).sink { sum += $0 }
        cancellable.cancel()
        return sum
    }
    workload("FlatMapLatestPumping", .baseline) { units in
        var sum = 0
        baselinePump(units, into: baselineFlatMapChain { sum += $0 })
        return sum
    }

    workload("FlatMapLatestCreating", .reactive) { units in
        var sum = 0
        for _ in 0..<units {
            let subscription = reactiveFlatMapLatestChain(reactivePump(1)).subscribe(onNext: { sum += $0 })
            subscription.dispose()
        }
        return sum
    }
    workload("FlatMapLatestCreating", .openCombine) { units in
        var sum = 0
        for _ in 0..<units {
            let cancellable = combineSwitchToLatestChain(PumpPublisher(count: 1)).sink { sum += $0 }
            cancellable.cancel()
        }
        return sum
    }
    workload("FlatMapLatestCreating", .baseline) { units in
        var sum = 0
        for _ in 0..<units {
            baselinePump(1, into: baselineFlatMapChain { sum += $0 })
        }
        return sum
    }
}

/// Five nested `flatMapLatest { just($0) }`.
func reactiveFlatMapLatestChain(_ source: Observable<Int>) -> Observable<Int> {
    source
        .flatMapLatest { Observable.just($0) }
        .flatMapLatest { Observable.just($0) }
        .flatMapLatest { Observable.just($0) }
        .flatMapLatest { Observable.just($0) }
        .flatMapLatest { Observable.just($0) }
}

/// OpenCombine's nearest equivalent: `map` to a `Just`, then `switchToLatest`.
func combineSwitchToLatestChain<Upstream: Publisher>(_ source: Upstream) -> some Publisher<Int, Never>
where Upstream.Output == Int, Upstream.Failure == Never {
    source
        .map { Just($0) }.switchToLatest()
        .map { Just($0) }.switchToLatest()
        .map { Just($0) }.switchToLatest()
        .map { Just($0) }.switchToLatest()
        .map { Just($0) }.switchToLatest()
}
