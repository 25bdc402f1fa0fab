import Presenters

/// What the view of a shelf of posts (a collection, a user's posts) reports.
public enum PostShelfEvent: Hashable, Codable, Sendable {
    /// The screen is about to appear: load its header and the first page of its posts, unless loaded.
    case appear
    /// The user asked to retry what failed: the header, the first page of posts, or both.
    case retry
    /// An event of the list of posts: a refresh, its end reached, a retry of the load that failed.
    case posts(PagedListEvent)
    /// The post with this id was selected.
    case select(id: Int)
    /// The back button was tapped.
    case backTapped
}

/// What a shelf of posts shows: its header (a collection's title and curator, a user's name) as it
/// loads by id, and its posts, a paged list newest first.
public struct PostShelfState<Header: Hashable & Codable & Sendable>: Hashable, Codable, Sendable {
    /// The id of the collection or the user.
    public let id: Int
    public var header: Loadable<Header, RequestFailure>
    public var posts: PagedListState<Post, RequestFailure>

    /// The shelf `id`, its header and its posts as given; not loaded by default.
    public init(
        id: Int, header: Loadable<Header, RequestFailure> = .idle,
        posts: PagedListState<Post, RequestFailure> = .init()
    ) {
        self.id = id
        self.header = header
        self.posts = posts
    }
}

/// Where a shelf of posts leads.
public enum PostShelfRoute: Hashable, Codable, Sendable {
    /// Open the detail of the post with this id.
    case postDetail(id: Int)
    /// Back to the screen below.
    case back
}

/// A page of the posts of a collection or a user to fetch.
public struct ShelfPageRequest: Hashable, Codable, Sendable {
    /// The collection's or the user's id.
    public let id: Int
    public let page: PageRequest

    /// The posts of `id` in `page`.
    public init(id: Int, page: PageRequest) {
        self.id = id
        self.page = page
    }
}
