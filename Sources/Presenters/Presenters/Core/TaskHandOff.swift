import Foundation

/// Counts a presenter's tasks whose answer is still owed to its scheduler, so that a test can wait until
/// each has handed its answer over (or was cancelled) before it moves the virtual clock.
@usableFromInline
final class TaskCounter: @unchecked Sendable {
    // Sendable: `count` is only touched under `condition`.
    private let condition = NSCondition()
    private var count = 0

    func begin() {
        condition.withLock { count += 1 }
    }

    func end() {
        condition.withLock {
            count -= 1
            if count == 0 { condition.broadcast() }
        }
    }

    /// Blocks until no answer is owed or `deadline` passes; returns whether none is owed.
    func wait(until deadline: Date) -> Bool {
        condition.withLock {
            while count > 0 {
                if !condition.wait(until: deadline) { return count == 0 }
            }
            return true
        }
    }
}

/// Runs an async function in a task for one subscription and hands its outcome to a scheduler, where the
/// subscriber receives it.
///
/// A task runs on the cooperative pool, not on the presenter's scheduler: handing the outcome over makes
/// the presenter reduce it on its scheduler, in virtual time on a `TestScheduler`. The hand-off is
/// scheduled before the task stops counting in `counter`, so that once a test's wait returns, the answer
/// is an action of the scheduler, due when the test waited (one tick later on a `TestScheduler` that
/// simulates processing delay).
final class TaskHandOff<Value: Sendable>: Disposable, @unchecked Sendable {
    // Sendable: `task`, `disposed` and `counted` are only touched under `lock`; `observer` is only called
    // by the scheduled delivery, and `delivery` is a thread-safe disposable.
    private let observer: AnyObserver<Value>
    private let scheduler: any SchedulerType
    private let counter: TaskCounter
    private let lock = Lock()
    private var task: Task<Void, Never>?
    private var disposed = false
    private var counted = true
    private let delivery = SingleAssignmentDisposable()

    private init(observer: AnyObserver<Value>, scheduler: any SchedulerType, counter: TaskCounter) {
        self.observer = observer
        self.scheduler = scheduler
        self.counter = counter
        counter.begin()
    }

    /// Work that runs `operation` in a new task for each subscription; disposing the subscription
    /// cancels the task and drops its outcome.
    static func observable(
        _ operation: @escaping @Sendable () async throws -> Value, scheduler: any SchedulerType, counter: TaskCounter
    ) -> Observable<Value> {
        Observable.create { observer in
            let handOff = TaskHandOff(observer: observer, scheduler: scheduler, counter: counter)
            let task = Task {
                let outcome: Result<Value, Swift.Error>
                do {
                    outcome = .success(try await operation())
                } catch {
                    outcome = .failure(error)
                }
                handOff.handOver(outcome)
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
            let observer = self.observer
            delivery.setDisposable(
                scheduler.schedule(outcome) { outcome in
                    switch outcome {
                    case .success(let value):
                        observer.onNext(value)
                        observer.onCompleted()
                    case .failure(let error):
                        observer.onError(error)
                    }
                    return Disposables.create()
                })
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
        if wasCounted { counter.end() }
    }
}
