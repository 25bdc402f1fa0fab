import Foundation
import Presenters

/// A call the app makes to its backend.
public enum APIRequest: Hashable, Sendable, CustomStringConvertible {
    /// Logs in; answers a `Session`.
    case logIn(Credentials)
    /// Opens an account; answers a `Session`.
    case register(Registration)
    /// Fetches a page of the feed; answers `[Post]`, newest first.
    case posts(PageRequest)
    /// Votes for a post, or takes the vote back; answers `PostVotes`, or 404 for an unknown post.
    case vote(VoteRequest)

    public var description: String {
        switch self {
        case .logIn(let credentials): return "log in \(credentials.email)"
        case .register(let registration): return "register \(registration.email)"
        case .posts(let page): return "posts \(page)"
        case .vote(let request): return "\(request.voted ? "vote" : "unvote") #\(request.postID)"
        }
    }
}

/// What the backend answered: a status code and a JSON payload.
public struct APIResponse: Hashable, Sendable {
    public let statusCode: Int
    public let body: Data

    /// An answer with `statusCode` and `body`.
    public init(statusCode: Int, body: Data) {
        self.statusCode = statusCode
        self.body = body
    }
}

/// Sends requests to the backend. The repositories are written against it, so that a real network client
/// and the in-memory backend are interchangeable.
public protocol APIClient {
    /// The answer to `request`, after the backend's latency; fails with `APIError.network` when no answer
    /// came. Disposing the subscription cancels the request.
    func send(_ request: APIRequest) -> Single<APIResponse>
}
