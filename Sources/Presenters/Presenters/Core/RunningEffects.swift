import Foundation

/// A change a presenter makes to itself, erased of the presenter's types: the closure, made in the presenter's
/// specialised code, is called with the presenter as an object and casts it back. Being of one type for every
/// presenter, the effect bookkeeping below and the presenter's work queue are not generic, so that handling
/// an effect looks up no type metadata at run time.
@usableFromInline typealias ErasedTransition = (AnyObject) -> Void

/// What an effect runs, erased of its mutation type.
@usableFromInline
enum EffectWork {
    /// A stream or a request made of an observable: every element is a transition, and its end the effect's.
    case observable(Observable<ErasedTransition>)
    /// A request for one answer: the closure, made in the presenter's specialised code, subscribes the
    /// presenter (given as an object) to it for the effect `token`, the answer being the effect's one
    /// transition and its end.
    case answer((_ token: Int, _ presenter: AnyObject) -> Disposable)
    /// An async operation run in a task, failing with `RxError.timeout` after `timeout`, if any: its answer
    /// is the effect's one transition and its end.
    case task(TaskOperation, timeout: RxTimeInterval?)
}

/// Work an effect asked for, before it starts.
@usableFromInline
struct EffectRun {
    let work: EffectWork
    let policy: EffectPolicy
    let recover: ((Swift.Error) -> ErasedTransition)?

    /// Work erased of its mutation type, under `policy`, whose error `recover` makes a transition.
    @usableFromInline
    static func run(
        _ work: Observable<ErasedTransition>, _ policy: EffectPolicy, recover: ((Swift.Error) -> ErasedTransition)?
    ) -> EffectRun {
        EffectRun(work: .observable(work), policy: policy, recover: recover)
    }

    /// A request for one answer, which `subscribe` subscribes the presenter to, under `policy`, whose error
    /// `recover` makes a transition.
    @usableFromInline
    static func answer(
        _ subscribe: @escaping (_ token: Int, _ presenter: AnyObject) -> Disposable, _ policy: EffectPolicy,
        recover: ((Swift.Error) -> ErasedTransition)?
    ) -> EffectRun {
        EffectRun(work: .answer(subscribe), policy: policy, recover: recover)
    }

    /// An async operation run in a task, timed out after `timeout`, under `policy`, whose error `recover`
    /// makes a transition.
    @usableFromInline
    static func task(
        _ operation: @escaping TaskOperation, timeout: RxTimeInterval?, _ policy: EffectPolicy,
        recover: ((Swift.Error) -> ErasedTransition)?
    ) -> EffectRun {
        EffectRun(work: .task(operation, timeout: timeout), policy: policy, recover: recover)
    }
}

/// One effect that has started and whose end has not been handled yet.
final class RunningEffect {
    let token: Int
    let run: EffectRun
    let startedAt: RxTime
    let subscription = SingleAssignmentDisposable()

    init(token: Int, run: EffectRun, startedAt: RxTime) {
        self.token = token
        self.run = run
        self.startedAt = startedAt
    }
}

/// An effect that waits for its policy's timer before it starts: a debounced one, or a throttled one
/// kept for the end of its interval.
final class DelayedEffect {
    let token: Int
    /// The work to start when the timer fires; a later throttled effect replaces it.
    var run: EffectRun
    let timer = SingleAssignmentDisposable()

    init(token: Int, run: EffectRun) {
        self.token = token
        self.run = run
    }
}

/// What the policy decided for a new effect.
enum Admission {
    /// Subscribe to it now.
    case start(RunningEffect)
    /// Drop it: one of its kind is busy and its policy is `first`, or it is throttled (a kept one may
    /// have been replaced by it).
    case ignored
    /// It waits behind the running ones of its kind (`queue`).
    case queued
    /// Start a timer that fires after the interval; the effect starts then (`debounce`, `throttle`).
    case delayed(DelayedEffect, after: RxTimeInterval)
}

/// The effects in flight and the ones queued behind them, and the policy decisions.
///
/// Not thread-safe: the presenter only touches it under its lock, and disposes what it returns
/// after releasing the lock. That lock keeps the accesses to its properties apart, without the runtime's
/// exclusivity checks.
final class RunningEffects {
    @exclusivity(unchecked) private var running: [RunningEffect] = []
    @exclusivity(unchecked) private var waiting: [EffectRun] = []
    @exclusivity(unchecked) private var delayed: [DelayedEffect] = []
    /// When the current interval of each throttled id closes.
    @exclusivity(unchecked) private var throttleWindows: [AnyHashable: RxTime] = [:]
    @exclusivity(unchecked) private var nextToken = 0

    /// Applies `run.policy`; returns the decision and what it cancelled, to dispose.
    func admit(_ run: EffectRun, at time: RxTime) -> (Admission, cancelled: [Disposable]) {
        guard let id = run.policy.id else { return (.start(start(run, at: time)), []) }
        switch run.policy.kind {
        case .merge:
            return (.start(start(run, at: time)), [])
        case .latest:
            let cancelled = cancel(id)
            return (.start(start(run, at: time)), cancelled)
        case .first:
            return isBusy(id) ? (.ignored, []) : (.start(start(run, at: time)), [])
        case .queue:
            if isBusy(id) {
                waiting.append(run)
                return (.queued, [])
            }
            return (.start(start(run, at: time)), [])
        case .debounce(let interval):
            let cancelled = cancel(id)
            return (.delayed(delay(run), after: interval), cancelled)
        case .throttle(let interval, let latest):
            guard let closes = throttleWindows[id], time < closes else {
                throttleWindows[id] = time.addingTimeInterval(seconds(interval))
                return (.start(start(run, at: time)), [])
            }
            guard latest else { return (.ignored, []) }
            if let kept = delayed.first(where: { $0.run.policy.id == id }) {
                kept.run = run
                return (.ignored, [])
            }
            return (.delayed(delay(run), after: .nanoseconds(nanoseconds(closes.timeIntervalSince(time)))), [])
        }
    }

