import Presenters

/// Logs users in and opens accounts; the use cases reach the backend only through it.
public protocol AuthRepository {
    /// The session of the user with `credentials`; fails with `APIError.unauthorized` when they are wrong.
    func logIn(_ credentials: Credentials) -> Single<Session>
    /// Opens an account and returns its session; fails with `APIError.conflict` when the email is taken.
    func register(_ registration: Registration) -> Single<Session>
}

/// Votes for posts.
public protocol VotesRepository {
    /// The post's votes once the vote is counted; fails with `APIError.notFound` for an unknown post.
    func vote(_ request: VoteRequest) -> Single<PostVotes>
}

/// Fetches pages of posts.
public protocol PostsRepository {
    /// The posts of `page`, newest first; an empty page means there is nothing more in that direction.
    func posts(_ page: PageRequest) -> Single<[Post]>
}
