import Foundation
import Presenters
import ShowcaseApp

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The in-memory backend served over HTTP on `127.0.0.1`, on a free port: a real server for
/// `URLSessionAPIClient`, speaking `HTTPEndpoint`'s mapping, with faults injected on the socket itself.
///
/// It listens from `init` until `stop()`, which a test calls in its `tearDown` (or `defer`): `stop()` closes
/// the listening socket and every connection, and returns once every thread of the server has ended, so
/// that nothing listens after the test and no descriptor of the server is left open. One thread accepts;
/// each connection has a thread of its own, which reads one request, answers it (or does what the next
/// fault says) and closes the connection (`Connection: close`).
///
/// ```swift
/// let server = try LoopbackServer()
/// defer { server.stop() }
/// server.inject(.resetAfterHalfBody)
/// let client = URLSessionAPIClient(baseURL: server.baseURL, scheduler: scheduler)
/// ```
public final class LoopbackServer: @unchecked Sendable {
    // Sendable: the mutable state is only touched under `condition`'s lock.

    /// What the server does with a request instead of answering it as the backend does.
    public enum Fault: Sendable, CustomStringConvertible {
        /// Reads the request and never answers; the connection stays open until the client closes it or
        /// the server stops.
        case silence
        /// Sends the head of the backend's answer and half of its body, then resets the connection (RST)
        /// once the server's thread has closed it.
        case resetAfterHalfBody
        /// Sends the backend's answer with its body cut in `pieces`, one every `interval` seconds.
        case slowBody(pieces: Int, interval: TimeInterval)
        /// Answers 200 with these bytes instead of the backend's.
        case body(Data)
        /// Answers 200 with JSON cut short.
        case malformedJSON
        /// Answers this status with no body.
        case status(Int)

        public var description: String {
            switch self {
            case .silence: return "silence"
            case .resetAfterHalfBody: return "reset after half the body"
            case .slowBody(let pieces, let interval): return "body in \(pieces) pieces every \(interval) s"
            case .body(let bytes): return "a body of \(bytes.count) bytes"
            case .malformedJSON: return "malformed JSON"
            case .status(let code): return "status \(code)"
            }
        }
    }

    /// How a connection ended, as the server saw it.
    public enum Ending: String, Sendable {
        /// The server sent its whole answer and closed the connection.
        case answered
        /// The client closed the connection before the server answered: a request cancelled.
        case closedByClient
        /// The server reset the connection, as a fault.
        case reset
        /// The server stopped with the connection open.
        case stopped
        /// The request could not be read or is not in the mapping (answered 400 or not at all).
        case unreadable
    }

    /// The path every endpoint is under: the base URL's.
    public static let basePath = "/v1"
    /// How long a connection or the server itself lives at most, so that a test that forgets to stop it
    /// does not leave it running.
    private static let lifetime: TimeInterval = 60

    /// The port it listens on, on `127.0.0.1`.
    public let port: UInt16
    /// The backend whose answers it serves.
    public let backend: InMemoryBackend
    private let listener: Int32
    /// How long the server waits before it answers a request, whether the answer is the backend's or a fault's.
    private let answerDelay: TimeInterval
    private let condition = NSCondition()
    private var stopping = false
    private var threads = 0
    /// The faults to meet, in order, each with the request it waits for (`GET /v1/posts/98`), if only one.
    private var faults: [(fault: Fault, request: String?)] = []
    private var received: [HTTPRequestHead] = []
    private var endings: [Ending] = []
    private var connections: Set<Int32> = []

