import Foundation

/// A log that actions on other threads append to, read by the test once they ran.
final class ThreadSafeLog: @unchecked Sendable {
    // Sendable: `storage` is only touched under `lock`.
    private let lock = NSLock()
    private var storage: [String] = []

    /// Adds `entry` at the end.
    func append(_ entry: String) { lock.withLock { storage.append(entry) } }

    /// The entries, in the order they were appended.
    var entries: [String] { lock.withLock { storage } }
}
