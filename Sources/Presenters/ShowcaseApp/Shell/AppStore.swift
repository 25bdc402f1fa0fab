import Presenters

/// What several screens of the app share: who is signed in, and the user's votes.
public struct AppState: Hashable, Sendable {
    /// The signed-in user's session, if any.
    public var session: Session?
    /// The user's votes by post id, for the posts voted or unvoted since signing in.
    public var votes: [Int: Vote]
    /// Whether the backend ended the last session (it answered 401 to a request of the signed-in user),
    /// so that the login says why it is back; until a user signs in again.
    public var sessionExpired: Bool

    /// A state signed in with `session`, if any, and with `votes`.
    public init(session: Session? = nil, votes: [Int: Vote] = [:], sessionExpired: Bool = false) {
        self.session = session
        self.votes = votes
        self.sessionExpired = sessionExpired
    }
}

/// The user's vote on a post and the post's count of votes, as the screens show them.
public struct Vote: Hashable, Codable, Sendable {
    /// Whether the user voted for the post.
    public var isVoted: Bool
    /// The post's number of votes.
    public var count: Int
    /// Whether the backend has not confirmed the vote yet: shown already, rolled back if it fails.
    public var isPending: Bool

    /// A vote with these values.
    public init(isVoted: Bool, count: Int, isPending: Bool = false) {
        self.isVoted = isVoted
        self.count = count
        self.isPending = isPending
    }
}

/// What changes the app's shared state.
public enum AppAction: Hashable, Sendable {
    /// A user signed in, or the app started with a stored session.
    case signedIn(Session)
    /// The user logged out: the session and the votes are forgotten.
    case signedOut
    /// The backend ended the session: it and the votes are forgotten, as at a log out, and the state says
    /// the session expired.
    case sessionExpired
    /// The user voted (`voted` true) or took the vote back on the post `postID`, whose count the screen
    /// showed as `count` when the store had no vote for it: shown at once, pending until confirmed.
    case voteSent(postID: Int, voted: Bool, count: Int)
    /// The backend counted the vote: the post's count as it answered.
    case voteConfirmed(postID: Int, voted: Bool, count: Int)
    /// The backend refused the vote: the post's vote goes back to `previous` (`nil`: none was known).
    case voteFailed(postID: Int, previous: Vote?)
}

/// The app's store: its state shared by screens, changed by ``AppAction``s through ``AppState/reduce(_:_:)``.
public typealias AppStore = Store<AppState, AppAction>

extension AppState {
    /// The state after `action`; pure.
    ///
    /// A vote on a post whose vote is pending changes nothing (the button waits for the answer), nor does
    /// a vote that is already what it asks (voting twice). Signing in as another user forgets the votes.
    public static func reduce(_ state: inout AppState, _ action: AppAction) {
        switch action {
        case .signedIn(let session):
            if state.session?.email != session.email { state.votes = [:] }
            state.session = session
            state.sessionExpired = false
        case .signedOut:
            state = AppState()
        case .sessionExpired:
            state = AppState(sessionExpired: true)
        case .voteSent(let id, let voted, let count):
            let previous = state.votes[id] ?? Vote(isVoted: false, count: count)
            guard !previous.isPending, previous.isVoted != voted else { return }
            state.votes[id] = Vote(isVoted: voted, count: previous.count + (voted ? 1 : -1), isPending: true)
        case .voteConfirmed(let id, let voted, let count):
            state.votes[id] = Vote(isVoted: voted, count: count)
        case .voteFailed(let id, let previous):
            state.votes[id] = previous
        }
    }

    /// The vote shown for `post`: the store's, or the post's own count, not voted.
    public func vote(for post: Post) -> Vote {
        votes[post.id] ?? Vote(isVoted: false, count: post.votes)
    }
}

extension Array where Element == Post {
    /// The posts with the counts of `votes`, for those it has: what a list of posts shows of the user's votes.
    public func counting(_ votes: [Int: Vote]) -> [Post] {
        map { post in votes[post.id].map { post.counting($0.count) } ?? post }
    }
}

extension Store where State == AppState, Action == AppAction {
    /// The app's store, signed in with `session` if one is stored, publishing on `scheduler`, the one its
    /// screens live on.
    public convenience init(session: Session?, scheduler: (any SchedulerType)? = nil) {
        self.init(initialState: AppState(session: session), scheduler: scheduler, reducer: AppState.reduce)
    }
}

extension PrimitiveSequence where Trait == SingleTrait, Element == Session {
    /// The same session, signed in to `store` before it is passed on, so that every screen knows who is
    /// signed in by the time the next screen shows.
    func signedIn(to store: AppStore) -> Single<Session> {
        map { session in
            store.dispatch(.signedIn(session))
            return session
        }
    }
}

extension LoginUseCase {
    /// This login with its sessions signed in to the app's `store`: outside the answers of a recording, so
    /// that a replayed login signs in as the recorded one did.
    func signedIn(to store: AppStore) -> LoginUseCase {
        LoginUseCase { [logIn] in logIn($0).signedIn(to: store) }
    }
}

extension RegistrationUseCase {
    /// This registration with its sessions signed in to the app's `store`, as for the login.
    func signedIn(to store: AppStore) -> RegistrationUseCase {
        RegistrationUseCase { [register] in register($0).signedIn(to: store) }
    }
}

/// A credentials store that tells the app's store of each session saved or cleared, so that the store's
/// session is always the one stored.
final class StoreSyncedCredentials: CredentialsStore {
    private let base: any CredentialsStore
    private let store: AppStore

    init(base: any CredentialsStore, store: AppStore) {
        self.base = base
        self.store = store
    }

    var session: Session? { base.session }

    func save(_ session: Session) {
        base.save(session)
        store.dispatch(.signedIn(session))
    }

    func clear() {
        base.clear()
        store.dispatch(.signedOut)
    }
}
