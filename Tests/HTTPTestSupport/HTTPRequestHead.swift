import Foundation
import ShowcaseApp

/// A request as it came over a socket: its request line, its header fields and its body.
public struct HTTPRequestHead: Sendable, CustomStringConvertible {
    public var method: String
    /// The path and the query, as sent: `/v1/posts?olderThan=81`.
    public var target: String
    /// The header fields, their names in lower case.
    public var headers: [String: String]
    public var body: Data

    /// `GET /v1/posts?olderThan=81`.
    public var description: String { "\(method) \(target)" }

    /// The path, without the query.
    public var path: String { String(target.prefix { $0 != "?" }) }

    /// The query's items, by name.
    public var query: [String: String] {
        let items = URLComponents(string: target)?.queryItems ?? []
        return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
    }

    /// The request whose bytes start `buffer`, if its head and its whole body are there: `nil` while more
    /// bytes are needed, or when the head is not HTTP.
    public static func parse(_ buffer: Data) -> HTTPRequestHead? {
        guard let end = buffer.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        let lines = String(decoding: buffer[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count == 3 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        let length = Int(headers["content-length"] ?? "0") ?? 0
        let body = buffer[end.upperBound...]
        guard body.count >= length else { return nil }
        return HTTPRequestHead(
            method: String(requestLine[0]), target: String(requestLine[1]), headers: headers,
            body: Data(body.prefix(length)))
    }

    /// The app's request this HTTP request stands for under `HTTPEndpoint`'s mapping, read the other way:
    /// `nil` for a path, a method or a body the mapping does not have.
    public func apiRequest(under basePath: String) -> APIRequest? {
        guard path.hasPrefix(basePath + "/") else { return nil }
        let parts = path.dropFirst(basePath.count + 1).split(separator: "/").map(String.init)
        let id = parts.count > 1 ? Int(parts[1]) : nil
        switch (method, parts.count, parts.first) {
        case ("POST", 1, "session"): return decoded(Credentials.self).map { .logIn($0) }
        case ("POST", 1, "accounts"): return decoded(Registration.self).map { .register($0) }
        case ("GET", 1, "posts"): return page.map { .posts($0) }
        case ("GET", 2, "posts"): return id.map { .post(id: $0) }
        case ("GET", 3, "posts") where parts[2] == "comments":
            return id.flatMap { id in page.map { .comments(postID: id, $0) } }
        case ("POST", 3, "posts") where parts[2] == "comments":
            return id.flatMap { id in
                decoded(CommentText.self).map { .addComment(postID: id, text: $0.text, author: $0.author) }
            }
        case ("PUT", 3, "posts") where parts[2] == "vote": return id.map { .vote(VoteRequest(postID: $0, voted: true)) }
        case ("DELETE", 3, "posts") where parts[2] == "vote":
            return id.map { .vote(VoteRequest(postID: $0, voted: false)) }
        case ("PATCH", 2, "comments"):
            return id.flatMap { id in
                decoded(CommentText.self).map { .editComment(id: id, text: $0.text, author: $0.author) }
            }
        case ("GET", 2, "collections"): return id.map { .collection(id: $0) }
        case ("GET", 3, "collections") where parts[2] == "posts":
            return id.flatMap { id in page.map { .collectionPosts(id: id, $0) } }
        case ("GET", 2, "users"): return id.map { .user(id: $0) }
        case ("GET", 3, "users") where parts[2] == "posts":
            return id.flatMap { id in page.map { .userPosts(id: id, $0) } }
        case ("GET", 2, "search") where parts[1] == "posts":
            return page.map { .search(SearchRequest(text: query["q"] ?? "", page: $0)) }
        case ("GET", 1, "venues"):
            guard let latitude = query["latitude"].flatMap(Double.init),
                let longitude = query["longitude"].flatMap(Double.init)
            else { return nil }
            return .venues(around: Coordinates(latitude: latitude, longitude: longitude))
        case ("GET", 2, "venues"): return id.map { .venue(id: $0) }
        case ("GET", 1, "images"): return .images(after: query["after"].flatMap(Int.init))
        case ("GET", 3, "images") where parts[2] == "data": return id.map { .image(id: $0) }
        case ("GET", 1, "topics"): return .topics
        case ("GET", 2, "topics"): return id.map { .topic(id: $0) }
        case ("GET", 3, "topics") where parts[2] == "posts":
            return id.flatMap { id in page.map { .topicPosts(id: id, $0) } }
        default: return nil
        }
    }

    /// The page the query asks for: the latest without one.
    private var page: PageRequest? {
        if let newer = query["newerThan"] { return Int(newer).map { .newer(than: $0) } }
        if let older = query["olderThan"] { return Int(older).map { .older(than: $0) } }
        return .latest
    }

    private func decoded<Payload: Decodable>(_ type: Payload.Type) -> Payload? {
        try? JSONDecoder().decode(type, from: body)
    }
}

/// The body of a comment added or edited, as the mapping sends it.
private struct CommentText: Decodable {
    let author: String
    let text: String
}