    /// A server of `backend` (a new one answering at once, on a real clock, by default) listening on
    /// `port`, or on a free port if `0`, that answers each request `answerDelay` seconds after it came
    /// (except the silence, which never answers).
    public init(backend: InMemoryBackend? = nil, port: UInt16 = 0, answerDelay: TimeInterval = 0) throws {
        self.answerDelay = answerDelay
        self.backend =
            backend
            ?? InMemoryBackend(
                scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "loopback-server.backend"),
                configuration: .init(latency: .milliseconds(0)))
        listener = try Sockets.listening(port: port)
        do {
            self.port = try Sockets.port(of: listener)
        } catch {
            close(listener)
            throw error
        }
        startThread { [self] in acceptConnections() }
    }

    deinit {
        stop()
    }

    /// Where the app's client finds the endpoints: `http://127.0.0.1:PORT/v1`.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)\(Self.basePath)")! }

    /// Makes the next request meet `fault`, or the next one whose method and target are `request`
    /// (`GET /v1/posts/98`) if given; called several times, the next requests meet them in turn.
    public func inject(_ fault: Fault, on request: String? = nil) {
        locked { faults.append((fault, request)) }
    }

    /// The requests read so far, in order.
    public var requests: [HTTPRequestHead] { locked { received } }

    /// How each connection ended so far, in order.
    public var connectionEndings: [Ending] { locked { endings } }

    /// The connections open now.
    public var openConnections: Int { locked { connections.count } }

    /// Waits at most `timeout` seconds until `count` requests have been read: whether they have.
    @discardableResult
    public func waitForRequests(_ count: Int, timeout: TimeInterval = 5) -> Bool {
        wait(timeout: timeout) { received.count >= count }
    }

    /// Waits at most `timeout` seconds until `count` connections have ended: whether they have.
    @discardableResult
    public func waitForEndings(_ count: Int, timeout: TimeInterval = 5) -> Bool {
        wait(timeout: timeout) { endings.count >= count }
    }

    /// Stops listening, closes every connection and returns once every thread of the server has ended:
    /// then a connection to its port is refused. Calling it again does nothing.
    public func stop() {
        condition.lock()
        defer { condition.unlock() }
        stopping = true
        // Each thread sees `stopping` within a few milliseconds, closes its socket and ends.
        let deadline = Date(timeIntervalSinceNow: 5)
        while threads > 0, condition.wait(until: deadline) {}
    }

    // MARK: - Threads

    private func acceptConnections() {
        let deadline = Date(timeIntervalSinceNow: Self.lifetime)
        while !isStopping, Date() < deadline {
            guard Sockets.readable(listener, milliseconds: 10) else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            let accepted: Bool = locked {
                guard !stopping else { return false }
                connections.insert(connection)
                return true
            }
            guard accepted else {
                close(connection)
                break
            }
            startThread { [self] in serve(connection) }
        }
        close(listener)
    }

    /// Reads one request from `connection`, answers it or meets its fault, and closes the connection.
    private func serve(_ connection: Int32) {
        let ending: Ending
        if let head = read(connection) {
            let fault: Fault? = locked {
                received.append(head)
                guard let index = faults.firstIndex(where: { $0.request == nil || $0.request == head.description })
                else { return nil }
                return faults.remove(at: index).fault
            }
            condition.broadcast()
            ending = respond(to: head, on: connection, meeting: fault)
        } else {
            ending = isStopping ? .stopped : .unreadable
        }
        // Out of the set before it is closed: `accept` may give its number to the next connection at once.
        locked { _ = connections.remove(connection) }
        if ending == .reset { Sockets.reset(connection) } else { close(connection) }
        locked { endings.append(ending) }
        condition.broadcast()
    }

    private func startThread(_ body: @escaping @Sendable () -> Void) {
        locked { threads += 1 }
        let thread = Thread { [self] in
            body()
            locked { threads -= 1 }
            condition.broadcast()
        }
        thread.start()
    }

    // MARK: - A connection

    /// The request sent on `connection`, once its head and body are in; `nil` if the client closed the
    /// connection first, the server stopped, or no whole request came within the server's lifetime.
    private func read(_ connection: Int32) -> HTTPRequestHead? {
        var buffer = Data()
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        let deadline = Date(timeIntervalSinceNow: Self.lifetime)
        while !isStopping, Date() < deadline {
            guard Sockets.readable(connection, milliseconds: 10) else { continue }
            let count = recv(connection, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            buffer.append(chunk, count: count)
            if let head = HTTPRequestHead.parse(buffer) { return head }
        }
        return nil
    }

    private func respond(to head: HTTPRequestHead, on connection: Int32, meeting fault: Fault?) -> Ending {
        if case .silence? = fault {
        } else if answerDelay > 0, !sleep(answerDelay) {
            return .stopped
        }
        switch fault {
        case .silence?:
            return waitForClose(of: connection)
        case .status(let code)?:
            return send(status: code, body: Data(), on: connection)
        case .malformedJSON?:
            return send(status: 200, body: Data(#"{"oops":"#.utf8), on: connection)
        case .body(let bytes)?:
            return send(status: 200, body: bytes, contentType: "application/octet-stream", on: connection)
        case .resetAfterHalfBody?:
            let answer = backendAnswer(to: head)
            _ = Sockets.write(connection, Self.head(status: answer.statusCode, length: answer.body.count))
            _ = Sockets.write(connection, answer.body.prefix(answer.body.count / 2))
            return .reset
        case .slowBody(let pieces, let interval)?:
            let answer = backendAnswer(to: head)
            guard Sockets.write(connection, Self.head(status: answer.statusCode, length: answer.body.count)) else {
                return .closedByClient
            }
            let size = max(1, (answer.body.count + pieces - 1) / max(1, pieces))
            var offset = answer.body.startIndex
            while offset < answer.body.endIndex {
                guard sleep(interval) else { return .stopped }
                let end = min(offset + size, answer.body.endIndex)
                guard Sockets.write(connection, answer.body[offset..<end]) else { return .closedByClient }
                offset = end
            }
            return .answered
        case nil:
            let answer = backendAnswer(to: head)
            return send(status: answer.statusCode, body: answer.body, on: connection)
        }
    }

    /// The backend's answer to the request `head` stands for, made with the token of its `Authorization`
    /// header, if any: 400 if the mapping has no such request,
    /// 504 if the backend did not answer within 5 seconds (a hang injected into it).
    private func backendAnswer(to head: HTTPRequestHead) -> APIResponse {
        guard let request = head.apiRequest(under: Self.basePath) else {
            return APIResponse(statusCode: 400, body: Data())
        }
        let answer = LockedValue<APIResponse>()
        let authorization = head.headers["authorization"]
        let token = authorization.flatMap { $0.hasPrefix("Bearer ") ? String($0.dropFirst("Bearer ".count)) : nil }
        let subscription = backend.send(request, token: { token }).subscribe(
            onSuccess: { answer.set($0) }, onFailure: { _ in answer.set(APIResponse(statusCode: 502, body: Data())) })
        let response = answer.wait(timeout: 5) ?? APIResponse(statusCode: 504, body: Data())
        subscription.dispose()
        return response
    }

    private func send(
        status: Int, body: Data, contentType: String = "application/json", on connection: Int32
    ) -> Ending {
        let sent =
            Sockets.write(connection, Self.head(status: status, length: body.count, contentType: contentType))
            && Sockets.write(connection, body)
        return sent ? .answered : .closedByClient
    }

    /// Waits, without answering, until the client closes `connection` or the server stops.
    private func waitForClose(of connection: Int32) -> Ending {
        var byte: UInt8 = 0
        let deadline = Date(timeIntervalSinceNow: Self.lifetime)
        while !isStopping, Date() < deadline {
            guard Sockets.readable(connection, milliseconds: 10) else { continue }
            // Nothing more is sent after a request: what can be read now is the end of the connection.
            if recv(connection, &byte, 1, 0) <= 0 { return .closedByClient }
        }
        return .stopped
    }

    /// Sleeps `interval` seconds, in steps, unless the server stops first: whether it slept the whole time.
    private func sleep(_ interval: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: interval)
        while Date() < deadline {
            if isStopping { return false }
            usleep(5_000)
        }
        return true
    }

    private static func head(status: Int, length: Int, contentType: String = "application/json") -> Data {
        let reason = [200: "OK", 400: "Bad Request", 401: "Unauthorized", 404: "Not Found"][status] ?? "Status"
        return Data(
            ("HTTP/1.1 \(status) \(reason)\r\nContent-Type: \(contentType)\r\nContent-Length: \(length)\r\n"
                + "Connection: close\r\n\r\n").utf8)
    }

    // MARK: - State

    private var isStopping: Bool { locked { stopping } }

    private func wait(timeout: TimeInterval, until done: () -> Bool) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !done() {
            guard condition.wait(until: deadline) else { return done() }
        }
        return true
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }
}

/// A value set on one thread and awaited on another.
public final class LockedValue<Value>: @unchecked Sendable {
    // Sendable: `value` is only touched under `condition`'s lock.
    private let condition = NSCondition()
    private var value: Value?

    /// A value not set yet.
    public init() {}

    /// Sets the value, unless it was set already, and wakes the waiter.
    public func set(_ newValue: Value) {
        condition.lock()
        if value == nil { value = newValue }
        condition.unlock()
        condition.broadcast()
    }

    /// The value, once set; `nil` if it was not within `timeout` seconds.
    public func wait(timeout: TimeInterval) -> Value? {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while value == nil, condition.wait(until: deadline) {}
        return value
    }
}
