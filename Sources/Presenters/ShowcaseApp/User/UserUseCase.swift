import Presenters

/// Loads a user and their posts.
public struct UserUseCase: UseCase {
    /// The user with an id; fails with `APIError.notFound` when there is none.
    public var user: (Int) -> Single<UserProfile>
    /// A page of the user's posts, newest first.
    public var posts: (ShelfPageRequest) -> Single<[Post]>

    /// A use case that loads a user with `user` and their posts with `posts`.
    public init(user: @escaping (Int) -> Single<UserProfile>, posts: @escaping (ShelfPageRequest) -> Single<[Post]>) {
        self.user = user
        self.posts = posts
    }

    /// Reads the users from `repository`.
    public static func live(repository: any UsersRepository) -> UserUseCase {
        UserUseCase(user: repository.user(id:), posts: { repository.posts(ofUser: $0.id, $0.page) })
    }

    /// Its calls, each under the name a failed test and a recording give it.
    public static var calls: [UseCaseCall<UserUseCase>] { [.call("user.load", \.user), .call("user.posts", \.posts)] }

    /// Any user at once, with the preview posts on a single page.
    public static var preview: UserUseCase {
        UserUseCase(
            user: { .just(UserProfile(id: $0, name: "User \($0)")) },
            posts: { .just($0.page == .latest ? Preview.posts : []) })
    }
}

extension UserUseCase: AppUseCase {
    /// The use case over the app's backend.
    public static func live(_ services: AppServices) -> UserUseCase {
        .live(repository: RemoteCatalogRepository(client: services.client))
    }
}
