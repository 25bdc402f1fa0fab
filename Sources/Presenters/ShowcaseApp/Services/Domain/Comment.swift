import Presenters

/// A comment under a post.
public struct Comment: Hashable, Codable, Sendable, Identifiable {
    /// Ids grow with time: a larger id is a newer comment.
    public let id: Int
    /// The email of the account that wrote it.
    public let author: String
    public let text: String

    /// A comment with its id, its author's email and its text.
    public init(id: Int, author: String, text: String) {
        self.id = id
        self.author = author
        self.text = text
    }
}

/// A collection of posts gathered by a curator.
public struct PostCollection: Hashable, Codable, Sendable, Identifiable {
    public let id: Int
    public let title: String
    /// The name of who gathered the posts.
    public let curator: String

    /// A collection with its id, title and curator's name.
    public init(id: Int, title: String, curator: String) {
        self.id = id
        self.title = title
        self.curator = curator
    }
}

/// A user who publishes posts.
public struct UserProfile: Hashable, Codable, Sendable, Identifiable {
    public let id: Int
    public let name: String

    /// A user with their id and name.
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

/// Fetches one post by its id.
public protocol PostRepository {
    /// The post with `id`; fails with `APIError.notFound` when there is none.
    func post(id: Int) -> Single<Post>
}

/// Reads and writes the comments of posts.
public protocol CommentsRepository {
    /// The comments of the post `postID` in `page`, newest first; empty when there are no more.
    func comments(ofPost postID: Int, _ page: PageRequest) -> Single<[Comment]>
    /// Adds a comment by `author` under the post `postID`; answers the comment as stored.
    func addComment(_ text: String, toPost postID: Int, author: String) -> Single<Comment>
    /// Changes the text of the comment `commentID`; fails with `APIError.forbidden` when `author` did not
    /// write it.
    func editComment(_ commentID: Int, text: String, author: String) -> Single<Comment>
}

/// Fetches collections and their posts.
public protocol CollectionsRepository {
    /// The collection with `id`; fails with `APIError.notFound` when there is none.
    func collection(id: Int) -> Single<PostCollection>
    /// The posts of the collection `id` in `page`, newest first.
    func posts(inCollection id: Int, _ page: PageRequest) -> Single<[Post]>
}

/// Fetches users and their posts.
public protocol UsersRepository {
    /// The user with `id`; fails with `APIError.notFound` when there is none.
    func user(id: Int) -> Single<UserProfile>
    /// The posts of the user `id` in `page`, newest first.
    func posts(ofUser id: Int, _ page: PageRequest) -> Single<[Post]>
}
