import Foundation
import Presenters

/// A call the app makes to its backend: how it travels over HTTP, and how the in-memory backend answers it.
///
/// Each feature declares the requests it makes in its folder, as static members of `APIRequest`
/// (`APIRequest.posts(_:)` in `Feed/FeedRequests.swift`), and the forms that read them back from HTTP in its
/// ``AppFeature/requests``. Two requests are the same when they travel the same: one method, path, query and
/// body.
///
/// ```swift
/// print(APIRequest.post(id: 98), APIRequest.post(id: 98).endpoint)
/// // Prints: post #98 GET posts/98
/// ```
public struct APIRequest: Hashable, Sendable, CustomStringConvertible {
    /// What the request asks, as the backend's log writes it: `post #98`, `posts of user 3 latest`.
    public let description: String
    /// The request as it travels over HTTP.
    public let endpoint: HTTPEndpoint
    /// Whether the request asks for a new session (a login, a registration), and so proves no other.
    let opensASession: Bool
    /// The in-memory backend's answer to it, as a server answers its HTTP form.
    let answer: @Sendable (InMemoryBackend) -> APIResponse

    /// The request described as `description`, sent as `endpoint`, which the in-memory backend answers
    /// with `answer`.
    init(
        _ description: String, _ endpoint: HTTPEndpoint, opensASession: Bool = false,
        answer: @escaping @Sendable (InMemoryBackend) -> APIResponse
    ) {
        self.description = description
        self.endpoint = endpoint
        self.opensASession = opensASession
        self.answer = answer
    }

    public static func == (lhs: APIRequest, rhs: APIRequest) -> Bool {
        lhs.endpoint == rhs.endpoint
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(endpoint)
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

    /// An answer with `statusCode` and no payload: 404 for something that does not exist.
    static func status(_ statusCode: Int) -> APIResponse {
        APIResponse(statusCode: statusCode, body: Data())
    }

    /// 404, for something that does not exist.
    static var notFound: APIResponse { .status(404) }

    /// 200, with `payload` as JSON with sorted keys.
    static func ok(_ payload: some Encodable) -> APIResponse {
        APIResponse(statusCode: 200, body: HTTPEndpoint.json(payload) ?? Data())
    }
}

/// Sends requests to the backend. The repositories are written against it, so that a real network client
/// and the in-memory backend are interchangeable.
public protocol APIClient {
    /// The answer to `request`, after the backend's latency; fails with `APIError.network` when no answer
    /// came. Disposing the subscription cancels the request.
    func send(_ request: APIRequest) -> Single<APIResponse>
}
