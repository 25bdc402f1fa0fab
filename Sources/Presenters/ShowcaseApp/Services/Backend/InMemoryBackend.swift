import Foundation
import Presenters

/// A backend that lives in memory: accounts, a feed of posts that grows over time, a latency, and
/// failures on demand. It answers `APIClient` requests with status codes and JSON payloads, as a server
/// would, so the repositories and the response mapper run exactly as they would over a network.
///
/// All its time comes from the injected scheduler: answers arrive `latency` after the request, and a new
/// post is published every `publishInterval` from the backend's creation. Publication is counted from the
/// clock rather than driven by a timer, so the backend never leaves work scheduled.
///
/// ```swift
/// let backend = InMemoryBackend(scheduler: scheduler)
/// backend.failNextRequest(with: .status(503))
/// ```
public final class InMemoryBackend: APIClient {
    /// The account that exists from the start.
    public static let demoAccount = Credentials(email: "demo@example.com", password: "password1")

    /// How the backend behaves.
    public struct Configuration: Sendable {
        /// The time between a request and its answer.
        public var latency: RxTimeInterval
        /// The time between two new posts.
        public var publishInterval: RxTimeInterval
        /// The number of posts at the backend's creation.
        public var initialPostCount: Int
        /// The largest number of posts in one page.
        public var pageSize: Int

        /// A configuration; the defaults are those of the demo.
        public init(
            latency: RxTimeInterval = .milliseconds(300), publishInterval: RxTimeInterval = .seconds(30),
            initialPostCount: Int = 100, pageSize: Int = 20
        ) {
            self.latency = latency
            self.publishInterval = publishInterval
            self.initialPostCount = initialPostCount
            self.pageSize = pageSize
        }
    }

    /// A failure to inject into the next request.
    public enum Failure: Hashable, Sendable {
        /// The backend answers with this status code and no payload.
        case status(Int)
        /// The backend answers 200 with a payload that is not what the request promises.
        case malformedPayload
        /// No answer comes: the request fails with `APIError.network` after the latency.
        case connectionLost
        /// No answer ever comes: the request waits until it is cancelled.
        case hang
        /// The backend answers 404, as for something that does not exist.
        case notFound
    }

    private let scheduler: any SchedulerType
    private let configuration: Configuration
    private let createdAt: RxTime
    private let lock = NSLock()
    private var passwords: [String: String] = [
        InMemoryBackend.demoAccount.email: InMemoryBackend.demoAccount.password.value
    ]
    private var failures: [Failure] = []
    private var sessionsIssued = 0
    /// The tokens of the sessions that are valid once `endSessions()` was called: those issued since;
    /// `nil` while every session is valid.
    private var liveTokens: Set<String>?
    /// The posts voted for, and the votes each post gained (or lost) since the backend started.
    private var voted: Set<Int> = []
    private var voteChanges: [Int: Int] = [:]
    /// The comments of the posts, as the users wrote them.
    let comments = CommentBoard()
    private var entries: [BackendLogEntry] = []

    /// A backend with the demo account and `configuration.initialPostCount` posts, timed by `scheduler`.
    public init(scheduler: any SchedulerType, configuration: Configuration = Configuration()) {
        self.scheduler = scheduler
        self.configuration = configuration
        createdAt = scheduler.now
    }

    /// Makes the next request fail with `failure`; called several times, the next requests fail in turn.
    public func failNextRequest(with failure: Failure) {
        lock.withLock { failures.append(failure) }
    }

    /// The number of posts published so far.
    public var postCount: Int {
        let elapsed = scheduler.now.timeIntervalSince(createdAt)
        let interval = configuration.publishInterval.timeInterval
        let published = interval > 0 && elapsed > 0 ? Int((elapsed / interval).rounded(.down)) : 0
        return configuration.initialPostCount + published
    }

    /// What happened to every request so far, in order: started, then finished or cancelled.
    public var log: [BackendLogEntry] { lock.withLock { entries } }

    /// Ends every session issued so far, and any other it did not issue (one restored from before it
    /// started), as a server does when sessions expire: a request that sends the token of one is answered
    /// 401, until the user logs in again. A request with no token is answered as before.
    public func endSessions() {
        lock.withLock { liveTokens = [] }
    }

    /// The answer to `request` made with no session's token.
    public func send(_ request: APIRequest) -> Single<APIResponse> {
        send(request, token: { nil })
    }

