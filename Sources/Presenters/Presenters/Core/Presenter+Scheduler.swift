import Reactive

// A presenter lives on its scheduler: the user's closures run there and every state and route is delivered
// there. What arrives elsewhere is handed over with one scheduled action for everything that arrives
// meanwhile; what arrives on the scheduler is done at once. The rule, for users: <doc:WherePresentersRun>.

extension Presenter {
    /// Whether the caller runs on the presenter's scheduler: where a `SerialSchedulerType` says it does, and
    /// otherwise (a concurrent scheduler) only inside the presenter's own work, whose drainer is the caller.
    @inlinable
    var isOnScheduler: Bool {
        if let runnerThread { return runnerThread._withUnsafeGuaranteedRef { $0.isCurrentOrIdle } }
        if let serialScheduler { return serialScheduler.isCurrent }
        return drainer.value == Int(bitPattern: currentThreadIdentity())
    }

    /// Does `work` at once if the caller is on the scheduler, and otherwise hands it over to the scheduler.
    @usableFromInline
    func receive(_ work: Work) {
        if isOnScheduler {
            enqueue(work)
        } else {
            handOver(work)
        }
    }

    /// Queues `work`, which arrived outside the scheduler, for the scheduler: the first of a batch schedules
    /// the action that takes the batch, in order, into the presenter's inbox.
    @usableFromInline
    @inline(never)
    func handOver(_ work: Work) {
        let (schedules, target) = lock.withLock {
            handedOver.append(work)
            defer { handOverScheduled = true }
            return (!handOverScheduled, handOverTarget)
        }
        guard schedules else { return }
        // The presenter is held weakly: work handed over to a presenter that was released meanwhile is dropped.
        // A queue's scheduler takes the work without the disposable and state of `schedule`, and the same
        // closure every time, made at the first hand-over, rather than a closure and a weak reference per batch.
        switch target {
        case .queue(let queue, let take):
            queue.dispatch(take)
            return
        case .scheduler: break
        case .unknown:
            if let queue = scheduler as? SerialDispatchQueueScheduler {
                // Seen without its types, which a closure sent to the queue may not capture.
                weak let owner: (any EffectOwner)? = self
                let take: @Sendable () -> Void = { owner?.takeHandedOver() }
                lock.withLock { handOverTarget = .queue(queue, take: take) }
                queue.dispatch(take)
                return
            }
            lock.withLock { handOverTarget = .scheduler }
        }
        _ = scheduler.schedule(()) { [weak self] _ in
            self?.takeHandedOver()
            return Disposables.create()
        }
    }

    /// On the scheduler: does the work handed over, in the order it arrived.
    @usableFromInline
    func takeHandedOver() {
        var batch: [Work] = []
        lock.withLock {
            swap(&batch, &handedOver)
            handOverScheduled = false
        }
        for work in batch { enqueue(work) }
        // The batch's storage serves the next one, unless another batch has begun meanwhile.
        batch.removeAll(keepingCapacity: true)
        lock.withLock { if handedOver.capacity == 0 { swap(&batch, &handedOver) } }
    }
}

/// Where a presenter's handed-over work goes, once it is known.
enum HandOverTarget {
    /// Not looked up yet.
    case unknown
    /// The presenter's scheduler is this queue's, which takes the work directly: `take`, which holds the
    /// presenter weakly, takes every batch.
    case queue(SerialDispatchQueueScheduler, take: @Sendable () -> Void)
    /// Any other scheduler, which schedules an action.
    case scheduler
}
