import Presenters

/// What a collection shows: its title and curator, and its posts.
public typealias CollectionState = PostShelfState<PostCollection>

/// A collection opened by its id: its title and curator, and its posts, a paged list that opens a post's
/// detail.
public typealias CollectionPresenter = Presenter<PostShelfEvent, CollectionState, PostShelfRoute>

/// A collection of posts.
public enum CollectionScreen: AppFeature {
    public typealias Event = PostShelfEvent
    public typealias State = CollectionState
    public typealias Route = PostShelfRoute
    public static let name = "collection"
    public static var useCases: [any AppUseCase.Type] { [CollectionUseCase.self] }
    /// `producthunt://collection/ID`, pushed on the first screen of its tab.
    public static let links: [LinkForm] = [
        .id("collection", opening: "a collection", in: .feed) { .collection(id: $0) }
    ]

    public static let appearEvent: PostShelfEvent? = .appear

    /// Its screen shows one collection, by its id.
    public static func screen(id: Int?) -> AppScreen? {
        id.map { .collection(id: $0) }
    }

    /// A post selected pushes its detail, loaded by id.
    public static func request(for route: PostShelfRoute, in root: CompositionRoot) -> AppNavigationRequest {
        switch route {
        case .postDetail(let id): return .push(.post(id: id))
        case .back: return .back
        }
    }
}

extension CompositionRoot {
    /// The presenter of the collection `id`, over the root's collection use case.
    public func collectionPresenter(id: Int) -> CollectionPresenter {
        let useCase = self[CollectionUseCase.self].recorded(by: answers(CollectionScreen.self))
        return makePostShelfPresenter(
            id: id, header: { useCase.collection(id) }, page: { useCase.posts(ShelfPageRequest(id: id, page: $0)) },
            votes: store.slice(\.votes), scheduler: scheduler)
    }
}
