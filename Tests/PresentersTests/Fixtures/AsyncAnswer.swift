import Foundation

/// An answer that an async stub awaits until the test provides it, from a virtual-time action for
/// example; it records whether the awaiting task was cancelled.
final class AsyncAnswer<Value: Sendable>: @unchecked Sendable {
    // Sendable: every property is only touched under `condition`.
    private let condition = NSCondition()
    private var provided: Value?
    private var waiter: CheckedContinuation<Value, Swift.Error>?
    private var cancelled = false

    /// Suspends until `provide(_:)` is called; throws `CancellationError` if the task is cancelled first.
    func value() async throws -> Value {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                condition.lock()
                if let provided {
                    condition.unlock()
                    continuation.resume(returning: provided)
                } else if cancelled {
                    condition.unlock()
                    continuation.resume(throwing: CancellationError())
                } else {
                    waiter = continuation
                    condition.unlock()
                }
            }
        } onCancel: {
            condition.lock()
            cancelled = true
            let waiter = self.waiter
            self.waiter = nil
            condition.broadcast()
            condition.unlock()
            waiter?.resume(throwing: CancellationError())
        }
    }

    /// Answers the task that awaits, or the next one.
    func provide(_ value: Value) {
        condition.lock()
        provided = value
        let waiter = self.waiter
        self.waiter = nil
        condition.unlock()
        waiter?.resume(returning: value)
    }

    /// Waits up to a second of real time for the awaiting task to be cancelled; returns whether it was.
    func waitForCancellation() -> Bool {
        let deadline = Date(timeIntervalSinceNow: 1)
        condition.lock()
        defer { condition.unlock() }
        while !cancelled {
            if !condition.wait(until: deadline) { return cancelled }
        }
        return true
    }
}