    /// The answer to `request` made with the token `token()` reads as the request is made, if any: a
    /// session's token that `endSessions()` ended is answered 401, unless the request is a login or a
    /// registration.
    public func send(_ request: APIRequest, token: @escaping () -> String?) -> Single<APIResponse> {
        Single.create { [self] answer in
            // The failure belongs to the request made now, even if another one is answered first.
            let failure = lock.withLock { failures.isEmpty ? nil : failures.removeFirst() }
            let ended = !request.opensASession && token().map(isEnded) == true
            record(.started, request)
            // A hanging request never answers: it ends only when it is cancelled.
            if failure == .hang { return Disposables.create { [self] in record(.cancelled, request) } }
            let answered = AnsweredFlag()
            let scheduled = scheduler.scheduleRelative((), dueTime: configuration.latency) { [self] _ in
                answered.set()
                record(.finished, request)
                if failure == .connectionLost {
                    answer(.failure(APIError.network))
                } else if let failure {
                    answer(.success(Self.response(to: failure)))
                } else {
                    answer(.success(ended ? .status(401) : request.answer(self)))
                }
                return Disposables.create()
            }
            return Disposables.create { [self] in
                scheduled.dispose()
                if !answered.isSet { record(.cancelled, request) }
            }
        }
    }

    /// The backend as the app reaches it with a session: each request sends the token of the session
    /// `session()` reads as it is made, as `URLSessionAPIClient` does over HTTP.
    public func client(session: @escaping () -> Session?) -> any APIClient {
        SignedInBackend(backend: self, session: session)
    }

    /// Whether `token` belongs to a session `endSessions()` ended.
    private func isEnded(_ token: String) -> Bool {
        lock.withLock { liveTokens.map { !$0.contains(token) } ?? false }
    }

    private func record(_ kind: BackendLogEntry.Kind, _ request: APIRequest) {
        lock.withLock { entries.append(BackendLogEntry(kind, request)) }
    }

    private static func response(to failure: Failure) -> APIResponse {
        switch failure {
        case .status(let code): return .status(code)
        case .notFound: return .notFound
        case .malformedPayload, .connectionLost, .hang:
            return APIResponse(statusCode: 200, body: Data("{\"oops\":".utf8))
        }
    }

    // MARK: - What the requests' answers read and change

    /// The catalog of posts as it is now: those published so far, paged by the configuration's size.
    var catalog: PostCatalog { PostCatalog(count: postCount, pageSize: configuration.pageSize) }

    /// The largest number of items in one page.
    var pageSize: Int { configuration.pageSize }

    /// Whether the post `id` is published.
    func hasPost(_ id: Int) -> Bool {
        (1...max(1, postCount)).contains(id)
    }

    /// A new session for the account of `credentials`, if its password is the account's.
    func logIn(_ credentials: Credentials) -> Session? {
        let known = lock.withLock { passwords[credentials.email] == credentials.password.value }
        return known ? newSession(for: credentials.email) : nil
    }

    /// A new session for the account `registration` opens, unless one has its email already.
    func register(_ registration: Registration) -> Session? {
        let created: Bool = lock.withLock {
            guard passwords[registration.email] == nil else { return false }
            passwords[registration.email] = registration.password.value
            return true
        }
        return created ? newSession(for: registration.email) : nil
    }

    /// The live chat that the author of `post` hosts about it: from `post.id % 4` minutes after the backend's
    /// creation, for 10 minutes, hosted under the author's name in lower case without spaces.
    public func liveChat(for post: Post) -> LiveChat {
        let start = createdAt.addingTimeInterval(TimeInterval(post.id % 4 * 60))
        let host = post.author.lowercased().filter { !$0.isWhitespace }
        return LiveChat(host: host, start: start, end: start.addingTimeInterval(600))
    }

    /// Counts `request`: voting twice, or taking back a vote not given, changes nothing.
    func vote(_ request: VoteRequest) -> PostVotes {
        let id = request.postID
        let change: Int = lock.withLock {
            if request.voted, voted.insert(id).inserted { voteChanges[id, default: 0] += 1 }
            if !request.voted, voted.remove(id) != nil { voteChanges[id, default: 0] -= 1 }
            return voteChanges[id, default: 0]
        }
        return PostVotes(postID: id, isVoted: request.voted, count: PostCatalog.post(id).votes + change)
    }

    /// `post` with the votes it gained since the backend started.
    func counted(_ post: Post) -> Post {
        let change = lock.withLock { voteChanges[post.id, default: 0] }
        return change == 0
            ? post : Post(id: post.id, title: post.title, author: post.author, votes: post.votes + change)
    }

    private func newSession(for email: String) -> Session {
        let token: String = lock.withLock {
            sessionsIssued += 1
            let token = "token-\(sessionsIssued)"
            liveTokens?.insert(token)
            return token
        }
        return Session(email: email, token: Secret(token))
    }
}

/// The in-memory backend reached with the token of a session, as the app reaches a server.
private struct SignedInBackend: APIClient {
    let backend: InMemoryBackend
    let session: () -> Session?

    func send(_ request: APIRequest) -> Single<APIResponse> {
        backend.send(request, token: { session()?.token.value })
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds; `.never` is infinite.
    fileprivate var timeInterval: TimeInterval {
        switch self {
        case .seconds(let value): return TimeInterval(value)
        case .milliseconds(let value): return TimeInterval(value) / 1_000
        case .microseconds(let value): return TimeInterval(value) / 1_000_000
        case .nanoseconds(let value): return TimeInterval(value) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }
}
