import Reactive

/// A value changed at once by pure steps and delivered one change at a time, in order: the presenter's rule
/// for a call made during a delivery (<doc:CallsMadeDuringADelivery>), for the values the framework
/// publishes besides a presenter's state (``Store``, ``NavigationOwner``).
///
/// A change runs under the lock and says whether it is to be delivered; the caller that finds nobody
/// delivering delivers it, then every change queued meanwhile, in the presenter's ``Inbox``. A change made
/// while a delivery is under way (by an observer of it, on the same thread, or by another thread) is queued
/// and its call returns at once: it is delivered after the one under way, by the thread delivering, never
/// nested inside it.
///
/// Given a scheduler, it lives there as a presenter does (<doc:WherePresentersRun>): a change made outside the
/// scheduler is made at once, and its delivery handed over to the scheduler.
final class SerialValue<Value>: @unchecked Sendable {
    // Sendable: `latest`, `waiting` and `delivering` are only touched under `lock`; `deliver` is only called
    // by the one thread that holds the deliverer role (`delivering`).
    private let lock = Lock()
    private var latest: Value
    private var waiting = Inbox<Value>()
    private var delivering = false
    /// Where the deliveries happen; `nil`: on the thread that makes the change.
    private let scheduler: (any SchedulerType)?
    private let serialScheduler: (any SerialSchedulerType)?
    /// Whether an action of `scheduler` is on its way to deliver what waits. Guarded by `lock`.
    private var handOverScheduled = false

    /// A value that starts as `initial`, delivered already, whose changes are delivered on `scheduler`, or,
    /// without one, by the thread that makes them.
    init(_ initial: Value, scheduler: (any SchedulerType)? = nil) {
        latest = initial
        self.scheduler = scheduler
        serialScheduler = scheduler?.asSerialScheduler
    }

    /// The value after every change made so far, delivered or not.
    var value: Value { lock.withLock { latest } }

    /// Changes the value with `change`, under the lock; if `change` says so, delivers the new value with
    /// `deliver` now, or, while a delivery is under way, after it.
    /// - Returns: what `change` returns.
    func change<Result>(
        _ change: (inout Value) -> (Result, deliver: Bool), deliver: @escaping (Value) -> Void
    ) -> Result {
        lock.lock()
        let (result, deliverIt) = change(&latest)
        guard deliverIt else {
            lock.unlock()
            return result
        }
        waiting.append(latest)
        guard !delivering else {
            lock.unlock()
            return result
        }
        if let scheduler, !(serialScheduler?.isCurrent ?? false) {
            let schedules = !handOverScheduled
            handOverScheduled = true
            lock.unlock()
            if schedules {
                _ = scheduler.schedule(()) { _ in
                    self.lock.lock()
                    self.handOverScheduled = false
                    self.deliverWaitingLocked(deliver)
                    return Disposables.create()
                }
            }
            return result
        }
        deliverWaitingLocked(deliver)
        return result
    }

    /// With `lock` held: delivers what waits, one value at a time, unless a delivery is under way (which
    /// delivers it); releases the lock.
    private func deliverWaitingLocked(_ deliver: (Value) -> Void) {
        guard !delivering else { return lock.unlock() }
        delivering = true
        while let next = waiting.popFirst() {
            lock.unlock()
            deliver(next)
            lock.lock()
        }
        delivering = false
        lock.unlock()
    }
}
