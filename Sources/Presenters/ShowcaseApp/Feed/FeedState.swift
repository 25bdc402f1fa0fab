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
    /// The collection with this id was chosen.
    case openCollection(id: Int)
    /// The user with this id was chosen.
    case openUser(id: Int)
    /// The user asked to log out.
    case logOutTapped
}

/// One of the feed's loads: the first page, newer posts (a refresh) or older posts (the next page).
public typealias FeedLoad = PagedListLoad

/// What the feed shows: a paged list of posts, newest first, each once, with its loads and its failure.
public typealias FeedState = PagedListState<Post, RequestFailure>

/// A load of the feed that failed, with the message the screen shows next to its retry button.
public typealias FeedFailure = PagedListFailure<RequestFailure>

extension PagedListFailure where Cause == RequestFailure {
    /// What the feed shows next to its retry button.
    public var message: String { message(initial: "the feed", items: "posts") }
}

/// Where the feed leads.
public enum FeedRoute: Hashable, Codable, Sendable {
    /// Open the detail of this post.
    case postDetail(Post)
    /// Open the collection with this id.
    case collection(id: Int)
    /// Open the user with this id.
    case user(id: Int)
    /// The user logged out: back to the login.
    case loggedOut
}
