import OpenCombine
import Reactive

func registerMapFilterWorkloads() {
    workload("MapFilterPumping", .reactive) { units in
        var sum = 0
        let subscription = reactiveMapFilterChain(reactivePump(units)).subscribe(onNext: { sum += $0 })
        subscription.dispose()
        return sum
    }
    workload("MapFilterPumping", .openCombine) { units in
        var sum = 0
        let cancellable = combineMapFilterChain(PumpPublisher(count: units)).sink { sum += $0 }
        cancellable.cancel()
        return sum
    }
    workload("MapFilterPumping", .baseline) { units in
        var sum = 0
        baselinePump(units, into: baselineMapFilterChain { sum += $0 })
        return sum
    }

    workload("MapFilterCreating", .reactive) { units in
        var sum = 0
        for _ in 0..<units {
            let subscription = reactiveMapFilterChain(reactivePump(1)).subscribe(onNext: { sum += $0 })
            subscription.dispose()
        }
        return sum
    }
    workload("MapFilterCreating", .openCombine) { units in
        var sum = 0
        for _ in 0..<units {
            let cancellable = combineMapFilterChain(PumpPublisher(count: 1)).sink { sum += $0 }
            cancellable.cancel()
        }
        return sum
    }
    workload("MapFilterCreating", .baseline) { units in
        var sum = 0
        for _ in 0..<units {
            baselinePump(1, into: baselineMapFilterChain { sum += $0 })
        }
        return sum
    }
}

/// `Observable.create` sending `count` ones, as RxSwift's benchmarks drive their chains.
func reactivePump(_ count: Int) -> Observable<Int> {
    Observable<Int>.create { observer in
        for _ in 0..<count { observer.on(.next(1)) }
        return Disposables.create()
    }
}

/// Six `map { $0 }.filter { _ in true }` pairs.
func reactiveMapFilterChain(_ source: Observable<Int>) -> Observable<Int> {
    source
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
}

func combineMapFilterChain<Upstream: Publisher>(_ source: Upstream) -> some Publisher<Int, Never>
where Upstream.Output == Int, Upstream.Failure == Never {
    source
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
}

func baselineMapFilterChain(_ sink: @escaping Stage) -> Stage {
    var stage = sink
    for _ in 0..<6 {
        stage = baselineMap(baselineFilter(stage))
    }
    return stage
}
