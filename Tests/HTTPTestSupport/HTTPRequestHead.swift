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

    /// The app's request this HTTP request stands for under the forms its features declare
    /// (`APIRequest.forms`), read the other way from `HTTPEndpoint`: `nil` for a path, a method or a body the
    /// mapping does not have.
    public func apiRequest(under basePath: String) -> APIRequest? {
        guard path.hasPrefix(basePath + "/") else { return nil }
        return APIRequest.reading(
            method: method, path: String(path.dropFirst(basePath.count + 1)), query: query, body: body)
    }
}
