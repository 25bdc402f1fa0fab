import Foundation
import PresentersXCTest
import ShowcaseApp

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A server that a test stands up under a host of its own: `URLProtocolStub` hands it the requests of a
/// session to that host, and it answers each with its `reply` and records it. Tests that run at the same
/// time each have their server, so none sees another's requests.
///
/// ```swift
/// let server = StubServer(reply: .status(200, body: sessionJSON))
/// defer { server.close() }
/// let client = URLSessionAPIClient(baseURL: server.baseURL, scheduler: scheduler, configuration: server.configuration)
/// ```
final class StubServer: @unchecked Sendable {
    // Sendable: the mutable properties are only touched under `lock`.

    /// What the server does with a request.
    enum Reply {
        /// Answers with the status code, the body and the header fields.
        case status(Int, body: Data = Data(), headers: [String: String] = ["Content-Type": "application/json"])
        /// Never answers: the request waits until it is cancelled or times out.
        case silence
        /// Fails the connection with this error.
        case failure(URLError.Code)
    }

    /// A request as the server received it.
    struct Request: Equatable, CustomStringConvertible {
        var method: String
        /// The whole URL, with the query.
        var url: String
        var accept: String?
        var contentType: String?
        /// The body as UTF-8 text, or `nil` when there is none.
        var body: String?
        /// How long the request waits for data before it times out, in seconds.
        var timeout: TimeInterval
        /// The `Authorization` header field, if the request has one.
        var authorization: String?

        var description: String {
            "\(method) \(url) accept: \(accept ?? "-") content-type: \(contentType ?? "-") body: \(body ?? "-") "
                + "timeout: \(timeout) authorization: \(authorization ?? "-")"
        }
    }

    /// The server's host: one no other server has, unless a test named it.
    let host: String
    /// Where the paths of the endpoints start on this server.
    let baseURL: URL
    private let lock = NSLock()
    private var reply: Reply
    private var received: [Request] = []
    private var stops = 0
    private var started: [XCTestExpectation] = []
    private var stopped: [XCTestExpectation] = []

    /// A server that answers every request with `reply`, until it is closed, at `https://HOST/v1` on a host
    /// of its own, or at `baseURL`, whose host the test does not give another server at the same time.
    init(reply: Reply, baseURL: URL? = nil) {
        self.reply = reply
        host = baseURL?.host ?? "\(UUID().uuidString.lowercased()).stub"
        self.baseURL = baseURL ?? URL(string: "https://\(host)/v1")!
        URLProtocolStub.register(self)
    }

    /// Stops answering: the requests to its host are no longer the stub's.
    func close() {
        URLProtocolStub.unregister(self)
    }

    /// An ephemeral session's configuration whose requests go through the stub.
    var configuration: URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [URLProtocolStub.self]
        return configuration
    }

    /// The requests received so far, in order.
    var requests: [Request] { locked { received } }

    /// How many times a request's loading was stopped.
    var stopCount: Int { locked { stops } }

    /// Answers the next requests with `reply`.
    func answer(_ reply: Reply) {
        locked { self.reply = reply }
    }

    /// Fulfils `expectation` when the next request arrives.
    func fulfillOnRequest(_ expectation: XCTestExpectation) {
        locked { started.append(expectation) }
    }

    /// Fulfils `expectation` when the loading of a request is next stopped.
    func fulfillOnStop(_ expectation: XCTestExpectation) {
        locked { stopped.append(expectation) }
    }

    /// Records `request` and says how to answer it.
    fileprivate func receive(_ request: URLRequest) -> Reply {
        let (reply, waiting): (Reply, [XCTestExpectation]) = locked {
            received.append(Request(request))
            defer { started.removeAll() }
            return (self.reply, started)
        }
        waiting.forEach { $0.fulfill() }
        return reply
    }

    fileprivate func stop() {
        let waiting: [XCTestExpectation] = locked {
            stops += 1
            defer { stopped.removeAll() }
            return stopped
        }
        waiting.forEach { $0.fulfill() }
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}

