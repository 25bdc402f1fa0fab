// The hand-written baseline: plain closures doing the same work as each workload, every stage a real
// indirect call. The factories are never inlined, so the optimiser cannot fuse the stages away; what is
// left is the practical lower bound for an engine that chains stages through indirect calls.

/// A stage receiving one element.
typealias Stage = (Int) -> Void

/// A `map { $0 }` stage in front of `next`.
@inline(never)
func baselineMap(_ next: @escaping Stage) -> Stage {
    { next($0) }
}

/// A `filter { _ in true }` stage in front of `next`.
@inline(never)
func baselineFilter(_ next: @escaping Stage) -> Stage {
    { value in
        if alwaysTrue(value) { next(value) }
    }
}

@inline(never)
func alwaysTrue(_ value: Int) -> Bool { true }

/// A `flatMap { just($0) }` stage in front of `next`: the inner "observable" is a closure that delivers
/// its one value to the stage's continuation.
@inline(never)
func baselineFlatMap(_ next: @escaping Stage) -> Stage {
    { value in
        let inner = baselineJust(value)
        inner(next)
    }
}

@inline(never)
func baselineJust(_ value: Int) -> (Stage) -> Void {
    { deliver in deliver(value) }
}

/// A `combineLatest(just, just, just, source) { x, _, _, _ in x }` stage in front of `next`.
@inline(never)
func baselineCombineLatest(_ next: @escaping Stage) -> Stage {
    let latest = LatestValues()
    latest.a = 1
    latest.b = 1
    latest.c = 1
    return { value in
        latest.d = value
        next(latest.d)
    }
}

final class LatestValues {
    var a = 0
    var b = 0
    var c = 0
    var d = 0
}

/// A subject's fan-out: the source holds its subscribers in an array and calls each.
final class BaselineSubject {
    var subscribers: [Stage] = []

    @inline(never)
    func send(_ value: Int) {
        for subscriber in subscribers { subscriber(value) }
    }
}

/// A stream of `count` ones driven through `stage`, as `Observable.create` with a loop does.
@inline(never)
func baselinePump(_ count: Int, into stage: Stage) {
    for _ in 0..<count { stage(1) }
}
