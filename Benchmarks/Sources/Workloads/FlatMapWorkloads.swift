import OpenCombine
import Reactive

func registerFlatMapWorkloads() {
    workload("FlatMapsPumping", .reactive) { units in
        var sum = 0
        let subscription = reactiveFlatMapChain(reactivePump(units)).subscribe(onNext: { sum += $0 })
        subscription.dispose()
        return sum
    }
    workload("FlatMapsPumping", .openCombine) { units in
        var sum = 0
        let cancellable = combineFlatMapChain(PumpPublisher(count: units)).sink { sum += $0 }
        cancellable.cancel()
        return sum
    }
    workload("FlatMapsPumping", .baseline) { units in
        var sum = 0
        baselinePump(units, into: baselineFlatMapChain { sum += $0 })
        return sum
    }

    workload("FlatMapsCreating", .reactive) { units in
        var sum = 0
        for _ in 0..<units {
            let subscription = reactiveFlatMapChain(reactivePump(1)).subscribe(onNext: { sum += $0 })
            subscription.dispose()
        }
        return sum
    }
    workload("FlatMapsCreating", .openCombine) { units in
        var sum = 0
        for _ in 0..<units {
            let cancellable = combineFlatMapChain(PumpPublisher(count: 1)).sink { sum += $0 }
            cancellable.cancel()
        }
        return sum
    }
    workload("FlatMapsCreating", .baseline) { units in
        var sum = 0
        for _ in 0..<units {
            baselinePump(1, into: baselineFlatMapChain { sum += $0 })
        }
        return sum
    }
}

/// Five nested `flatMap { just($0) }`.
func reactiveFlatMapChain(_ source: Observable<Int>) -> Observable<Int> {
    source
        .flatMap { Observable.just($0) }
        .flatMap { Observable.just($0) }
        .flatMap { Observable.just($0) }
        .flatMap { Observable.just($0) }
        .flatMap { Observable.just($0) }
}

func combineFlatMapChain<Upstream: Publisher>(_ source: Upstream) -> some Publisher<Int, Never>
where Upstream.Output == Int, Upstream.Failure == Never {
    source
        .flatMap { Just($0) }
        .flatMap { Just($0) }
        .flatMap { Just($0) }
        .flatMap { Just($0) }
        .flatMap { Just($0) }
}

func baselineFlatMapChain(_ sink: @escaping Stage) -> Stage {
    var stage = sink
    for _ in 0..<5 {
        stage = baselineFlatMap(stage)
    }
    return stage
}
