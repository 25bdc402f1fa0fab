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
