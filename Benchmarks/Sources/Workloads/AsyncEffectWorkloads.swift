import Dispatch
import Foundation
import Presenters
import Reactive

// One async effect, from the event that starts it to the reduced answer: the presenter starts a task that
// answers at once, hands the answer over and reduces it. On a `TestScheduler` the task's steps are the
// scheduler's actions (the test executor), in real time it runs on the cooperative pool and its answer hops
// to the presenter's serial queue. `SingleEffect` is the same round trip with an Rx `Single` for the work.
// The baselines do the same by hand: a task whose answer changes a counter and tells one observer; for the
// `Single`, a view model that subscribes to its request's `Single` (the use case's answer, as the effect's is),
// adds the answer to its count and tells its one observer, keeping the subscription to cancel it.

func registerAsyncEffectWorkloads() {
    workload("AsyncEffectInVirtualTime", .reactive) { units in
        sendingInVirtualTime(units) { .run({ 1 }, map: { $0 }) }
    }
    workload("AsyncEffectInVirtualTime", .baseline) { units in
        let scheduler = TestScheduler(initialClock: 0)
        let model = BaselineAsyncModel()
        for _ in 0..<units {
            model.add(executor: scheduler.taskExecutor) { 1 }
            scheduler.advanceTo(scheduler.clock)
        }
        return model.changes
    }

    workload("SingleEffect", .reactive) { units in
        sendingInVirtualTime(units) { .run(Single.just(1)) }
    }
    workload("SingleEffect", .baseline) { units in
        let scheduler = TestScheduler(initialClock: 0)
        let model = BaselineSingleModel { Single.just(1) }
        var sum = 0
        model.observer = { _ in sum += 1 }
        for _ in 0..<units {
            model.increment()
            scheduler.advanceTo(scheduler.clock)
        }
        return sum
    }

    workload("AsyncEffectInRealTime", .reactive) { units in
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated, internalSerialQueueName: "presenter")
        let presenter = makeAddingPresenter(scheduler: scheduler) { .run({ 1 }, map: { $0 }) }
        let answered = DispatchSemaphore(value: 0)
        let sum = Counter()
        let subscription = presenter.state.skip(1).subscribe(onNext: { _ in
            sum.increment()
            answered.signal()
        })
        for _ in 0..<units {
            presenter.send(.increment)
            answered.wait()
        }
        subscription.dispose()
        return sum.value
    }
    workload("AsyncEffectInRealTime", .baseline) { units in
        let queue = DispatchQueue(label: "model", qos: .userInitiated)
        let model = BaselineAsyncModel()
        let answered = DispatchSemaphore(value: 0)
        for _ in 0..<units {
            model.add(on: queue, answered: answered) { 1 }
            answered.wait()
        }
        return model.changes
    }
}

/// Sends `units` events to a counter on a `TestScheduler` whose every effect is `effect()`, running what is
/// due after each; returns the number of states delivered.
private func sendingInVirtualTime(_ units: Int, effect: @escaping () -> Effect<Int, Never>) -> Int {
    let scheduler = TestScheduler(initialClock: 0)
    let presenter = makeAddingPresenter(scheduler: scheduler, effect: effect)
    var sum = 0
    let subscription = presenter.state.skip(1).subscribe(onNext: { _ in sum += 1 })
    for _ in 0..<units {
        presenter.send(.increment)
        scheduler.advanceTo(scheduler.clock)
    }
    subscription.dispose()
    return sum
}

/// A counter whose every effect is `effect()`, and whose mutation adds to the count.
private func makeAddingPresenter(
    scheduler: any SchedulerType, effect: @escaping () -> Effect<Int, Never>
) -> Presenter<CounterEvent, Int, Never> {
    Presenter(
        initialState: 0, scheduler: scheduler, reduce: .pure { count, added in count + added },
        effects: { _, _ in effect() })
}

/// A thread-safe count, for the states that arrive on the presenter's queue.
private final class Counter: @unchecked Sendable {
    // Sendable: `count` is only touched under `lock`.
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

/// A view model written by hand over a use case that answers with a `Single`: each request's answer is added
/// to the count, and the count told to the observer.
private final class BaselineSingleModel {
    private let request: () -> Single<Int>
    private let inFlight = SerialDisposable()
    private var count = 0
    var observer: (Int) -> Void = { _ in }

    init(request: @escaping () -> Single<Int>) {
        self.request = request
    }

    deinit { inFlight.dispose() }

    @inline(never)
    func increment() {
        inFlight.disposable = request().subscribe(onSuccess: { [weak self] added in
            guard let self else { return }
            count += added
            observer(count)
        })
    }
}

/// An async view model written by hand: a task per request, whose answer changes the count under a lock.
private final class BaselineAsyncModel: @unchecked Sendable {
    // Sendable: `count` and `changed` are only touched under `lock`.
    private let lock = NSLock()
    private var count = 0
    private var changed = 0

    var changes: Int { lock.withLock { changed } }

    private func apply(_ added: Int) {
        lock.withLock {
            count += added
            changed += 1
        }
    }

    /// Runs `operation` in a task on `executor` and applies its answer there.
    @inline(never)
    func add(executor: any TaskExecutor, _ operation: @escaping @Sendable () async -> Int) {
        Task(executorPreference: executor) { self.apply(await operation()) }
    }

    /// Runs `operation` in a task on the cooperative pool and applies its answer on `queue`.
    @inline(never)
    func add(on queue: DispatchQueue, answered: DispatchSemaphore, _ operation: @escaping @Sendable () async -> Int) {
        Task {
            let added = await operation()
            queue.async {
                self.apply(added)
                answered.signal()
            }
        }
    }
}
