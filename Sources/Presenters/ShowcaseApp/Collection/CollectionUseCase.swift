import Presenters

/// Loads a collection and its posts.
public struct CollectionUseCase {
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

    /// Fails the test that calls it, naming the call `collection.load` or `collection.posts`.
    public static func unimplemented(_ unimplemented: Unimplemented) -> CollectionUseCase {
        CollectionUseCase(collection: unimplemented("collection.load"), posts: unimplemented("collection.posts"))
    }

    /// Any collection at once, with the preview posts on a single page.
    public static var preview: CollectionUseCase {
        CollectionUseCase(
            collection: { .just(PostCollection(id: $0, title: "Collection \($0)", curator: "Preview")) },
            posts: { .just($0.page == .latest ? Preview.posts : []) })
    }

    /// This use case with its answers named `collection.load` and `collection.posts`: its own, or
    /// recorded, or replayed from a recording without calling it.
    public func recorded(by answers: Answers) -> CollectionUseCase {
        CollectionUseCase(
            collection: answers("collection.load", for: collection), posts: answers("collection.posts", for: posts))
    }
}
