/// Async work in a test's virtual time: an executor whose jobs run as the scheduler's actions, and a sleep
/// that ends when the clock reaches its time.
///
/// A task that prefers the scheduler's ``TestScheduler/taskExecutor`` runs each of its steps (the code
/// between two suspensions) as an action due at the virtual time the step became ready, on the thread that
/// runs the scheduler: inside `start()`, `advanceTo(_:)` and the harnesses built on them. Awaiting
/// ``TestScheduler/sleep(for:)`` suspends it until the clock reaches the end of the sleep. Its code then
/// runs in the order the scheduler gives, the same on every run, and the tests of different schedulers do
/// not share anything: they run in parallel.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// Task(executorPreference: scheduler.taskExecutor) {
///     try await scheduler.sleep(for: .seconds(300))
///     print("woke at", scheduler.clock)
/// }
/// scheduler.start()
/// // Prints: woke at 300
/// ```
extension TestScheduler {
    /// The executor of the tasks that run in this scheduler's virtual time: a task that prefers it runs each
    /// step as an action of the scheduler, at the virtual time the step became ready.
    ///
    /// A step that becomes ready while the scheduler runs (a sleep that ends, a task started by an action)
    /// runs in the same `start()` or `advanceTo(_:)`, after the actions already due at that time. A step that
    /// becomes ready while the scheduler is stopped waits for the next one. A task that awaits work done
    /// elsewhere (a real request) comes back when that work ends, on whichever thread ends it: the test
    /// then waits for it before it moves the clock on.
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    public var taskExecutor: any TaskExecutor {
        taskExecutorLock.withLock {
            // Stored as `AnyObject` to keep the stored property free of availability; only this getter sets it.
            if let executor = taskExecutorStorage as? TestSchedulerTaskExecutor { return executor }
            let executor = TestSchedulerTaskExecutor(scheduler: self)
            taskExecutorStorage = executor
            return executor
        }
    }

    /// Suspends the calling task until `duration` of virtual time has passed: until the clock reaches now
    /// plus `duration`, rounded to ticks of the scheduler's resolution.
    ///
    /// An async stub takes time with it, as an observable's stub does with `delay`:
    ///
    /// ```swift
    /// let search: @Sendable (String) async throws -> [String] = { text in
    ///     try await scheduler.sleep(for: .milliseconds(300))
    ///     return [text + "!"]
    /// }
    /// ```
    ///
    /// Cancelling the task ends the sleep at once, with `CancellationError`, and takes its end out of the
    /// scheduler's queue. A task that runs on ``taskExecutor`` goes on at exactly the end of the sleep; any
    /// other task goes on when its own executor gets to it.
    /// - Throws: `CancellationError` when the task is cancelled before or during the sleep.
    public func sleep(for duration: RxTimeInterval) async throws {
        let ticks = max(0, converter.convertToVirtualTimeInterval(duration.seconds))
        try await sleep(until: clock + ticks)
    }

    /// Suspends the calling task until the clock reaches `time`; a time already past ends the sleep on the
    /// scheduler's next step.
    /// - Throws: `CancellationError` when the task is cancelled before or during the sleep.
    public func sleep(until time: TestTime) async throws {
        try Task.checkCancellation()
        let sleep = VirtualSleep()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Swift.Error>) in
                guard sleep.begin(continuation) else { return }
                var end: Disposable?
                withExplorationLabel("the end of a task's sleep at \(time)") {
                    end = scheduleAbsoluteVirtual(sleep, time: time) { sleep in
                        sleep.end()
                        return Disposables.create()
                    }
                }
                if let end { sleep.scheduled(end) }
            }
        } onCancel: {
            sleep.cancel()
        }
    }

    /// Runs `job` as an action due now; the explorer names it as a step of a task.
    func scheduleTaskStep(_ step: @escaping () -> Void) {
        withExplorationLabel("a task's step") {
            _ = scheduleAbsoluteVirtual((), time: clock) { _ in
                step()
                return Disposables.create()
            }
        }
    }
}

/// Runs the jobs of the tasks that prefer it as actions of its scheduler. It holds the scheduler weakly: the
/// jobs of a scheduler that is gone never run, as its other actions never do.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
final class TestSchedulerTaskExecutor: TaskExecutor, @unchecked Sendable {
    // Sendable: `scheduler` is a weak reference, set once; the scheduler is thread-safe.
    private weak let scheduler: TestScheduler?

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        guard let scheduler else { return }
        scheduler.scheduleTaskStep { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}

/// One sleep in virtual time: the continuation of the sleeping task and the action that ends it, resumed
/// once, by the action or by the task's cancellation, whichever comes first.
private final class VirtualSleep: @unchecked Sendable {
    // Sendable: `phase` and `ending` are only touched under `lock`.
    private enum Phase {
        /// Not begun yet: a cancellation now ends the sleep as soon as it begins.
        case idle
        /// The task is suspended until the action or a cancellation resumes it.
        case sleeping(CheckedContinuation<Void, Swift.Error>)
        /// The task was cancelled; the sleep does not begin or has ended.
        case cancelled
        /// The action resumed the task.
        case ended
    }

    private let lock = Lock()
    private var phase = Phase.idle
    private var ending: Disposable?

    /// Keeps `continuation` until the sleep ends; returns false, having resumed it with
    /// `CancellationError`, when the task was cancelled already.
    func begin(_ continuation: CheckedContinuation<Void, Swift.Error>) -> Bool {
        let cancelled = lock.withLock {
            if case .cancelled = phase { return true }
            phase = .sleeping(continuation)
            return false
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
        return !cancelled
    }

    /// Keeps the action that ends the sleep, to take it out of the queue on cancellation; disposes it at
    /// once if the task was cancelled meanwhile.
    func scheduled(_ action: Disposable) {
        let cancelled = lock.withLock {
            if case .cancelled = phase { return true }
            ending = action
            return false
        }
        if cancelled { action.dispose() }
    }

    /// The clock reached the end of the sleep.
    func end() {
        let continuation = lock.withLock { () -> CheckedContinuation<Void, Swift.Error>? in
            guard case .sleeping(let continuation) = phase else { return nil }
            phase = .ended
            ending = nil
            return continuation
        }
        continuation?.resume()
    }

    /// The task was cancelled: the sleep ends now with `CancellationError`.
    func cancel() {
        let (continuation, end) = lock.withLock { () -> (CheckedContinuation<Void, Swift.Error>?, Disposable?) in
            let end = ending
            ending = nil
            switch phase {
            case .idle:
                phase = .cancelled
                return (nil, end)
            case .sleeping(let continuation):
                phase = .cancelled
                return (continuation, end)
            case .cancelled, .ended:
                return (nil, end)
            }
        }
        end?.dispose()
        continuation?.resume(throwing: CancellationError())
    }
}
