import Foundation

extension Presenter {
    /// Work an effect asked for, before it starts.
    struct Run {
        let work: Observable<Transition>
        let policy: EffectPolicy
        let recover: ((Swift.Error) -> Transition)?
    }

    /// One effect that has started and whose end has not been handled yet.
    final class RunningEffect {
        let token: Int
        let run: Run
        let startedAt: RxTime
        let subscription = SingleAssignmentDisposable()

        init(token: Int, run: Run, startedAt: RxTime) {
            self.token = token
            self.run = run
            self.startedAt = startedAt
        }
    }

    /// What the policy decided for a new effect.
    enum Admission {
        /// Subscribe to it now.
        case start(RunningEffect)
        /// Drop it: one of its kind is busy and its policy is `first`.
        case ignored
        /// It waits behind the running ones of its kind (`queue`).
        case queued
    }

    /// The effects in flight and the ones queued behind them, and the policy decisions.
    ///
    /// Not thread-safe: the presenter only touches it under its lock, and disposes what it returns
    /// after releasing the lock.
    final class RunningEffects {
        private var running: [RunningEffect] = []
        private var waiting: [Run] = []
        private var nextToken = 0

        /// Applies `run.policy`; returns the decision and the effects it cancelled.
        func admit(_ run: Run, at time: RxTime) -> (Admission, cancelled: [RunningEffect]) {
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
            }
        }

        /// Whether the effect is still running (not cancelled, its end not yet handled).
        func isRunning(token: Int) -> Bool {
            running.contains { $0.token == token }
        }

        /// Forgets the effect; returns it (nil if it was cancelled) and the queued effect that may now start.
        func end(_ token: Int, at time: RxTime) -> (ended: RunningEffect?, next: RunningEffect?) {
            guard let index = running.firstIndex(where: { $0.token == token }) else { return (nil, nil) }
            let ended = running.remove(at: index)
            guard let id = ended.run.policy.id, !hasRunning(id),
                let next = waiting.firstIndex(where: { $0.policy.id == id })
            else { return (ended, nil) }
            return (ended, start(waiting.remove(at: next), at: time))
        }

        /// Forgets the running and waiting effects with `id`; returns the running ones to dispose.
        func cancel(_ id: AnyHashable) -> [RunningEffect] {
            waiting.removeAll { $0.policy.id == id }
            let cancelled = running.filter { $0.run.policy.id == id }
            running.removeAll { $0.run.policy.id == id }
            return cancelled
        }

        /// Forgets everything; returns the running effects to dispose.
        func removeAll() -> [RunningEffect] {
            waiting = []
            defer { running = [] }
            return running
        }

        /// The effects in flight, oldest first, and the policies of those waiting.
        var snapshot: (running: [(policy: EffectPolicy, startedAt: RxTime)], waiting: [EffectPolicy]) {
            (running.map { ($0.run.policy, $0.startedAt) }, waiting.map(\.policy))
        }

        private func hasRunning(_ id: AnyHashable) -> Bool {
            running.contains { $0.run.policy.id == id }
        }

        private func isBusy(_ id: AnyHashable) -> Bool {
            hasRunning(id) || waiting.contains { $0.policy.id == id }
        }

        private func start(_ run: Run, at time: RxTime) -> RunningEffect {
            defer { nextToken += 1 }
            let effect = RunningEffect(token: nextToken, run: run, startedAt: time)
            running.append(effect)
            return effect
        }
    }
}

extension Presenter {
    /// The effects in flight, oldest first, with the time each started, and the policies of those waiting.
    var effectsInFlight: (running: [(policy: EffectPolicy, startedAt: RxTime)], waiting: [EffectPolicy]) {
        lock.withLock { effects.snapshot }
    }
}
