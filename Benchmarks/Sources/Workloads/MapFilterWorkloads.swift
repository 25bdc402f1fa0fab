import Dispatch
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

    // OpenCombine has no Driver: these two rows compare Reactive with the baseline only.
    workload("MapFilterDriverPumping", .reactive) { units in
        onMainQueue {
            var sum = 0
            let subscription = reactiveMapFilterDriverChain(reactivePump(units)).asObservable()
                .subscribe(onNext: { sum += $0 })
            subscription.dispose()
            return sum
        }
    }
    workload("MapFilterDriverPumping", .baseline, baselineMapFilterPumpingOnMainQueue)

    workload("MapFilterDriverCreating", .reactive) { units in
        onMainQueue {
            var sum = 0
            for _ in 0..<units {
                let subscription = reactiveMapFilterDriverChain(reactivePump(1)).asObservable()
                    .subscribe(onNext: { sum += $0 })
                subscription.dispose()
            }
            return sum
        }
    }
    workload("MapFilterDriverCreating", .baseline, baselineMapFilterCreatingOnMainQueue)

    // The same Driver chain written out with core operators, as RxCocoa defines a Driver: `observe(on:)` the
    // main scheduler, `catchAndReturn`, and `share(replay: 1, scope: .whileConnected)` after every operator.
    workload("MapFilterDriverExpandedPumping", .reactive) { units in
        onMainQueue {
            var sum = 0
            let subscription = reactiveExpandedDriverChain(reactivePump(units)).subscribe(onNext: { sum += $0 })
            subscription.dispose()
            return sum
        }
    }
    workload("MapFilterDriverExpandedPumping", .baseline, baselineMapFilterPumpingOnMainQueue)

    workload("MapFilterDriverExpandedCreating", .reactive) { units in
        onMainQueue {
            var sum = 0
            for _ in 0..<units {
                let subscription = reactiveExpandedDriverChain(reactivePump(1)).subscribe(onNext: { sum += $0 })
                subscription.dispose()
            }
            return sum
        }
    }
    workload("MapFilterDriverExpandedCreating", .baseline, baselineMapFilterCreatingOnMainQueue)
}

/// The baseline of the Driver workloads that pump: the hand-written chain, run on the main queue as they are.
private func baselineMapFilterPumpingOnMainQueue(_ units: Int) -> Int {
    onMainQueue {
        var sum = 0
        baselinePump(units, into: baselineMapFilterChain { sum += $0 })
        return sum
    }
}

/// The baseline of the Driver workloads that create: the hand-written chain built and pumped once per unit,
/// on the main queue.
private func baselineMapFilterCreatingOnMainQueue(_ units: Int) -> Int {
    onMainQueue {
        var sum = 0
        for _ in 0..<units {
            baselinePump(1, into: baselineMapFilterChain { sum += $0 })
        }
        return sum
    }
}

/// Runs a Driver workload on the main queue, where `MainScheduler` delivers at once, as it does on an
/// app's main thread: the Driver's events then arrive synchronously, before `subscribe` returns.
///
/// package-benchmark calls workloads on a Swift concurrency thread, never on the main thread (on Linux
/// the main thread only parks in `dispatch_main`). `DispatchQueue.main.sync` runs the body on the calling
/// thread but on the main queue, which is what `MainScheduler` checks, so no `SharingScheduler.mock` is
/// needed. `drive(onNext:)` itself also checks `Thread.isMainThread` and stops the program off it, so
/// the workloads subscribe with `asObservable().subscribe(onNext:)`, which is what `drive(onNext:)` does
/// after that check.
func onMainQueue(_ body: () -> Int) -> Int {
    DispatchQueue.main.sync(execute: body)
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

/// The same six pairs on a `Driver`.
func reactiveMapFilterDriverChain(_ source: Observable<Int>) -> Driver<Int> {
    source.asDriver(onErrorJustReturn: 0)
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
}

/// The Driver chain of `reactiveMapFilterDriverChain` as RxCocoa builds it from core operators: what
/// `asDriver(onErrorJustReturn:)` does, then every `map` and `filter` followed by the sharing every Driver
/// operator adds.
func reactiveExpandedDriverChain(_ source: Observable<Int>) -> Observable<Int> {
    source.observe(on: MainScheduler.instance).catchAndReturn(0).share(replay: 1, scope: .whileConnected)
        .map { $0 }.share(replay: 1, scope: .whileConnected).filter { _ in true }
        .share(replay: 1, scope: .whileConnected)
        .map { $0 }.share(replay: 1, scope: .whileConnected).filter { _ in true }
        .share(replay: 1, scope: .whileConnected)
        .map { $0 }.share(replay: 1, scope: .whileConnected).filter { _ in true }
        .share(replay: 1, scope: .whileConnected)
        .map { $0 }.share(replay: 1, scope: .whileConnected).filter { _ in true }
        .share(replay: 1, scope: .whileConnected)
        .map { $0 }.share(replay: 1, scope: .whileConnected).filter { _ in true }
        .share(replay: 1, scope: .whileConnected)
        .map { $0 }.share(replay: 1, scope: .whileConnected).filter { _ in true }
        .share(replay: 1, scope: .whileConnected)
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
