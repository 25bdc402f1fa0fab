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
    workload("MapFilterDriverPumping", .baseline, baselineSharedPumping(.atTheEnd))

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
    workload("MapFilterDriverCreating", .baseline, baselineSharedCreating(.atTheEnd))

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
    workload("MapFilterDriverExpandedPumping", .baseline, baselineSharedPumping(.afterEveryOperator))

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
    workload("MapFilterDriverExpandedCreating", .baseline, baselineSharedCreating(.afterEveryOperator))
}

/// The baseline of the Driver workloads that pump: the hand-written chain sharing as the workload's chain
/// does, run on the main queue as they are.
private func baselineSharedPumping(_ sharing: BaselineSharing) -> @Sendable (Int) -> Int {
    { units in
        onMainQueue {
            var sum = 0
            baselinePump(units, into: baselineSharedMapFilterChain(sharing) { sum += $0 })
            return sum
        }
    }
}

/// The baseline of the Driver workloads that create: the hand-written sharing chain built and pumped once
/// per unit, on the main queue.
private func baselineSharedCreating(_ sharing: BaselineSharing) -> @Sendable (Int) -> Int {
    { units in
        onMainQueue {
            var sum = 0
            for _ in 0..<units {
                baselinePump(1, into: baselineSharedMapFilterChain(sharing) { sum += $0 })
            }
            return sum
        }
    }
}

/// Where a hand-written chain shares, as a Driver chain does.
enum BaselineSharing: Sendable {
    /// Once, at the end: what a Driver chain whose stages are fused must do for the one subscriber of its
    /// last Driver, which gets the last element again if it subscribes later.
    case atTheEnd
    /// After the source and after every operator, as the expanded chain's `share(replay: 1)` calls do.
    case afterEveryOperator
}

/// What a Driver shares, written by hand: after its source and after every operator, a stage that keeps the
/// last value for a subscriber that comes later and hands each value to every subscriber, as
/// `share(replay: 1, scope: .whileConnected)` does. A Driver adds one after each operator, so a baseline
/// without them would count work that a Driver must do as the engine's overhead.
final class BaselineReplayStage {
    private var last = 0
    private var hasLast = false
    /// The first subscriber, which is the only one in the workloads, then any later ones.
    private var first: Stage?
    private var others: [Stage] = []

    /// Gives `subscriber` the last value, if there is one, then every value after it.
    func subscribe(_ subscriber: @escaping Stage) {
        if hasLast { subscriber(last) }
        if first == nil { first = subscriber } else { others.append(subscriber) }
    }

    @inline(never)
    func send(_ value: Int) {
        last = value
        hasLast = true
        first?(value)
        if !others.isEmpty {
            for subscriber in others { subscriber(value) }
        }
    }
}

/// A replaying, shared stage in front of `next`.
@inline(never)
func baselineShared(_ next: @escaping Stage) -> Stage {
    let stage = BaselineReplayStage()
    stage.subscribe(next)
    return { stage.send($0) }
}

/// The six pairs of `baselineMapFilterChain` as a Driver chain shares them: once at the end, or after the
/// source and after every `map` and `filter`.
func baselineSharedMapFilterChain(_ sharing: BaselineSharing, _ sink: @escaping Stage) -> Stage {
    var stage = baselineShared(sink)
    for _ in 0..<6 {
        switch sharing {
        case .atTheEnd: stage = baselineMap(baselineFilter(stage))
        case .afterEveryOperator: stage = baselineShared(baselineMap(baselineShared(baselineFilter(stage))))
        }
    }
    return stage
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
