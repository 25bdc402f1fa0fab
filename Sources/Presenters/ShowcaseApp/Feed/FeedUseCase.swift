import Presenters

/// Loads the pages of the feed.
public struct FeedUseCase: UseCase {
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

    /// Its calls, each under the name a failed test and a recording give it.
    public static var calls: [UseCaseCall<FeedUseCase>] { [.call("feed.page", \.page)] }

    /// The preview posts at once, on a single page.
    public static var preview: FeedUseCase { FeedUseCase { .just($0 == .latest ? Preview.posts : []) } }
}

extension FeedUseCase: AppUseCase {
    /// The use case over the app's backend.
    public static func live(_ services: AppServices) -> FeedUseCase {
        .live(repository: RemotePostsRepository(client: services.client))
    }
}
