import Presenters

/// Why a screen could not show what it loads by id: a post, a collection, a user.
public enum ItemLoadFailure: Hashable, Codable, Sendable {
    /// The backend has nothing with this id.
    case notFound
    /// No answer came in time.
    case timedOut
    /// The backend could not be reached.
    case network
    /// The backend failed.
    case server
    /// The backend answered something the app does not understand.
    case unexpected

    /// The failure that `error` stands for: a timeout of the load action, or an `APIError`.
    public init(error: Swift.Error) {
        if AppRequests.timedOut(error) {
            self = .timedOut
            return
        }
        switch error as? APIError {
        case .notFound: self = .notFound
        case .network: self = .network
        case .server: self = .server
        default: self = .unexpected
        }
    }

    /// What the screen shows next to its retry button, about the post.
    public var message: String { message(about: "post") }

    /// What the screen shows next to its retry button, about `thing` ("post", "collection").
    public func message(about thing: String) -> String {
        switch self {
        case .notFound: return "This \(thing) does not exist."
        case .timedOut: return "The \(thing) took too long to load."
        case .network: return "Could not load the \(thing). No connection."
        case .server: return "Could not load the \(thing). Something went wrong on our side."
        case .unexpected: return "Could not load the \(thing). Unexpected answer from the server."
        }
    }
}
