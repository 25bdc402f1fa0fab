import Foundation

/// Runs work as operations of an `OperationQueue`, at a given priority; for work that should respect the
/// queue's limit on concurrent operations.
///
/// ```swift
/// let queue = OperationQueue()
/// queue.maxConcurrentOperationCount = 2
/// let scheduler = OperationQueueScheduler(operationQueue: queue)
/// _ = Observable.just(1).subscribe(on: scheduler).subscribe(onNext: { print($0) })
/// // Prints (from an operation of `queue`): 1
/// ```
public final class OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
    // Sendable: both properties are immutable; `OperationQueue` is thread-safe.
    /// The queue the work runs on.
    public let operationQueue: OperationQueue
    /// The priority of each operation in the queue.
    public let queuePriority: Operation.QueuePriority

    /// A scheduler that adds its work to `operationQueue` with `queuePriority`.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds an operation that runs `action` with `state`; disposing the result before the operation starts
    /// keeps the action from running, and after disposes what the action returned.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let work = DispatchedWork { action(state) }
        let operation = BlockOperation { work.run() }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return work
    }
}
