import Presenters

/// A post of the feed, as every layer above the network sees it.
public struct Post: Hashable, Codable, Sendable, Identifiable, CustomStringConvertible {
    /// Ids grow with publication: a larger id is a newer post.
    public let id: Int
    public let title: String
    public let author: String
    public let votes: Int

    /// A post with its id, title, author's name and number of votes.
    public init(id: Int, title: String, author: String, votes: Int) {
        self.id = id
        self.title = title
        self.author = author
        self.votes = votes
    }

    public var description: String { "#\(id) \(title)" }
}

/// Which page of the feed to fetch: the latest posts, or the posts next to one already shown.
public enum PageRequest: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The newest posts.
    case latest
    /// The posts published right after the post `id`, newest first (what a pull to refresh shows).
    case newer(than: Int)
    /// The posts published right before the post `id`, newest first (the next page when scrolling).
    case older(than: Int)

    public var description: String {
        switch self {
        case .latest: return "latest"
        case .newer(let id): return "newer than #\(id)"
        case .older(let id): return "older than #\(id)"
        }
    }
}
