import Presenters

/// A page of a post's comments to fetch.
public struct CommentsRequest: Hashable, Codable, Sendable {
    public let postID: Int
    public let page: PageRequest

    /// The comments of the post `postID` in `page`.
    public init(postID: Int, page: PageRequest) {
        self.postID = postID
        self.page = page
    }
}

/// A comment to add, or a new text for one: its post or its id, the text and who writes it.
public struct CommentWrite: Hashable, Codable, Sendable {
    /// The post of a new comment, or the id of the comment edited.
    public let target: Int
    public let text: String
    /// The email of the account that writes it.
    public let author: String

    /// A write of `text` by `author` to `target`.
    public init(target: Int, text: String, author: String) {
        self.target = target
        self.text = text
        self.author = author
    }
}

/// Loads a post and its comments, and writes comments.
public struct PostDetailUseCase: UseCase {
    /// The post with an id; fails with `APIError.notFound` when there is none.
    public var post: (Int) -> Single<Post>
    /// A page of a post's comments, newest first.
    public var comments: (CommentsRequest) -> Single<[Comment]>
    /// Adds a comment under the post `target`; answers it as stored.
    public var addComment: (CommentWrite) -> Single<Comment>
    /// Changes the text of the comment `target`; fails with `APIError.forbidden` when its author is
    /// someone else.
    public var editComment: (CommentWrite) -> Single<Comment>

    /// A use case with these four calls.
    public init(
        post: @escaping (Int) -> Single<Post>, comments: @escaping (CommentsRequest) -> Single<[Comment]>,
        addComment: @escaping (CommentWrite) -> Single<Comment>,
        editComment: @escaping (CommentWrite) -> Single<Comment>
    ) {
        self.post = post
        self.comments = comments
        self.addComment = addComment
        self.editComment = editComment
    }

    /// Reads the posts from `posts`, and reads and writes the comments with `comments`.
    public static func live(posts: any PostRepository, comments: any CommentsRepository) -> PostDetailUseCase {
        PostDetailUseCase(
            post: posts.post(id:), comments: { comments.comments(ofPost: $0.postID, $0.page) },
            addComment: { comments.addComment($0.text, toPost: $0.target, author: $0.author) },
            editComment: { comments.editComment($0.target, text: $0.text, author: $0.author) })
    }

    /// Its calls, each under the name a failed test and a recording give it.
    public static var calls: [UseCaseCall<PostDetailUseCase>] {
        [
            .call("post.load", \.post), .call("post.comments", \.comments), .call("post.addComment", \.addComment),
            .call("post.editComment", \.editComment),
        ]
    }

    /// Any post at once, with two comments on a single page; a comment written is stored as it is, a new
    /// one as the comment 100.
    public static var preview: PostDetailUseCase {
        PostDetailUseCase(
            post: { .just(Preview.post($0)) }, comments: { .just($0.page == .latest ? Preview.comments : []) },
            addComment: { .just(Comment(id: 100, author: $0.author, text: $0.text)) },
            editComment: { .just(Comment(id: $0.target, author: $0.author, text: $0.text)) })
    }
}

extension PostDetailUseCase: AppUseCase {
    /// The use case over the app's backend.
    public static func live(_ services: AppServices) -> PostDetailUseCase {
        .live(
            posts: RemoteCatalogRepository(client: services.client),
            comments: RemoteCatalogRepository(client: services.client))
    }
}
