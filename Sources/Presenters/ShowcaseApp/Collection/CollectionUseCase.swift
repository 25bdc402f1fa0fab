import Presenters

/// Loads a collection and its posts.
public struct CollectionUseCase: UseCase {
    /// The collection with an id; fails with `APIError.notFound` when there is none.
    public var collection: (Int) -> Single<PostCollection>
    /// A page of the collection's posts, newest first.
    public var posts: (ShelfPageRequest) -> Single<[Post]>

    /// A use case that loads a collection with `collection` and its posts with `posts`.
    public init(
        collection: @escaping (Int) -> Single<PostCollection>, posts: @escaping (ShelfPageRequest) -> Single<[Post]>
    ) {
        self.collection = collection
        self.posts = posts
    }

    /// Reads the collections from `repository`.
    public static func live(repository: any CollectionsRepository) -> CollectionUseCase {
        CollectionUseCase(
            collection: repository.collection(id:), posts: { repository.posts(inCollection: $0.id, $0.page) })
    }

    /// Its calls, each under the name a failed test and a recording give it.
    public static var calls: [UseCaseCall<CollectionUseCase>] {
        [.call("collection.load", \.collection), .call("collection.posts", \.posts)]
    }

    /// Any collection at once, with the preview posts on a single page.
    public static var preview: CollectionUseCase {
        CollectionUseCase(
            collection: { .just(PostCollection(id: $0, title: "Collection \($0)", curator: "Preview")) },
            posts: { .just($0.page == .latest ? Preview.posts : []) })
    }
}

extension CollectionUseCase: AppUseCase {
    /// The use case over the app's backend.
    public static func live(_ services: AppServices) -> CollectionUseCase {
        .live(repository: RemoteCatalogRepository(client: services.client))
    }
}
