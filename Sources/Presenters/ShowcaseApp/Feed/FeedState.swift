import Presenters

/// What the feed's view reports.
public enum FeedEvent: Hashable, Codable, Sendable {
    /// The screen is about to appear: load the first page, unless it was loaded already.
    case appear
    /// The user pulled to refresh: load the posts newer than the first one shown.
    case refresh
    /// The list was scrolled to its end: load the posts older than the last one shown.
    case reachedEnd
    /// The user asked to retry the load that failed.
    case retry
    /// The post with this id was selected.
    case select(id: Int)
    /// The user asked to log out.
    case logOutTapped
}

/// One of the feed's loads.
public enum FeedLoad: Hashable, Codable, Sendable {
    /// The first page, when the screen appears.
    case initial
    /// The posts newer than the first one shown (a refresh).
    case newer
    /// The posts older than the last one shown (the next page).
    case older
}

/// What the feed shows.
public struct FeedState: Hashable, Codable, Sendable {
    /// The posts shown, newest first, each once.
    public var items: [Post]
    /// Whether the first page is loading (a full-screen loader).
    public var isLoadingInitial: Bool
    /// Whether newer posts are loading (the refresh indicator).
    public var isRefreshing: Bool
    /// Whether older posts are loading (a loader at the end of the list).
    public var isLoadingOlder: Bool
    /// Whether older posts may exist: false once a page of older posts comes back empty.
    public var moreToLoad: Bool
    /// Whether the loads came back with no post at all (the empty state).
    public var isEmpty: Bool
    /// Which load failed and why, until a retry or another load starts.
    public var failure: FeedFailure?

    /// A feed's state; the defaults are those of a feed that has not loaded yet.
    public init(
        items: [Post] = [], isLoadingInitial: Bool = false, isRefreshing: Bool = false, isLoadingOlder: Bool = false,
        moreToLoad: Bool = true, isEmpty: Bool = false, failure: FeedFailure? = nil
    ) {
        self.items = items
        self.isLoadingInitial = isLoadingInitial
        self.isRefreshing = isRefreshing
        self.isLoadingOlder = isLoadingOlder
        self.moreToLoad = moreToLoad
        self.isEmpty = isEmpty
        self.failure = failure
    }
}

/// A load of the feed that failed, with the message the screen shows next to its retry button.
public struct FeedFailure: Hashable, Codable, Sendable {
    /// Why a load failed.
    public enum Cause: Hashable, Codable, Sendable {
        /// The backend could not be reached.
        case network
        /// The backend failed.
        case server
        /// The backend answered something the app does not understand.
        case unexpected
    }

    /// The load that failed, which a retry starts again.
    public let load: FeedLoad
    public let cause: Cause

    /// A failure of `load` because of `cause`.
    public init(load: FeedLoad, cause: Cause) {
        self.load = load
        self.cause = cause
    }

    /// A failure of `load` because of `error`.
    public init(load: FeedLoad, error: Swift.Error) {
        switch error as? APIError {
        case .network: self.init(load: load, cause: .network)
        case .server: self.init(load: load, cause: .server)
        default: self.init(load: load, cause: .unexpected)
        }
    }

    /// What the screen shows.
    public var message: String {
        let what: String
        switch load {
        case .initial: what = "Could not load the feed."
        case .newer: what = "Could not load newer posts."
        case .older: what = "Could not load older posts."
        }
        switch cause {
        case .network: return "\(what) No connection."
        case .server: return "\(what) Something went wrong on our side."
        case .unexpected: return "\(what) Unexpected answer from the server."
        }
    }
}

/// Where the feed leads.
public enum FeedRoute: Hashable, Codable, Sendable {
    /// Open the detail of this post.
    case postDetail(Post)
    /// The user logged out: back to the login.
    case loggedOut
}
