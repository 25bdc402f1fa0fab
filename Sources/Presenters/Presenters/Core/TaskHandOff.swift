import Foundation

/// Counts a presenter's tasks whose answer is still owed, with the effect each one runs for, so that a test
/// can wait until each has handed its answer over (or was cancelled), and name those still suspended.
@usableFromInline
final class TaskCounter: @unchecked Sendable {
    // Sendable: `first`, `waiters` and the tasks' links are only touched under `condition`; `testScheduler` is
    // a weak reference set once.
    /// A task whose answer is owed: the effect it runs for.
    struct Owed {
        let policy: EffectPolicy
        let startedAt: RxTime
    }

    private let condition = NSCondition()
    /// The first of the tasks that owe their answer, linked through `TaskEffect.nextOwed`, latest first: a
    /// task joins and leaves the list without looking for its place or allocating.
    @exclusivity(unchecked) private var first: TaskEffect?
    /// How many threads wait for the list to empty: only then is ending a task a broadcast.
    @exclusivity(unchecked) private var waiters = 0
    /// The scheduler whose actions run the tasks' steps, when the presenter runs on a `TestScheduler`: a wait
    /// runs what is due on it, so that the tasks go on.
    weak let testScheduler: TestScheduler?

    init(scheduler: any SchedulerType) {
        testScheduler = scheduler as? TestScheduler
    }

    func begin(_ task: TaskEffect) {
        condition.lock()
        task.nextOwed = first
        first?.previousOwed = task
        first = task
        condition.unlock()
    }

    func end(_ task: TaskEffect) {
        condition.lock()
        let next = task.nextOwed
        if let previous = task.previousOwed {
            previous.nextOwed = next
        } else if first === task {
            first = next
        }
        next?.previousOwed = task.previousOwed
        task.nextOwed = nil
        task.previousOwed = nil
        if first == nil && waiters > 0 { condition.broadcast() }
        condition.unlock()
    }

    /// Whether no answer is owed.
    var isIdle: Bool { condition.withLock { first == nil } }

    /// The effects whose tasks still owe their answer, earliest first.
    var owedTasks: [Owed] {
        condition.withLock {
            var owed: [Owed] = []
            var task = first
            while let current = task {
                owed.append(current.owed)
                task = current.nextOwed
            }
            return owed.sorted { $0.startedAt < $1.startedAt }
        }
    }

    /// Blocks until no answer is owed or `deadline` passes; returns whether none is owed.
    func wait(until deadline: Date) -> Bool {
        condition.withLock {
            waiters += 1
            defer { waiters -= 1 }
            while first != nil {
                if !condition.wait(until: deadline) { return first == nil }
            }
            return true
        }
    }

    /// Runs the actions due now on the test scheduler, if the presenter runs on one and it is not running:
    /// the steps of the tasks that became ready (on the scheduler's task executor) go on.
    func runDueSteps() {
        guard let testScheduler, !testScheduler.isEnabled else { return }
        testScheduler.advanceTo(testScheduler.clock)
    }
}

/// What the task of an async effect runs: the effect's operation, its result made the transition that
/// reduces its mutation (the presenter runs it on its scheduler), or its error.
@usableFromInline typealias TaskOperation = @Sendable () async -> Result<ErasedTransition, Swift.Error>

/// The operation a task runs for `operation`, whose answer becomes a mutation through `transform`, reduced
/// by `reduce` into the presenter it is given.
@inlinable
func taskOperation<Value: Sendable, Mutation>(
    _ operation: @escaping @Sendable () async throws -> Value, _ transform: @escaping (Value) -> Mutation,
    _ reduce: @escaping (Mutation, AnyObject) -> Void
) -> TaskOperation {
    let answer = TaskAnswer<Value> { value in { reduce(transform(value), $0) } }
    return {
        do {
            return .success(answer.transition(try await operation()))
        } catch {
            return .failure(error)
        }
    }
}

/// Makes a task's answer the transition that reduces it.
///
/// Sendable although its function is not: the task's last step calls it, and it only wraps the answer in a
/// transition; the transition, and the transform and reduce in it, run on the presenter's scheduler.
@usableFromInline
struct TaskAnswer<Value>: @unchecked Sendable {
    @usableFromInline let transition: (Value) -> ErasedTransition

    @inlinable
    init(_ transition: @escaping (Value) -> ErasedTransition) {
        self.transition = transition
    }
}

/// The task of one async effect, from its start to its answer, its timeout or its cancellation, whichever
/// comes first.
///
/// On a `TestScheduler` the task prefers the scheduler's task executor (where the platform has task
/// executors): each of its steps is an action of the scheduler, on the test's thread, and the answer goes to
/// the presenter at once, at the virtual time the operation returned. Elsewhere the task runs on the
/// cooperative pool, and the answer is handed over to the presenter's scheduler. The task stops counting in
/// `counter` once its answer is delivered or handed over, so that once a test's wait returns, the answer was
/// reduced or is an action of the scheduler. While it runs, it counts as a subscription in `Resources`, as
/// the effect's work would.
final class TaskEffect: Disposable, @unchecked Sendable {
    // Sendable: `phase` and `task` are only touched under `lock` (which also keeps their accesses apart
    // without the runtime's exclusivity checks), the rest is constant (`owner` a weak reference, `timer` a
    // thread-safe disposable).
    private enum Phase {
        /// The task runs, or is about to be created.
        case running
        /// The answer was delivered, the request timed out or the effect was cancelled: nothing more is
        /// delivered, and the task is cancelled if it still runs.
        case ended
    }

