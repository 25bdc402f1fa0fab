import Presenters

/// What the search's view reports.
public enum SearchEvent: Hashable, Codable, Sendable {
    /// The screen is about to appear: search the query it was opened with (a link's), unless it did already.
    case appear
    /// The text in the search field changed: search it once the user pauses for 300 ms.
    case typed(String)
    /// The results were scrolled to their end: load the next page of them.
    case reachedEnd
    /// The user asked to retry the load that failed.
    case retry
    /// The result with this post id was selected.
    case select(id: Int)
}

/// What the search shows: the query typed, and the posts that match it, paged like the feed's.
public struct SearchState: Hashable, Codable, Sendable {
    /// The text searched; empty: the screen asks for one.
    public var query: String
    /// The posts whose title or author holds the query, newest first, with their loads and their failure.
    public var results: PagedListState<Post, RequestFailure>

    /// The state of a search for `query`, before its results are asked for.
    public init(query: String = "", results: PagedListState<Post, RequestFailure> = PagedListState()) {
        self.query = query
        self.results = results
    }
}

extension SearchState {
    /// What the screen says in place of the results, if anything: nothing typed yet, or nothing found.
    public var placeholder: String? {
        if query.isEmpty { return "type to search posts by title or author" }
        if results.isEmpty { return "no post matches '\(query)'" }
        return nil
    }

    /// What the screen shows next to its retry button, if a load failed.
    public var failureMessage: String? {
        results.failure?.message(initial: "the results", items: "results")
    }
}

/// Where the search leads.
public enum SearchRoute: Hashable, Codable, Sendable {
    /// Open the detail of this post.
    case postDetail(Post)
}
