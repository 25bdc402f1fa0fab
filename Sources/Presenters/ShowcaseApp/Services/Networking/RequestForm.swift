import Foundation
import Presenters

/// A form of HTTP request that stands for a request of the app, read the other way from its
/// ``HTTPEndpoint``: a server (the loopback one of the tests) reads each request it receives with the forms
/// the features declare in their ``AppFeature/requests``.
///
/// ```swift
/// RequestForm("GET", "users/{id}/posts", "A page of a user's posts; answers `[Post]`, newest first") { match in
///     match.page.map { .userPosts(id: match.id, $0) }
/// }
/// ```
public struct RequestForm: Sendable {
    /// What a request read by a form holds: the id its path gave, its query and its body.
    public struct Match: Sendable {
        /// The number in the path where the form says `{id}`; 0 if it says none.
        public let id: Int
        /// The query's items, by name.
        public let query: [String: String]
        /// The body, as sent.
        public let body: Data

        /// The page the query asks for: the latest without one; `nil` for one that is not a number.
        public var page: PageRequest? {
            if let newer = query["newerThan"] { return Int(newer).map { .newer(than: $0) } }
            if let older = query["olderThan"] { return Int(older).map { .older(than: $0) } }
            return .latest
        }

        /// The body as JSON of `type`; `nil` if it is not.
        public func decoded<Payload: Decodable>(_ type: Payload.Type) -> Payload? {
            try? JSONDecoder().decode(type, from: body)
        }
    }

    /// `GET`, `POST`, `PUT`, `PATCH` or `DELETE`.
    public let method: String
    /// The path under the base URL, its segments separated by `/`, `{id}` standing for a number:
    /// `posts/{id}/comments`.
    public let path: String
    /// What the request is, what it sends and what it answers, as the README's table of requests says it:
    /// "A post; answers `Post`, or 404".
    public let summary: String
    /// The segments of the path.
    let segments: [String]
    let read: @Sendable (Match) -> APIRequest?

    /// The requests made with `method` on `path` (its segments separated by `/`, a number where it says
    /// `{id}`), described by `summary`, as `read` makes them of what the request holds; `read` gives `nil`
    /// for a query or a body the request does not have.
    public init(
        _ method: String, _ path: String, _ summary: String, read: @escaping @Sendable (Match) -> APIRequest?
    ) {
        self.method = method
        self.path = path
        self.summary = summary
        segments = path.split(separator: "/").map(String.init)
        self.read = read
    }

    /// The request read from `method` on `path` with `query` and `body`, if it has this form.
    func request(method: String, path: [String], query: [String: String], body: Data) -> APIRequest? {
        guard method == self.method, path.count == segments.count else { return nil }
        var id = 0
        for (segment, part) in zip(segments, path) {
            if segment == "{id}" {
                guard let number = Int(part) else { return nil }
                id = number
            } else if segment != part {
                return nil
            }
        }
        return read(Match(id: id, query: query, body: body))
    }
}

extension APIRequest {
    /// Every form of request the app's features declare.
    public static var forms: [RequestForm] {
        AppScreen.features.flatMap { $0.requests }
    }

    /// The request `method` on `path` (under the base URL, without a leading slash) with `query` and
    /// `body` stands for, under the forms the features declare: `nil` for a path, a method, a query or a
    /// body none of them has.
    public static func reading(method: String, path: String, query: [String: String], body: Data) -> APIRequest? {
        let parts = path.split(separator: "/").map(String.init)
        return forms.lazy.compactMap { $0.request(method: method, path: parts, query: query, body: body) }.first
    }
}
