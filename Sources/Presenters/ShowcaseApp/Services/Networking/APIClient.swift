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
    /// Finds the venues around a place; answers `[Venue]`, nearest first.
    case venues(around: Coordinates)
    /// Fetches the details of a venue; answers `VenueDetails`, or 404 when there is no such venue.
    case venue(id: Int)
    /// Lists the gallery's images after an image, or from the first; answers `[GalleryImage]`.
    case images(after: Int?)
    /// Downloads an image's bytes; answers them raw, or 404 when the image is gone.
    case image(id: Int)

    public var description: String {
        switch self {
        case .logIn(let credentials): return "log in \(credentials.email)"
        case .register(let registration): return "register \(registration.email)"
        case .posts(let page): return "posts \(page)"
        case .venues(let location): return "venues around \(location)"
        case .venue(let id): return "venue #\(id)"
        case .images(let id): return "images after \(id.map { "#\($0)" } ?? "the start")"
        case .image(let id): return "image #\(id)"
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
