import Presenters

/// Why a load from the backend failed, as a screen tells its user.
public enum LoadFailureCause: Hashable, Codable, Sendable {
    /// The backend could not be reached.
    case network
    /// The backend failed.
    case server
    /// The backend answered something the app does not understand.
    case unexpected
    /// No answer came in time.
    case timedOut

    /// The cause of `error`: a timeout, a network or server `APIError`, or else an unexpected answer.
    public init(error: Swift.Error) {
        if AppRequests.timedOut(error) {
            self = .timedOut
            return
        }
        switch error as? APIError {
        case .network: self = .network
        case .server: self = .server
        default: self = .unexpected
        }
    }

    /// The sentence a screen adds after saying what it could not load.
    public var explanation: String {
        switch self {
        case .network: return "No connection."
        case .server: return "Something went wrong on our side."
        case .unexpected: return "Unexpected answer from the server."
        case .timedOut: return "The server took too long to answer."
        }
    }
}

extension PagedListFailure where Cause == LoadFailureCause {
    /// A failure of `load` because of `error`.
    public init(load: PagedListLoad, error: Swift.Error) {
        self.init(load: load, cause: LoadFailureCause(error: error))
    }

    /// What a list shows next to its retry button, saying what it could not load in the words given.
    /// - Parameters:
    ///   - initial: what the first page is, as in "the feed".
    ///   - items: what the items are, as in "posts".
    public func message(initial: String, items: String) -> String {
        let what: String
        switch load {
        case .initial: what = "Could not load \(initial)."
        case .newer: what = "Could not load newer \(items)."
        case .older: what = "Could not load older \(items)."
        }
        return "\(what) \(cause.explanation)"
    }
}
