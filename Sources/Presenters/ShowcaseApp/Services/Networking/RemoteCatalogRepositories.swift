import Presenters

/// Fetches posts, comments, collections and users through an `APIClient`, mapping its answers with the
/// `ResponseMapper`.
public struct RemoteCatalogRepository: PostRepository, CommentsRepository, CollectionsRepository, UsersRepository {
    private let client: any APIClient

    /// A repository that sends its requests through `client`.
    public init(client: any APIClient) {
        self.client = client
    }

    private func send<Payload: Decodable>(_ request: APIRequest, as payload: Payload.Type) -> Single<Payload> {
        client.send(request).map { try ResponseMapper.map($0, to: Payload.self).get() }
    }

    public func post(id: Int) -> Single<Post> {
        send(.post(id: id), as: Post.self)
    }

    public func comments(ofPost postID: Int, _ page: PageRequest) -> Single<[Comment]> {
        send(.comments(postID: postID, page), as: [Comment].self)
    }

    public func addComment(_ text: String, toPost postID: Int, author: String) -> Single<Comment> {
        send(.addComment(postID: postID, text: text, author: author), as: Comment.self)
    }

    public func editComment(_ commentID: Int, text: String, author: String) -> Single<Comment> {
        send(.editComment(id: commentID, text: text, author: author), as: Comment.self)
    }

    public func collection(id: Int) -> Single<PostCollection> {
        send(.collection(id: id), as: PostCollection.self)
    }

    public func posts(inCollection id: Int, _ page: PageRequest) -> Single<[Post]> {
        send(.collectionPosts(id: id, page), as: [Post].self)
    }

    public func user(id: Int) -> Single<UserProfile> {
        send(.user(id: id), as: UserProfile.self)
    }

    public func posts(ofUser id: Int, _ page: PageRequest) -> Single<[Post]> {
        send(.userPosts(id: id, page), as: [Post].self)
    }
}
