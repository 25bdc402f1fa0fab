import Presenters

/// What a collection shows: its title and curator, and its posts.
public typealias CollectionState = PostShelfState<PostCollection>

/// A collection opened by its id: its title and curator, and its posts, a paged list that opens a post's
/// detail.
public typealias CollectionPresenter = Presenter<PostShelfEvent, CollectionState, PostShelfRoute>

/// A collection of posts.
public enum CollectionScreen: ScreenKind {
    public typealias Event = PostShelfEvent
    public typealias State = CollectionState
    public typealias Route = PostShelfRoute
    public static let name = "collection"

    public static func maker(id: Int?, in root: CompositionRoot) -> (() -> Screen)? {
        id.map { id in { root.makeCollection(id: id) } }
    }
}

extension CompositionRoot {
    /// The presenter of the collection `id`, over the root's collection use case.
    public func makeCollectionPresenter(id: Int) -> CollectionPresenter {
        let useCase = collectionUseCase.recorded(by: answers(CollectionScreen.self))
        return CollectionPresenter(
            id: id, header: { useCase.collection(id) }, page: { useCase.posts(ShelfPageRequest(id: id, page: $0)) },
            votes: store.slice(\.votes), scheduler: scheduler)
    }

    /// The collection `id`, loaded when it appears: a post selected pushes its detail, loaded by id.
    public func makeCollection(id: Int) -> Screen {
        screen(CollectionScreen.self, id: id, makeCollectionPresenter(id: id), appear: .appear) { route in
            switch route {
            case .postDetail(let id): return .push(self.makePostDetail(id: id))
            case .back: return .back
            }
        }
    }
}