extension StubServer.Request {
    /// `request` as received, its body read from its stream if the session turned it into one.
    fileprivate init(_ request: URLRequest) {
        method = request.httpMethod ?? "GET"
        url = request.url?.absoluteString ?? ""
        accept = request.value(forHTTPHeaderField: "Accept")
        contentType = request.value(forHTTPHeaderField: "Content-Type")
        timeout = request.timeoutInterval
        authorization = request.value(forHTTPHeaderField: "Authorization")
        body = (request.httpBody ?? request.httpBodyStream.map(Self.read)).map { String(decoding: $0, as: UTF8.self) }
    }

    private static func read(_ stream: InputStream) -> Data {
        stream.open()
        defer { stream.close() }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1024)
        while true {
            let count = stream.read(&buffer, maxLength: buffer.count)
            guard count > 0 else { return data }
            data.append(buffer, count: count)
        }
    }
}

/// A URL protocol that hands each request to the `StubServer` of its host, registered in a session's
/// configuration (`protocolClasses`).
final class URLProtocolStub: URLProtocol {
    private static let lock = NSLock()
    /// The servers by host; only touched under `lock`.
    nonisolated(unsafe) private static var servers: [String: StubServer] = [:]

    fileprivate static func register(_ server: StubServer) {
        lock.lock()
        defer { lock.unlock() }
        servers[server.host] = server
    }

    fileprivate static func unregister(_ server: StubServer) {
        lock.lock()
        defer { lock.unlock() }
        servers[server.host] = nil
    }

    private static func server(for request: URLRequest) -> StubServer? {
        guard let host = request.url?.host else { return nil }
        lock.lock()
        defer { lock.unlock() }
        return servers[host]
    }

    override class func canInit(with request: URLRequest) -> Bool {
        server(for: request) != nil
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override func startLoading() {
        guard let server = Self.server(for: request), let url = request.url else {
            client?.urlProtocol(self, didFailWithError: URLError(.cannotFindHost))
            return
        }
        switch server.receive(request) {
        case .status(let statusCode, let body, let headers):
            let response = HTTPURLResponse(
                url: url, statusCode: statusCode, httpVersion: "HTTP/1.1", headerFields: headers)!
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: body)
            client?.urlProtocolDidFinishLoading(self)
        case .silence:
            break
        case .failure(let code):
            client?.urlProtocol(self, didFailWithError: URLError(code))
        }
    }

    override func stopLoading() {
        Self.server(for: request)?.stop()
    }
}

// MARK: - Reading what the client answered

extension XCTestCase {
    /// The outcome of `single`, once its subscription has ended on whatever thread it ends: `[]` if it did
    /// not end within `timeout` seconds of real time, which fails the test.
    ///
    /// The wait ends when the subscription is disposed, after its last operator let go of its source, so a
    /// test that checks that no subscription is left alive finds none.
    func outcome<Element>(of single: Single<Element>, timeout: TimeInterval = 5) -> [SingleEvent<Element>] {
        let events = Outcomes<Element>()
        let ended = expectation(description: "the subscription ended")
        let subscription = single.subscribe(
            onSuccess: { events.append(.success($0)) }, onFailure: { events.append(.failure($0)) },
            onDisposed: { ended.fulfill() })
        wait(for: [ended], timeout: timeout)
        subscription.dispose()
        return events.all
    }
}

/// The outcomes of a subscription, written on the thread that answers and read on the test's.
typealias Outcomes<Element> = LockedList<SingleEvent<Element>>

/// A list written on one thread and read on another.
final class LockedList<Element>: @unchecked Sendable {
    // Sendable: `elements` is only touched under `lock`.
    private let lock = NSLock()
    private var elements: [Element] = []

    /// What was appended so far, in order.
    var all: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return elements
    }

    func append(_ element: Element) {
        lock.lock()
        defer { lock.unlock() }
        elements.append(element)
    }
}
