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
    /// Fetches one post; answers `Post`, or 404 for an unknown id.
    case post(id: Int)
    /// Fetches a page of a post's comments; answers `[Comment]`, newest first, or 404 for an unknown post.
    case comments(postID: Int, PageRequest)
    /// Adds a comment by `author` under a post; answers the `Comment` as stored.
    case addComment(postID: Int, text: String, author: String)
    /// Changes a comment's text; answers the `Comment`, or 403 when `author` did not write it.
    case editComment(id: Int, text: String, author: String)
    /// Fetches a collection; answers `PostCollection`, or 404 for an unknown id.
    case collection(id: Int)
    /// Fetches a page of a collection's posts; answers `[Post]`, newest first.
    case collectionPosts(id: Int, PageRequest)
    /// Fetches a user; answers `UserProfile`, or 404 for an unknown id.
    case user(id: Int)
    /// Fetches a page of a user's posts; answers `[Post]`, newest first.
    case userPosts(id: Int, PageRequest)
    /// Searches the posts whose title or author holds a text; answers `[Post]`, newest first.
    case search(SearchRequest)
    /// Finds the venues around a place; answers `[Venue]`, nearest first.
    case venues(around: Coordinates)
    /// Fetches the details of a venue; answers `VenueDetails`, or 404 when there is no such venue.
    case venue(id: Int)
    /// Lists the gallery's images after an image, or from the first; answers `[GalleryImage]`.
    case images(after: Int?)
    /// Downloads an image's bytes; answers them raw, or 404 when the image is gone.
    case image(id: Int)
    /// Votes for a post, or takes the vote back; answers `PostVotes`, or 404 for an unknown post.
    case vote(VoteRequest)
    /// Lists the topics; answers `[Topic]`.
    case topics
    /// Fetches a topic; answers `Topic`, or 404 for an unknown id.
    case topic(id: Int)
    /// Fetches a page of a topic's posts; answers `[Post]`, newest first, or 404 for an unknown topic.
    case topicPosts(id: Int, PageRequest)

    public var description: String {
        switch self {
        case .logIn(let credentials): return "log in \(credentials.email)"
        case .register(let registration): return "register \(registration.email)"
        case .posts(let page): return "posts \(page)"
        case .post(let id): return "post #\(id)"
        case .comments(let postID, let page): return "comments of #\(postID) \(page)"
        case .addComment(let postID, _, let author): return "add a comment by \(author) to #\(postID)"
        case .editComment(let id, _, let author): return "edit comment \(id) by \(author)"
        case .collection(let id): return "collection \(id)"
        case .collectionPosts(let id, let page): return "posts of collection \(id) \(page)"
        case .user(let id): return "user \(id)"
        case .userPosts(let id, let page): return "posts of user \(id) \(page)"
        case .search(let request): return "search \(request)"
        case .venues(let location): return "venues around \(location)"
        case .venue(let id): return "venue #\(id)"
        case .images(let id): return "images after \(id.map { "#\($0)" } ?? "the start")"
        case .image(let id): return "image #\(id)"
        case .vote(let request): return "\(request.voted ? "vote" : "unvote") #\(request.postID)"
        case .topics: return "topics"
        case .topic(let id): return "topic \(id)"
        case .topicPosts(let id, let page): return "posts of topic \(id) \(page)"
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