    /// Starts the delayed effect whose timer fired, unless it was cancelled meanwhile.
    func fire(_ token: Int, at time: RxTime) -> RunningEffect? {
        guard let index = delayed.firstIndex(where: { $0.token == token }) else { return nil }
        let run = delayed.remove(at: index).run
        if case .throttle(let interval, _) = run.policy.kind, let id = run.policy.id {
            throttleWindows[id] = time.addingTimeInterval(seconds(interval))
        }
        return start(run, at: time)
    }

    /// Whether the effect is still running (not cancelled, its end not yet handled).
    func isRunning(token: Int) -> Bool {
        running.contains { $0.token == token }
    }

    /// Forgets the effect; returns it (nil if it was cancelled) and the queued effect that may now start,
    /// taken out of the queue, for `startNext`. Only the presenter's drainer ends and admits effects, so that
    /// nothing of the same kind starts between the two.
    func end(_ token: Int) -> (ended: RunningEffect?, next: EffectRun?) {
        guard let index = running.firstIndex(where: { $0.token == token }) else { return (nil, nil) }
        let ended = running.remove(at: index)
        guard let id = ended.run.policy.id, !hasRunning(id),
            let next = waiting.firstIndex(where: { $0.policy.id == id })
        else { return (ended, nil) }
        return (ended, waiting.remove(at: next))
    }

    /// Starts the queued effect that `end` let go.
    func startNext(_ run: EffectRun, at time: RxTime) -> RunningEffect {
        start(run, at: time)
    }

    /// Forgets the running, waiting and delayed effects with `id`; returns the subscriptions and timers
    /// to dispose.
    func cancel(_ id: AnyHashable) -> [Disposable] {
        waiting.removeAll { $0.policy.id == id }
        var cancelled: [Disposable] = []
        for effect in running where effect.run.policy.id == id { cancelled.append(effect.subscription) }
        for effect in delayed where effect.run.policy.id == id { cancelled.append(effect.timer) }
        if cancelled.isEmpty { return cancelled }
        running.removeAll { $0.run.policy.id == id }
        delayed.removeAll { $0.run.policy.id == id }
        return cancelled
    }

    /// Forgets everything; returns the subscriptions and timers to dispose.
    func removeAll() -> [Disposable] {
        // Written as loops: a key path here (`map(\.subscription)`) is instantiated by the runtime on
        // every call, which costs more than making the presenter.
        var ended: [Disposable] = []
        if running.isEmpty && delayed.isEmpty {
            waiting = []
            return ended
        }
        ended.reserveCapacity(running.count + delayed.count)
        for effect in running { ended.append(effect.subscription) }
        for effect in delayed { ended.append(effect.timer) }
        waiting = []
        running = []
        delayed = []
        return ended
    }

    /// The effects in flight, oldest first, and the policies of those waiting for their turn or their
    /// timer.
    var snapshot: (running: [(policy: EffectPolicy, startedAt: RxTime)], waiting: [EffectPolicy]) {
        (running.map { ($0.run.policy, $0.startedAt) }, waiting.map(\.policy) + delayed.map(\.run.policy))
    }

    private func hasRunning(_ id: AnyHashable) -> Bool {
        running.contains { $0.run.policy.id == id }
    }

    private func isBusy(_ id: AnyHashable) -> Bool {
        hasRunning(id) || waiting.contains { $0.policy.id == id }
    }

    private func delay(_ run: EffectRun) -> DelayedEffect {
        defer { nextToken += 1 }
        let effect = DelayedEffect(token: nextToken, run: run)
        delayed.append(effect)
        return effect
    }

    private func start(_ run: EffectRun, at time: RxTime) -> RunningEffect {
        defer { nextToken += 1 }
        let effect = RunningEffect(token: nextToken, run: run, startedAt: time)
        running.append(effect)
        return effect
    }
}

extension Presenter {
    /// The effects in flight, oldest first, with the time each started, and the policies of those waiting.
    var effectsInFlight: (running: [(policy: EffectPolicy, startedAt: RxTime)], waiting: [EffectPolicy]) {
        lock.withLock { runningEffects?.snapshot ?? ([], []) }
    }
}

/// `interval` in seconds; `.never` is infinite.
private func seconds(_ interval: RxTimeInterval) -> TimeInterval {
    switch interval {
    case .seconds(let value): return TimeInterval(value)
    case .milliseconds(let value): return TimeInterval(value) / 1_000
    case .microseconds(let value): return TimeInterval(value) / 1_000_000
    case .nanoseconds(let value): return TimeInterval(value) / 1_000_000_000
    case .never: return .infinity
    @unknown default: return .infinity
    }
}

private func nanoseconds(_ seconds: TimeInterval) -> Int {
    Int((seconds * 1_000_000_000).rounded())
}
