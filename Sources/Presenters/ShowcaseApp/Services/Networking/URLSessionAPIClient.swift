import Foundation
import Presenters

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends the app's requests to a REST backend over `URLSession`: the real network in place of the
/// in-memory backend, behind the same repositories.
///
/// Each request is one endpoint under `baseURL`, such as `POST /session` with the credentials as JSON for
/// a login, `GET /posts?olderThan=81` for a page of the feed or `PUT /posts/98/vote` for a vote; each request
/// says its own where its feature declares it (`HTTPEndpoint.swift` says what they share). Once a user is signed in, every request but a login or a
/// registration sends the session's token, `Authorization: Bearer TOKEN`.
///
/// The token crosses no plain connection to another machine: it is sent over HTTPS, or over plain HTTP to a
/// loopback host (`localhost`, `127.0.0.1` and the rest of `127.0.0.0/8`, `::1`), which never leaves the
/// machine, and to no other host over plain HTTP unless the client is told that host by name in
/// `allowingPlainHTTPAuthorization`, as an app's App Transport Security exceptions name the hosts it may
/// reach over HTTP. A request it is not sent with goes without it: the server answers it as it answers a
/// request of nobody signed in. ``sendsToken(to:)`` says which URLs it is sent to.
///
/// It answers the status code and the bytes the server sent, whatever the status: the repositories turn
/// them into values or errors with the `ResponseMapper`, as they do the in-memory backend's. A request
/// whose connection fails (refused, reset, lost) fails with `APIError.network`; one with no answer within
/// the timeout fails with `RxError.timeout`, as the app's screens time out their requests, so that the
/// screen says it took too long rather than that there is no connection. The timeout runs on the scheduler
/// the client is given, so that a test moves past it in virtual time; the session's own
/// `timeoutIntervalForRequest` is set to the same value, and gives up when the connection stays silent that
/// long, failing with `RxError.timeout` too. Disposing the subscription cancels the request, which closes
/// its connection.
///
/// The answer arrives on the session's delegate queue, as `URLSession`'s answers do: a serial queue of the
/// session's own unless the client is given one. A presenter takes its effects' answers from any thread,
/// and a view observes the presenter's state on the main scheduler.
///
/// ```swift
/// let client = URLSessionAPIClient(
///     baseURL: URL(string: "https://api.example.com/v1")!, scheduler: MainScheduler.instance)
/// let auth = RemoteAuthRepository(client: client)
/// _ = auth.logIn(Credentials(email: "demo@example.com", password: "password1"))
///     .subscribe(onSuccess: { print($0.email) })
/// // Prints, once the server answered: demo@example.com
/// ```
public final class URLSessionAPIClient: APIClient {
    /// How long a request waits for its answer unless told otherwise: 10 seconds.
    public static let defaultTimeout: RxTimeInterval = .seconds(10)

    /// Where the paths of the endpoints start, such as `https://api.example.com/v1`.
    public let baseURL: URL
    private let session: URLSession
    private let scheduler: any SchedulerType
    private let timeout: RxTimeInterval
    /// The timeout in seconds for the session, or `nil` to keep the session's.
    private let sessionTimeout: TimeInterval?
    /// The signed-in user's session, whose token the requests send.
    private let signedIn: () -> Session?
    /// The hosts, lowercased, that the token is sent to over plain HTTP though they are not loopback hosts.
    private let plainHTTPAuthorizationHosts: Set<String>

    /// A client of the backend at `baseURL`.
    /// - Parameters:
    ///   - baseURL: where the paths of the endpoints start.
    ///   - scheduler: the scheduler the timeout is counted on.
    ///   - timeout: how long a request waits for its answer before it fails with `RxError.timeout`;
    ///     `.never` waits as long as the session does.
    ///   - configuration: the session's configuration, copied; a test registers its `URLProtocol` stub
    ///     here (`protocolClasses`).
    ///   - delegateQueue: the queue the answers arrive on; `nil` for a serial queue of the session's own.
    ///   - session: the signed-in user's session, if any, read as each request is made: every request but a
    ///     login or a registration sends its token as `Authorization: Bearer TOKEN`. The app passes its
    ///     credentials store's (`{ store.session }`), so that a session restored at launch sends its token
    ///     from the first request.
    ///   - allowingPlainHTTPAuthorization: the hosts, as they are written in the URLs (`dev.example.lan`,
    ///     `10.0.0.5`), that the token is sent to over plain HTTP though they are not loopback hosts; none by
    ///     default. A development server on another machine of a trusted network is named here; a server on
    ///     the internet is reached over HTTPS.
    public init(
        baseURL: URL, scheduler: any SchedulerType, timeout: RxTimeInterval = defaultTimeout,
        configuration: URLSessionConfiguration = .default, delegateQueue: OperationQueue? = nil,
        session signedIn: @escaping () -> Session? = { nil }, allowingPlainHTTPAuthorization: Set<String> = []
    ) {
        self.baseURL = baseURL
        self.signedIn = signedIn
        plainHTTPAuthorizationHosts = Set(allowingPlainHTTPAuthorization.map { $0.lowercased() })
        self.scheduler = scheduler
        self.timeout = timeout
        sessionTimeout = Self.seconds(timeout)
        let configuration = (configuration.copy() as? URLSessionConfiguration) ?? configuration
        if let sessionTimeout {
            configuration.timeoutIntervalForRequest = sessionTimeout
        }
        session = URLSession(configuration: configuration, delegate: nil, delegateQueue: delegateQueue)
    }

