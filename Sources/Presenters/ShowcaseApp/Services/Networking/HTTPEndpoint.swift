import Foundation
import Presenters

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How a request of the app travels over HTTP: a method, a path under the backend's base URL, a query and
/// a JSON body. This is the REST mapping `URLSessionAPIClient` speaks; a server answers each request with the
/// status codes and payloads its `APIRequest` promises, the same JSON the in-memory backend answers. Each
/// request says its own row where its feature declares it (`GET users/{id}/posts`, with a page), and its
/// feature's ``RequestForm`` reads it back.
///
/// A path is under the base URL: with `https://api.example.com/v1`, a post is
/// `https://api.example.com/v1/posts/42`. A page is a query: none for the latest posts, `newerThan=ID` or `olderThan=ID` for the posts next to
/// one already shown. A vote is a resource the user puts or deletes, so that sending it twice changes
/// nothing, as the backend counts it. Every answer is JSON (`Accept: application/json`) but an image's,
/// which is its raw bytes; a body is JSON with its keys sorted (`Content-Type: application/json`). Once a
/// user is signed in, every request but a login or a registration carries the session's token,
/// `Authorization: Bearer TOKEN`, over the connections `URLSessionAPIClient.sendsToken(to:)` allows.
public struct HTTPEndpoint: Hashable, Sendable, CustomStringConvertible {
    /// `GET`, `POST`, `PUT`, `PATCH` or `DELETE`.
    public let method: String
    /// The path under the base URL, without a leading slash.
    public let path: String
    /// The query's items, in order.
    public let query: [URLQueryItem]
    /// The JSON body, if the request has one.
    public let body: Data?
    /// The media type the answer is asked in.
    public let accept: String

    /// `method` on `path` under the base URL, with `query` and `body`, asking for `accept`.
    public init(
        _ method: String, _ path: String, query: [URLQueryItem] = [], body: Data? = nil,
        accept: String = "application/json"
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.body = body
        self.accept = accept
    }

    /// A `GET` of `path`, with the query of `page` after `query`.
    static func get(_ path: String, query: [URLQueryItem] = [], page: PageRequest? = nil) -> HTTPEndpoint {
        HTTPEndpoint("GET", path, query: query + (page.map(Self.query) ?? []))
    }

    /// `method` on `path` with `payload` as its JSON body.
    static func send(_ method: String, _ path: String, json payload: some Encodable) -> HTTPEndpoint {
        HTTPEndpoint(method, path, body: json(payload))
    }

    /// `GET posts/98`, without its query.
    public var description: String { "\(method) \(path)" }

    /// The request to send to the backend at `baseURL`.
    func urlRequest(relativeTo baseURL: URL) -> URLRequest {
        let url = baseURL.appendingPathComponent(path)
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        components?.queryItems = query.isEmpty ? nil : query
        var request = URLRequest(url: components?.url ?? url)
        request.httpMethod = method
        request.setValue(accept, forHTTPHeaderField: "Accept")
        if let body {
            request.httpBody = body
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        return request
    }

    /// The query of a page: nothing for the latest posts.
    private static func query(_ page: PageRequest) -> [URLQueryItem] {
        switch page {
        case .latest: return []
        case .newer(let id): return [URLQueryItem(name: "newerThan", value: "\(id)")]
        case .older(let id): return [URLQueryItem(name: "olderThan", value: "\(id)")]
        }
    }

    /// `payload` as JSON with sorted keys, so that the same request is always the same bytes.
    static func json(_ payload: some Encodable) -> Data? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // The app's domain types always encode.
        return try? encoder.encode(payload)
    }
}
