import Presenters

/// Logs in and registers through an `APIClient`, mapping its answers with the `ResponseMapper`.
public struct RemoteAuthRepository: AuthRepository {
    private let client: any APIClient

    /// A repository that sends its requests through `client`.
    public init(client: any APIClient) {
        self.client = client
    }

    public func logIn(_ credentials: Credentials) -> Single<Session> {
        client.send(.logIn(credentials)).map { try ResponseMapper.map($0, to: Session.self).get() }
    }

    public func register(_ registration: Registration) -> Single<Session> {
        client.send(.register(registration)).map { try ResponseMapper.map($0, to: Session.self).get() }
    }
}

/// Votes through an `APIClient`, mapping its answers with the `ResponseMapper`.
public struct RemoteVotesRepository: VotesRepository {
    private let client: any APIClient

    /// A repository that sends its requests through `client`.
    public init(client: any APIClient) {
        self.client = client
    }

    public func vote(_ request: VoteRequest) -> Single<PostVotes> {
        client.send(.vote(request)).map { try ResponseMapper.map($0, to: PostVotes.self).get() }
    }
}

/// Fetches pages of posts through an `APIClient`, mapping its answers with the `ResponseMapper`.
public struct RemotePostsRepository: PostsRepository {
    private let client: any APIClient

    /// A repository that sends its requests through `client`.
    public init(client: any APIClient) {
        self.client = client
    }

    public func posts(_ page: PageRequest) -> Single<[Post]> {
        client.send(.posts(page)).map { try ResponseMapper.map($0, to: [Post].self).get() }
    }
}
