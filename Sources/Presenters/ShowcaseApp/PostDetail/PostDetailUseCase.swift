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
public protocol PostDetailUseCase {
    /// The post with `id`; fails with `APIError.notFound` when there is none.
    func post(id: Int) -> Single<Post>
    /// A page of a post's comments, newest first.
    func comments(_ request: CommentsRequest) -> Single<[Comment]>
    /// Adds a comment under the post `write.target`; answers it as stored.
    func addComment(_ write: CommentWrite) -> Single<Comment>
    /// Changes the text of the comment `write.target`; fails with `APIError.forbidden` when its author
    /// is someone else.
    func editComment(_ write: CommentWrite) -> Single<Comment>
}

/// The post detail's use case over the repositories.
public struct PostDetailInteractor: PostDetailUseCase {
    private let posts: any PostRepository
    private let comments: any CommentsRepository

    /// An interactor that reads posts from `posts` and comments from `comments`.
    public init(posts: any PostRepository, comments: any CommentsRepository) {
        self.posts = posts
        self.comments = comments
    }

    public func post(id: Int) -> Single<Post> {
        posts.post(id: id)
    }

    public func comments(_ request: CommentsRequest) -> Single<[Comment]> {
        comments.comments(ofPost: request.postID, request.page)
    }

    public func addComment(_ write: CommentWrite) -> Single<Comment> {
        comments.addComment(write.text, toPost: write.target, author: write.author)
    }

    public func editComment(_ write: CommentWrite) -> Single<Comment> {
        comments.editComment(write.target, text: write.text, author: write.author)
    }
}

/// The post detail's answers through `answers`, named `post.load`, `post.comments`, `post.addComment` and
/// `post.editComment`.
struct PostDetailUseCaseAnswers: PostDetailUseCase {
    let base: any PostDetailUseCase
    let answers: Answers

    func post(id: Int) -> Single<Post> {
        answers("post.load", to: id) { base.post(id: $0) }
    }

    func comments(_ request: CommentsRequest) -> Single<[Comment]> {
        answers("post.comments", to: request) { base.comments($0) }
    }

    func addComment(_ write: CommentWrite) -> Single<Comment> {
        answers("post.addComment", to: write) { base.addComment($0) }
    }

    func editComment(_ write: CommentWrite) -> Single<Comment> {
        answers("post.editComment", to: write) { base.editComment($0) }
    }
}

/// A post detail use case that fails the test that calls it, naming the call.
public struct UnimplementedPostDetailUseCase: PostDetailUseCase {
    private let unimplemented: Unimplemented

    /// A use case that reports its calls through `unimplemented`.
    public init(_ unimplemented: Unimplemented) {
        self.unimplemented = unimplemented
    }

    private func fail<Value>(_ name: String) -> Single<Value> {
        unimplemented.reportCall(to: name)
        return .error(UnimplementedDependency(name: name))
    }

    public func post(id: Int) -> Single<Post> { fail("post.load") }
    public func comments(_ request: CommentsRequest) -> Single<[Comment]> { fail("post.comments") }
    public func addComment(_ write: CommentWrite) -> Single<Comment> { fail("post.addComment") }
    public func editComment(_ write: CommentWrite) -> Single<Comment> { fail("post.editComment") }
}
