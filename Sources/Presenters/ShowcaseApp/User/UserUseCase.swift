import Presenters

/// Loads a user and their posts.
public protocol UserUseCase {
    /// The user with `id`; fails with `APIError.notFound` when there is none.
    func user(id: Int) -> Single<UserProfile>
    /// A page of the user's posts, newest first.
    func posts(_ request: ShelfPageRequest) -> Single<[Post]>
}

/// The user screen's use case over the users repository.
public struct UserInteractor: UserUseCase {
    private let repository: any UsersRepository

    /// An interactor that reads users from `repository`.
    public init(repository: any UsersRepository) {
        self.repository = repository
    }

    public func user(id: Int) -> Single<UserProfile> { repository.user(id: id) }
    public func posts(_ request: ShelfPageRequest) -> Single<[Post]> {
        repository.posts(ofUser: request.id, request.page)
    }
}

/// The user screen's answers through `answers`, named `user.load` and `user.posts`.
struct UserUseCaseAnswers: UserUseCase {
    let base: any UserUseCase
    let answers: Answers

    func user(id: Int) -> Single<UserProfile> {
        answers("user.load", to: id) { base.user(id: $0) }
    }

    func posts(_ request: ShelfPageRequest) -> Single<[Post]> {
        answers("user.posts", to: request) { base.posts($0) }
    }
}

/// A user use case that fails the test that calls it, naming the call.
public struct UnimplementedUserUseCase: UserUseCase {
    private let unimplemented: Unimplemented

    /// A use case that reports its calls through `unimplemented`.
    public init(_ unimplemented: Unimplemented) {
        self.unimplemented = unimplemented
    }

    public func user(id: Int) -> Single<UserProfile> {
        unimplemented.reportCall(to: "user.load")
        return .error(UnimplementedDependency(name: "user.load"))
    }

    public func posts(_ request: ShelfPageRequest) -> Single<[Post]> {
        unimplemented.reportCall(to: "user.posts")
        return .error(UnimplementedDependency(name: "user.posts"))
    }
}
