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
    private let comments = CommentBoard()
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
                    answer(.success(ended ? APIResponse(statusCode: 401, body: Data()) : respond(to: request)))
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
        case .status(let code): return APIResponse(statusCode: code, body: Data())
        case .notFound: return APIResponse(statusCode: 404, body: Data())
        case .malformedPayload, .connectionLost, .hang:
            return APIResponse(statusCode: 200, body: Data("{\"oops\":".utf8))
        }
    }

    private func respond(to request: APIRequest) -> APIResponse {
        switch request {
        case .logIn(let credentials):
            let known = lock.withLock { passwords[credentials.email] == credentials.password.value }
            return known ? ok(newSession(for: credentials.email)) : APIResponse(statusCode: 401, body: Data())
        case .register(let registration):
            let created: Bool = lock.withLock {
                guard passwords[registration.email] == nil else { return false }
                passwords[registration.email] = registration.password.value
                return true
            }
            return created ? ok(newSession(for: registration.email)) : APIResponse(statusCode: 409, body: Data())
        case .posts(let page):
            return ok(PostCatalog(count: postCount, pageSize: configuration.pageSize).page(page).map(counted))
        case .vote(let request):
            guard request.postID >= 1, request.postID <= postCount else {
                return APIResponse(statusCode: 404, body: Data())
            }
            return ok(vote(request))
        case .venues:
            return ok(VenueCatalog.venues)
        case .venue(let id):
            return VenueCatalog.details(id: id).map(ok) ?? APIResponse(statusCode: 404, body: Data())
        case .images(let id):
            return ok(ImageCatalog.page(after: id))
        case .image(let id):
            return APIResponse(
                statusCode: ImageCatalog.bytes(of: id) == nil ? 404 : 200, body: ImageCatalog.bytes(of: id) ?? Data())
        case .post, .comments, .addComment, .editComment, .collection, .collectionPosts, .user, .userPosts, .search,
            .topics, .topic, .topicPosts:
            return respondAboutCatalog(to: request)
        }
    }

    /// The answer to a request for a post, its comments, a collection, a user, a topic or a search of the posts.
    private func respondAboutCatalog(to request: APIRequest) -> APIResponse {
        let catalog = PostCatalog(count: postCount, pageSize: configuration.pageSize)
        let notFound = APIResponse(statusCode: 404, body: Data())
        switch request {
        case .post(let id):
            return (1...max(1, catalog.count)).contains(id) ? ok(counted(PostCatalog.post(id))) : notFound
        case .comments(let postID, let page):
            guard (1...max(1, catalog.count)).contains(postID) else { return notFound }
            return ok(comments.page(ofPost: postID, page, pageSize: configuration.pageSize))
        case .addComment(let postID, let text, let author):
            guard (1...max(1, catalog.count)).contains(postID) else { return notFound }
            return answer(comments.add(text, toPost: postID, author: author))
        case .editComment(let id, let text, let author):
            return answer(comments.edit(id, text: text, author: author))
        case .collection(let id):
            return PostCatalog.collections[id].map { ok($0.collection) } ?? notFound
        case .collectionPosts(let id, let page):
            guard let entry = PostCatalog.collections[id] else { return notFound }
            return ok(catalog.page(page, where: entry.holds(_:)).map(counted))
        case .user(let id):
            return PostCatalog.user(id).map { ok($0) } ?? notFound
        case .userPosts(let id, let page):
            guard let user = PostCatalog.user(id) else { return notFound }
            return ok(catalog.page(page, where: { PostCatalog.post($0).author == user.name }).map(counted))
        case .search(let search):
            let text = search.text.lowercased()
            return ok(
                catalog.page(search.page) { id in
                    let post = PostCatalog.post(id)
                    return post.title.lowercased().contains(text) || post.author.lowercased().contains(text)
                }.map(counted))
        case .topics:
            return ok(catalog.topics)
        case .topic(let id):
            return catalog.topic(id: id).map { ok($0) } ?? notFound
        case .topicPosts(let id, let page):
            return catalog.page(page, ofTopic: id).map { ok($0.map(counted)) } ?? notFound
        case .logIn, .register, .posts, .vote, .venues, .venue, .images, .image:
            return APIResponse(statusCode: 400, body: Data())
        }
    }

    private func answer(_ result: Result<Comment, CommentBoard.Refusal>) -> APIResponse {
        switch result {
        case .success(let comment): return ok(comment)
        case .failure(.forbidden): return APIResponse(statusCode: 403, body: Data())
        case .failure(.notFound): return APIResponse(statusCode: 404, body: Data())
        case .failure(.invalid): return APIResponse(statusCode: 422, body: Data())
        }
    }

    /// The live chat that the author of `post` hosts about it: from `post.id % 4` minutes after the backend's
    /// creation, for 10 minutes, hosted under the author's name in lower case without spaces.
    public func liveChat(for post: Post) -> LiveChat {
        let start = createdAt.addingTimeInterval(TimeInterval(post.id % 4 * 60))
        let host = post.author.lowercased().filter { !$0.isWhitespace }
        return LiveChat(host: host, start: start, end: start.addingTimeInterval(600))
    }

    /// Counts `request`: voting twice, or taking back a vote not given, changes nothing.
    private func vote(_ request: VoteRequest) -> PostVotes {
        let id = request.postID
        let change: Int = lock.withLock {
            if request.voted, voted.insert(id).inserted { voteChanges[id, default: 0] += 1 }
            if !request.voted, voted.remove(id) != nil { voteChanges[id, default: 0] -= 1 }
            return voteChanges[id, default: 0]
        }
        return PostVotes(postID: id, isVoted: request.voted, count: PostCatalog.post(id).votes + change)
    }

    /// `post` with the votes it gained since the backend started.
    private func counted(_ post: Post) -> Post {
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

    private func ok(_ payload: some Encodable) -> APIResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return APIResponse(statusCode: 200, body: (try? encoder.encode(payload)) ?? Data())
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
