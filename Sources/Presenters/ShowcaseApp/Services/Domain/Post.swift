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

    /// The same post with `votes` votes.
    public func counting(_ votes: Int) -> Post {
        votes == self.votes ? self : Post(id: id, title: title, author: author, votes: votes)
    }
}

/// A vote for a post, or a vote taken back.
public struct VoteRequest: Hashable, Codable, Sendable {
    public let postID: Int
    /// True to vote, false to take the vote back.
    public let voted: Bool

    /// A vote (`voted` true) or an unvote of the post `postID`.
    public init(postID: Int, voted: Bool) {
        self.postID = postID
        self.voted = voted
    }
}

/// A post's votes as the backend counted them after a vote.
public struct PostVotes: Hashable, Codable, Sendable {
    public let postID: Int
    /// Whether the user's vote is counted.
    public let isVoted: Bool
    /// The post's number of votes.
    public let count: Int

    /// The votes of the post `postID`.
    public init(postID: Int, isVoted: Bool, count: Int) {
        self.postID = postID
        self.isVoted = isVoted
        self.count = count
    }
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
