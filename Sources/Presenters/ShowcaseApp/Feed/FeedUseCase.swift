import Presenters

/// Loads the pages of the feed.
public protocol FeedUseCase {
    /// The posts of `page`, newest first; an empty page means there is nothing more in that direction.
    func page(_ page: PageRequest) -> Single<[Post]>
}

/// Loads the feed's pages from the posts repository.
public struct FeedInteractor: FeedUseCase {
    private let repository: any PostsRepository

    /// An interactor that reads the posts from `repository`.
    public init(repository: any PostsRepository) {
        self.repository = repository
    }

    public func page(_ page: PageRequest) -> Single<[Post]> {
        repository.posts(page)
    }
}

/// The feed's pages through `answers`, named `feed.page`: the use case's own, or recorded, or replayed from
/// a recording without calling it.
struct FeedUseCaseAnswers: FeedUseCase {
    let base: any FeedUseCase
    let answers: Answers

    func page(_ page: PageRequest) -> Single<[Post]> {
        answers("feed.page", to: page) { base.page($0) }
    }
}

/// A feed use case that fails the test that calls it, naming it `feed.page`: what a test root puts where
/// the test does not provide the use case.
public struct UnimplementedFeedUseCase: FeedUseCase {
    private let unimplemented: Unimplemented

    /// A use case that reports its calls through `unimplemented`.
    public init(_ unimplemented: Unimplemented) {
        self.unimplemented = unimplemented
    }

    public func page(_ page: PageRequest) -> Single<[Post]> {
        unimplemented.reportCall(to: "feed.page")
        return .error(UnimplementedDependency(name: "feed.page"))
    }
}
