import Presenters

/// Loads a collection and its posts.
public protocol CollectionUseCase {
    /// The collection with `id`; fails with `APIError.notFound` when there is none.
    func collection(id: Int) -> Single<PostCollection>
    /// A page of the collection's posts, newest first.
    func posts(_ request: ShelfPageRequest) -> Single<[Post]>
}

/// The collection's use case over the collections repository.
public struct CollectionInteractor: CollectionUseCase {
    private let repository: any CollectionsRepository

    /// An interactor that reads collections from `repository`.
    public init(repository: any CollectionsRepository) {
        self.repository = repository
    }

    public func collection(id: Int) -> Single<PostCollection> { repository.collection(id: id) }
    public func posts(_ request: ShelfPageRequest) -> Single<[Post]> {
        repository.posts(inCollection: request.id, request.page)
    }
}

/// The collection's answers through `answers`, named `collection.load` and `collection.posts`.
struct CollectionUseCaseAnswers: CollectionUseCase {
    let base: any CollectionUseCase
    let answers: Answers

    func collection(id: Int) -> Single<PostCollection> {
        answers("collection.load", to: id) { base.collection(id: $0) }
    }

    func posts(_ request: ShelfPageRequest) -> Single<[Post]> {
        answers("collection.posts", to: request) { base.posts($0) }
    }
}

/// A collection use case that fails the test that calls it, naming the call.
public struct UnimplementedCollectionUseCase: CollectionUseCase {
    private let unimplemented: Unimplemented

    /// A use case that reports its calls through `unimplemented`.
    public init(_ unimplemented: Unimplemented) {
        self.unimplemented = unimplemented
    }

    public func collection(id: Int) -> Single<PostCollection> {
        unimplemented.reportCall(to: "collection.load")
        return .error(UnimplementedDependency(name: "collection.load"))
    }

    public func posts(_ request: ShelfPageRequest) -> Single<[Post]> {
        unimplemented.reportCall(to: "collection.posts")
        return .error(UnimplementedDependency(name: "collection.posts"))
    }
}
