import Foundation
import Presenters

/// What happened to a request the in-memory backend received, as its log keeps it.
public struct BackendLogEntry: Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: String, Hashable, Sendable {
        /// The request was made: its `Single` was subscribed to.
        case started
        /// The backend answered it (with a payload or a failure).
        case finished
        /// Its `Single` was disposed before the answer: the request was cancelled.
        case cancelled
    }

    public let kind: Kind
    public let request: APIRequest

    /// `kind` happened to `request`.
    public init(_ kind: Kind, _ request: APIRequest) {
        self.kind = kind
        self.request = request
    }

    /// `started image #3`.
    public var description: String { "\(kind.rawValue) \(request)" }
}

/// Whether a request was answered, set on the scheduler and read when its subscription is disposed.
final class AnsweredFlag: @unchecked Sendable {
    // Sendable: `value` is only read and written under `lock`.
    private let lock = NSLock()
    private var value = false

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }
}
