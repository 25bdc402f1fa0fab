import Presenters

/// Loads the pages of the feed.
public struct FeedUseCase {
    /// The posts of a page, newest first; an empty page means there is nothing more in that direction.
    public var page: (PageRequest) -> Single<[Post]>

    /// A use case that loads its pages with `page`.
    public init(page: @escaping (PageRequest) -> Single<[Post]>) {
        self.page = page
    }

    /// Loads the pages from `repository`.
    public static func live(repository: any PostsRepository) -> FeedUseCase {
        FeedUseCase(page: repository.posts)
    }

    /// Fails the test that calls it, naming the call `feed.page`.
    public static func unimplemented(_ unimplemented: Unimplemented) -> FeedUseCase {
        FeedUseCase(page: unimplemented("feed.page"))
    }

    /// The preview posts at once, on a single page.
    public static var preview: FeedUseCase { FeedUseCase { .just($0 == .latest ? Preview.posts : []) } }

    /// This use case with its pages named `feed.page`: its own, or recorded, or replayed from a recording
    /// without calling it.
    public func recorded(by answers: Answers) -> FeedUseCase {
        FeedUseCase(page: answers("feed.page", for: page))
    }
}
