import Foundation
import Presenters

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How a request of the app travels over HTTP: a method, a path under the backend's base URL, a query and
/// a JSON body. This is the REST mapping `URLSessionAPIClient` speaks; a server answers each request with the
/// status codes and payloads its `APIRequest` case promises, the same JSON the in-memory backend answers.
///
/// | Request              | Method   | Path                      | Query                   | Body                |
/// |----------------------|----------|---------------------------|-------------------------|---------------------|
/// | `logIn`              | `POST`   | `/session`                |                         | `Credentials`       |
/// | `register`           | `POST`   | `/accounts`               |                         | `Registration`      |
/// | `posts`              | `GET`    | `/posts`                  | page                    |                     |
/// | `post`               | `GET`    | `/posts/{id}`             |                         |                     |
/// | `comments`           | `GET`    | `/posts/{id}/comments`    | page                    |                     |
/// | `addComment`         | `POST`   | `/posts/{id}/comments`    |                         | `{"author","text"}` |
/// | `editComment`        | `PATCH`  | `/comments/{id}`          |                         | `{"author","text"}` |
/// | `collection`         | `GET`    | `/collections/{id}`       |                         |                     |
/// | `collectionPosts`    | `GET`    | `/collections/{id}/posts` | page                    |                     |
/// | `user`               | `GET`    | `/users/{id}`             |                         |                     |
/// | `userPosts`          | `GET`    | `/users/{id}/posts`       | page                    |                     |
/// | `search`             | `GET`    | `/search/posts`           | `q`, page               |                     |
/// | `venues`             | `GET`    | `/venues`                 | `latitude`, `longitude` |                     |
/// | `venue`              | `GET`    | `/venues/{id}`            |                         |                     |
/// | `images`             | `GET`    | `/images`                 | `after`, if any         |                     |
/// | `image`              | `GET`    | `/images/{id}/data`       |                         |                     |
/// | `vote`, voted        | `PUT`    | `/posts/{id}/vote`        |                         |                     |
/// | `vote`, taken back   | `DELETE` | `/posts/{id}/vote`        |                         |                     |
/// | `topics`             | `GET`    | `/topics`                 |                         |                     |
/// | `topic`              | `GET`    | `/topics/{id}`            |                         |                     |
/// | `topicPosts`         | `GET`    | `/topics/{id}/posts`      | page                    |                     |
///
/// A path is under the base URL: with `https://api.example.com/v1`, a post is
/// `https://api.example.com/v1/posts/42`. A page is a query: none for the latest posts, `newerThan=ID` or `olderThan=ID` for the posts next to
/// one already shown. A vote is a resource the user puts or deletes, so that sending it twice changes
/// nothing, as the backend counts it. Every answer is JSON (`Accept: application/json`) but an image's,
/// which is its raw bytes; a body is JSON with its keys sorted (`Content-Type: application/json`). Once a
/// user is signed in, every request but a login or a registration carries the session's token,
/// `Authorization: Bearer TOKEN`, over the connections `URLSessionAPIClient.sendsToken(to:)` allows.
struct HTTPEndpoint {
    /// `GET`, `POST`, `PUT`, `PATCH` or `DELETE`.
    var method: String
    /// The path under the base URL, without a leading slash.
    var path: String
    var query: [URLQueryItem] = []
    /// The JSON body, if the request has one.
    var body: Data?
    /// The media type the answer is asked in.
    var accept = "application/json"

    /// The endpoint of `request`.
    init(_ request: APIRequest) {
        switch request {
        case .logIn(let credentials): self.init("POST", "session", body: Self.json(credentials))
        case .register(let registration): self.init("POST", "accounts", body: Self.json(registration))
        case .posts(let page): self.init("GET", "posts", query: Self.query(page))
        case .post(let id): self.init("GET", "posts/\(id)")
        case .comments(let postID, let page): self.init("GET", "posts/\(postID)/comments", query: Self.query(page))
        case .addComment(let postID, let text, let author):
            self.init("POST", "posts/\(postID)/comments", body: Self.json(CommentText(author: author, text: text)))
        case .editComment(let id, let text, let author):
            self.init("PATCH", "comments/\(id)", body: Self.json(CommentText(author: author, text: text)))
        case .collection(let id): self.init("GET", "collections/\(id)")
        case .collectionPosts(let id, let page): self.init("GET", "collections/\(id)/posts", query: Self.query(page))
        case .user(let id): self.init("GET", "users/\(id)")
        case .userPosts(let id, let page): self.init("GET", "users/\(id)/posts", query: Self.query(page))
        case .search(let request):
            self.init(
                "GET", "search/posts", query: [URLQueryItem(name: "q", value: request.text)] + Self.query(request.page))
        case .venues(let place):
            self.init(
                "GET", "venues",
                query: [
                    URLQueryItem(name: "latitude", value: String(place.latitude)),
                    URLQueryItem(name: "longitude", value: String(place.longitude)),
                ])
        case .venue(let id): self.init("GET", "venues/\(id)")
        case .images(let after):
            self.init("GET", "images", query: after.map { [URLQueryItem(name: "after", value: "\($0)")] } ?? [])
        case .image(let id):
            self.init("GET", "images/\(id)/data")
            accept = "*/*"
        case .vote(let vote): self.init(vote.voted ? "PUT" : "DELETE", "posts/\(vote.postID)/vote")
        case .topics: self.init("GET", "topics")
        case .topic(let id): self.init("GET", "topics/\(id)")
        case .topicPosts(let id, let page): self.init("GET", "topics/\(id)/posts", query: Self.query(page))
        }
    }

    private init(_ method: String, _ path: String, query: [URLQueryItem] = [], body: Data? = nil) {
        self.method = method
        self.path = path
        self.query = query
        self.body = body
    }

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
    private static func json(_ payload: some Encodable) -> Data? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // The app's domain types always encode.
        return try? encoder.encode(payload)
    }
}

/// The body of a comment added or edited: its text, and who writes it.
private struct CommentText: Encodable {
    let author: String
    let text: String
}
