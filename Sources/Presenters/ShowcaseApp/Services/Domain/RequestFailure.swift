import Presenters

/// Why a request to the backend failed, as the app tells its user: the one place where an error from a
/// request is classified. Every screen's failure is one of these, or wraps one with the screen's words for
/// the failures it names (wrong credentials, an email taken, an image gone).
public enum RequestFailure: Hashable, Codable, Sendable {
    /// No answer came in time: the presenter's request timeout (`RxError.timeout`).
    case timedOut
    /// Offline: the backend could not be reached.
    case network
    /// The backend has nothing there (404).
    case notFound
    /// The backend does not know the user, or their session ended (401).
    case unauthorized
    /// The backend refused what was sent: not the user's to change (403), or in conflict with what exists,
    /// such as an email already registered (409).
    case refused
    /// The backend failed (5xx).
    case server
    /// The backend answered something the app does not understand, or something else went wrong.
    case unexpected

    /// The failure that `error` stands for: a request's timeout or an `APIError`; anything else is
    /// unexpected.
    public init(error: Swift.Error) {
        if case RxError.timeout? = error as? RxError {
            self = .timedOut
            return
        }
        switch error as? APIError {
        case .network?: self = .network
        case .notFound?: self = .notFound
        case .unauthorized?: self = .unauthorized
        case .forbidden?, .conflict?: self = .refused
        case .server?: self = .server
        case .invalidResponse?, nil: self = .unexpected
        }
    }

    /// The sentence a screen adds after saying what it could not do.
    public var explanation: String {
        switch self {
        case .timedOut: return "The server took too long to answer."
        case .network: return "No connection."
        case .notFound: return "It no longer exists."
        case .unauthorized: return "Log in again."
        case .refused: return "The server refused it."
        case .server: return "Something went wrong on our side."
        case .unexpected: return "Unexpected answer from the server."
        }
    }

    /// What a screen that loads one post shows next to its retry button.
    public var message: String { message(about: "post") }

    /// What a screen that loads one thing by id shows next to its retry button, about `thing` ("post",
    /// "collection").
    public func message(about thing: String) -> String {
        switch self {
        case .notFound: return "This \(thing) does not exist."
        case .timedOut: return "The \(thing) took too long to load."
        default: return "Could not load the \(thing). \(explanation)"
        }
    }

    /// What a form says when its submission failed this way, unless it names the failure in its own words.
    public var submitMessage: String {
        switch self {
        case .timedOut: return "The server took too long to answer. Try again."
        case .network: return "No connection. Check your network and try again."
        case .server: return "Something went wrong on our side. Try again later."
        case .notFound, .unauthorized, .refused, .unexpected:
            return "Unexpected answer from the server. Try again later."
        }
    }
}

extension PagedListFailure where Cause == RequestFailure {
    /// A failure of `load` because of `error`.
    public init(load: PagedListLoad, error: Swift.Error) {
        self.init(load: load, cause: RequestFailure(error: error))
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