    deinit {
        // The requests still running finish; the session lets go of its queue once they have.
        session.finishTasksAndInvalidate()
    }

    public func send(_ request: APIRequest) -> Single<APIResponse> {
        var urlRequest = request.endpoint.urlRequest(relativeTo: baseURL)
        // The request's own timeout, which a session may prefer to its configuration's.
        if let sessionTimeout { urlRequest.timeoutInterval = sessionTimeout }
        // The request holds the client, not only its session: a client released before the request is
        // subscribed to would have invalidated the session, on which no task can start.
        let answer = Single<APIResponse>.create { [self] observer in
            var urlRequest = urlRequest
            if let token = signedIn()?.token, !request.opensASession, let url = urlRequest.url, sendsToken(to: url) {
                urlRequest.setValue("Bearer \(token.value)", forHTTPHeaderField: "Authorization")
            }
            let reply = Reply(observer)
            let task = session.dataTask(with: urlRequest) { data, response, error in
                reply.send(Self.outcome(data: data, response: response, error: error))
            }
            task.resume()
            // A cancelled task still calls back, with an error; the disposed subscription drops it.
            return Disposables.create { task.cancel() }
        }
        guard timeout != .never else { return answer }
        return answer.timeout(timeout, scheduler: scheduler)
    }

    /// Whether a request to `url` carries the session's token: over HTTPS; over plain HTTP to a loopback
    /// host or to a host named in `allowingPlainHTTPAuthorization`; over nothing else.
    ///
    /// ```swift
    /// let client = URLSessionAPIClient(baseURL: URL(string: "http://10.0.0.5:8080")!, scheduler: scheduler)
    /// print(client.sendsToken(to: client.baseURL), client.sendsToken(to: URL(string: "http://[::1]:8080")!))
    /// // Prints: false true
    /// ```
    public func sendsToken(to url: URL) -> Bool {
        switch url.scheme?.lowercased() {
        case "https": return true
        case "http":
            guard let host = url.host?.lowercased() else { return false }
            return Self.isLoopback(host) || plainHTTPAuthorizationHosts.contains(host)
        default: return false
        }
    }

    /// Whether `host` names this machine, whatever the network: `localhost`, an address of `127.0.0.0/8`,
    /// or `::1` (with or without its brackets, as platforms differ in how they give a URL's host).
    private static func isLoopback(_ host: String) -> Bool {
        if host == "localhost" || host == "::1" || host == "[::1]" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "127" else { return false }
        return parts.allSatisfy { part in
            (1...3).contains(part.count) && part.allSatisfy { ("0"..."9").contains($0) } && Int(part)! <= 255
        }
    }

    /// What the session's callback means: the server's answer, whatever its status, or no answer at all.
    private static func outcome(data: Data?, response: URLResponse?, error: Swift.Error?) -> SingleEvent<APIResponse> {
        if let error = error as NSError? {
            // The session's own timeout passed: the server stayed silent too long, which a screen tells as
            // it tells the scheduler's timeout, and not as a lost connection.
            if error.domain == NSURLErrorDomain, error.code == NSURLErrorTimedOut { return .failure(RxError.timeout) }
            // Any other error is no answer: the connection was refused, reset or lost, or the task was
            // cancelled.
            return .failure(APIError.network)
        }
        guard let response = response as? HTTPURLResponse else { return .failure(APIError.invalidResponse) }
        return .success(APIResponse(statusCode: response.statusCode, body: data ?? Data()))
    }

    /// `interval` in seconds, or `nil` for `.never`.
    private static func seconds(_ interval: RxTimeInterval) -> TimeInterval? {
        switch interval {
        case .seconds(let value): return TimeInterval(value)
        case .milliseconds(let value): return TimeInterval(value) / 1_000
        case .microseconds(let value): return TimeInterval(value) / 1_000_000
        case .nanoseconds(let value): return TimeInterval(value) / 1_000_000_000
        case .never: return nil
        @unknown default: return nil
        }
    }
}

/// A subscriber's observer, handed to the session's queue.
private final class Reply: @unchecked Sendable {
    // Sendable: a `Single`'s observer takes its outcome from any thread and keeps only the first one.
    private let observer: (SingleEvent<APIResponse>) -> Void

    init(_ observer: @escaping (SingleEvent<APIResponse>) -> Void) {
        self.observer = observer
    }

    func send(_ outcome: SingleEvent<APIResponse>) {
        observer(outcome)
    }
}
