import Foundation

/// Counts a presenter's tasks whose answer is still owed, with the effect each one runs for, so that a test
/// can wait until each has handed its answer over (or was cancelled), and name those still suspended.
@usableFromInline
final class TaskCounter: @unchecked Sendable {
    // Sendable: `owed` is only touched under `condition`; `testScheduler` is a weak reference set once.
    /// A task whose answer is owed: the effect it runs for.
    struct Owed {
        let policy: EffectPolicy
        let startedAt: RxTime
    }

    private let condition = NSCondition()
    private var owed: [ObjectIdentifier: Owed] = [:]
    /// The scheduler whose actions run the tasks' steps, when the presenter runs on a `TestScheduler`: a wait
    /// runs what is due on it, so that the tasks go on.
    private weak let testScheduler: TestScheduler?

    init(scheduler: any SchedulerType) {
        testScheduler = scheduler as? TestScheduler
    }

    func begin(_ task: AnyObject, for owed: Owed) {
        condition.withLock { self.owed[ObjectIdentifier(task)] = owed }
    }

    func end(_ task: AnyObject) {
        condition.withLock {
            owed[ObjectIdentifier(task)] = nil
            if owed.isEmpty { condition.broadcast() }
        }
    }

    /// Whether no answer is owed.
    var isIdle: Bool { condition.withLock { owed.isEmpty } }

    /// The effects whose tasks still owe their answer, earliest first.
    var owedTasks: [Owed] {
        condition.withLock { owed.values.sorted { $0.startedAt < $1.startedAt } }
    }

    /// Blocks until no answer is owed or `deadline` passes; returns whether none is owed.
    func wait(until deadline: Date) -> Bool {
        condition.withLock {
            while !owed.isEmpty {
                if !condition.wait(until: deadline) { return owed.isEmpty }
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

/// Runs an async function in a task for one subscription and hands its outcome to the subscriber.
///
/// On a `TestScheduler` the task prefers the scheduler's task executor (where the platform has task
/// executors): each of its steps is an action of the scheduler, on the test's thread, and the outcome goes to
/// the subscriber at once, at the virtual time the function returned. Elsewhere the task runs on the
/// cooperative pool, and the outcome is handed to the presenter's scheduler, where the subscriber receives
/// it. The task stops counting in `counter` once its outcome is delivered or scheduled, so that once a
/// test's wait returns, the answer was reduced or is an action of the scheduler.
final class TaskHandOff<Value: Sendable>: Disposable, @unchecked Sendable {
    // Sendable: `task`, `disposed` and `counted` are only touched under `lock`; `observer` is only called
    // by the task's last step or the scheduled delivery, and `delivery` is a thread-safe disposable.
    private let observer: AnyObserver<Value>
    private let scheduler: any SchedulerType
    private let counter: TaskCounter
    private let lock = Lock()
    private var task: Task<Void, Never>?
    private var disposed = false
    private var counted = true
    /// Whether the task runs on the test scheduler's executor, whose step delivers the outcome itself.
    private let delivers: Bool
    private let delivery = SingleAssignmentDisposable()

    private init(
        observer: AnyObserver<Value>, scheduler: any SchedulerType, counter: TaskCounter, policy: EffectPolicy,
        delivers: Bool
    ) {
        self.observer = observer
        self.delivers = delivers
        self.scheduler = scheduler
        self.counter = counter
        counter.begin(self, for: TaskCounter.Owed(policy: policy, startedAt: scheduler.now))
    }

    /// Work that runs `operation` in a new task for each subscription; disposing the subscription
    /// cancels the task and drops its outcome.
    static func observable(
        _ operation: @escaping @Sendable () async throws -> Value, scheduler: any SchedulerType, counter: TaskCounter,
        policy: EffectPolicy
    ) -> Observable<Value> {
        Observable.create { observer in
            var testScheduler: TestScheduler?
            if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
                testScheduler = scheduler as? TestScheduler
            }
            let handOff = TaskHandOff(
                observer: observer, scheduler: scheduler, counter: counter, policy: policy,
                delivers: testScheduler != nil)
            let body: @Sendable () async -> Void = {
                let outcome: Result<Value, Swift.Error>
                do {
                    outcome = .success(try await operation())
                } catch {
                    outcome = .failure(error)
                }
                handOff.handOver(outcome)
            }
            let task: Task<Void, Never>
            if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *), let testScheduler {
                task = Task(executorPreference: testScheduler.taskExecutor, operation: body)
            } else {
                task = Task(operation: body)
            }
            handOff.started(task)
            return handOff
        }
    }

    private func started(_ task: Task<Void, Never>) {
        let cancelled = lock.withLock {
            self.task = task
            return disposed
        }
        if cancelled { task.cancel() }
    }

    private func handOver(_ outcome: Result<Value, Swift.Error>) {
        if !lock.withLock({ disposed }) {
            if delivers {
                // The last step of a task on the test scheduler's executor: an action of the scheduler.
                deliver(outcome, to: observer)
            } else {
                let observer = self.observer
                delivery.setDisposable(
                    scheduler.schedule(outcome) { outcome in
                        deliver(outcome, to: observer)
                        return Disposables.create()
                    })
            }
        }
        stopCounting()
    }

    func dispose() {
        let task = lock.withLock {
            disposed = true
            return self.task
        }
        task?.cancel()
        delivery.dispose()
        // A cancelled task owes nothing: the test need not wait for it to notice its cancellation.
        stopCounting()
    }

    private func stopCounting() {
        let wasCounted = lock.withLock {
            defer { counted = false }
            return counted
        }
        if wasCounted { counter.end(self) }
    }
}

private func deliver<Value>(_ outcome: Result<Value, Swift.Error>, to observer: AnyObserver<Value>) {
    switch outcome {
    case .success(let value):
        observer.onNext(value)
        observer.onCompleted()
    case .failure(let error):
        observer.onError(error)
    }
}
