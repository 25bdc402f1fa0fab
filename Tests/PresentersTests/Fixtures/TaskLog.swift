import Foundation

/// What the async stubs of a test saw (a cancellation, the time they answered), in order, for the test to
/// read once the scheduler stopped.
final class TaskLog: @unchecked Sendable {
    // Sendable: `entries` is only touched under `lock`.
    private let lock = NSLock()
    private var entries: [String] = []

    func append(_ entry: String) {
        lock.withLock { entries.append(entry) }
    }

    var lines: [String] { lock.withLock { entries } }
}
