import Presenters

/// What a topic's screen shows: the topic's name and number of posts, and its posts.
public typealias TopicState = PostShelfState<Topic>

/// A topic opened by its id: its name, and its posts, a paged list that opens a post's detail.
public typealias TopicPresenter = Presenter<PostShelfEvent, TopicState, PostShelfRoute>

/// A topic and its posts.
public enum TopicScreen: AppFeature {
    public typealias Event = PostShelfEvent
    public typealias State = TopicState
    public typealias Route = PostShelfRoute
    public static let name = "topic"
    public static var useCases: [any AppUseCase.Type] { [TopicsUseCase.self] }
    /// `producthunt://topic/ID`, pushed on the first screen of its tab.
    public static let links: [LinkForm] = [.id("topic", opening: "a topic", in: .feed) { .topic(id: $0) }]
    public static let appearEvent: PostShelfEvent? = .appear

    /// Its screen shows one topic, by its id.
    public static func screen(id: Int?) -> AppScreen? {
        id.map { .topic(id: $0) }
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
    /// The presenter of the topic `id`, over the root's topics use case.
    public func topicPresenter(id: Int) -> TopicPresenter {
        let useCase = self[TopicsUseCase.self].recorded(by: answers(TopicScreen.self))
        return makePostShelfPresenter(
            id: id, header: { useCase.topic(id) }, page: { useCase.posts(ShelfPageRequest(id: id, page: $0)) },
            votes: store.slice(\.votes), scheduler: scheduler)
    }
}