    private let lock = Lock()
    @exclusivity(unchecked) private var phase = Phase.running
    @exclusivity(unchecked) private var task: Task<Void, Never>?
    private let token: Int
    /// The presenter, held weakly: an effect never keeps its presenter.
    private weak let owner: (any EffectOwner)?
    /// Whether the task's last step runs on the presenter's scheduler (the test scheduler's executor), and
    /// may deliver its answer at once; elsewhere the answer is handed over.
    private let delivers: Bool
    private let counter: TaskCounter
    /// The effect the task runs for, as the counter names it.
    let owed: TaskCounter.Owed
    /// The neighbours of this task in its counter's list, while it owes its answer; guarded by the counter.
    @exclusivity(unchecked) var nextOwed: TaskEffect?
    @exclusivity(unchecked) unowned(unsafe) var previousOwed: TaskEffect?
    private let resources: SubscriptionCounter?
    /// The request's timeout, if it has one.
    private let timer: SingleAssignmentDisposable?

    private init(
        token: Int, owed: TaskCounter.Owed, owner: any EffectOwner, delivers: Bool, counter: TaskCounter,
        timed: Bool
    ) {
        self.token = token
        timer = timed ? SingleAssignmentDisposable() : nil
        self.owed = owed
        self.owner = owner
        self.delivers = delivers
        self.counter = counter
        resources = Resources.subscriptionStarted()
    }

    /// Starts `operation` in a task for `owner`'s effect `token`, timed out after `timeout` on `scheduler`.
    static func start(
        _ operation: @escaping TaskOperation, timeout: RxTimeInterval?, token: Int, owed: TaskCounter.Owed,
        owner: any EffectOwner, scheduler: any SchedulerType, counter: TaskCounter
    ) -> TaskEffect {
        var testScheduler: TestScheduler?
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
            // Cast once, by the counter: a cast of the scheduler costs more than the rest of the start.
            testScheduler = counter.testScheduler
        }
        let effect = TaskEffect(
            token: token, owed: owed, owner: owner, delivers: testScheduler != nil, counter: counter,
            timed: timeout != nil)
        counter.begin(effect)
        if let timeout, let timer = effect.timer {
            timer.setDisposable(
                scheduler.scheduleRelative((), dueTime: timeout) { [weak effect] _ in
                    effect?.timeOut()
                    return Disposables.create()
                })
        }
        let body: @Sendable () async -> Void = { effect.answer(await operation()) }
        let task: Task<Void, Never>
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *), let testScheduler {
            task = Task(executorPreference: testScheduler.taskExecutor, operation: body)
        } else {
            task = Task(operation: body)
        }
        let ended = effect.lock.withLock {
            if case .ended = effect.phase { return true }
            effect.task = task
            return false
        }
        if ended { task.cancel() }
        return effect
    }

    /// The task's last step: gives its outcome to the presenter, unless the effect has ended.
    private func answer(_ outcome: Result<ErasedTransition, Swift.Error>) {
        guard finish() != nil else { return }
        timer?.dispose()
        let work: PresenterWork
        switch outcome {
        case .success(let transition): work = .answered(token: token, transition)
        case .failure(let error): work = .ended(token: token, error)
        }
        if delivers {
            owner?.receive(work)
        } else {
            owner?.handOver(work)
        }
        stopCounting()
    }

    /// The timeout's action, on the scheduler: cancels the task and fails the request, unless it has ended.
    private func timeOut() {
        guard let task = finish() else { return }
        task?.cancel()
        owner?.receive(.ended(token: token, RxError.timeout))
        stopCounting()
    }

    func dispose() {
        guard let task = finish() else { return }
        task?.cancel()
        timer?.dispose()
        // A cancelled task owes nothing: the test need not wait for it to notice its cancellation.
        stopCounting()
    }

    /// Ends the phase `running`: for the first caller, returns the task (nil if it is not created yet);
    /// for the others, nil.
    private func finish() -> Task<Void, Never>?? {
        lock.withLock {
            guard case .running = phase else { return nil }
            phase = .ended
            defer { task = nil }
            return .some(task)
        }
    }

    private func stopCounting() {
        counter.end(self)
        Resources.subscriptionEnded(resources)
    }
}

/// The presenter an effect's task answers, seen without its types.
@usableFromInline
protocol EffectOwner: AnyObject, Sendable {
    /// Does `work` at once if the caller is on the presenter's scheduler, and otherwise hands it over.
    func receive(_ work: PresenterWork)
    /// Hands `work` over to the presenter's scheduler.
    func handOver(_ work: PresenterWork)
    /// On the presenter's scheduler: does the work handed over, in the order it arrived.
    func takeHandedOver()
}
