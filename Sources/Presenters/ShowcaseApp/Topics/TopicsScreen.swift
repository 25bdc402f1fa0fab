import Presenters

/// The topics of the catalog.
public enum TopicsScreen: AppFeature {
    public typealias Event = TopicsEvent
    public typealias State = TopicsState
    public typealias Route = TopicsRoute
    public static let name = "topics"
    public static var useCases: [any AppUseCase.Type] { [TopicsUseCase.self] }
    /// `producthunt://topics`, pushed on the first screen of its tab.
    public static let links: [LinkForm] = [.plain("topics", opening: "the topics", in: .feed) { .topics }]
    public static let appearEvent: TopicsEvent? = .appear

    /// Its screen shows no one thing: it takes no id.
    public static func screen(id: Int?) -> AppScreen? {
        id == nil ? .topics : nil
    }

    /// A topic selected pushes its posts, loaded by its id.
    public static func request(for route: TopicsRoute, in root: CompositionRoot) -> AppNavigationRequest {
        switch route {
        case .topic(let id): return .push(.topic(id: id))
        case .back: return .back
        }
    }
}

extension CompositionRoot {
    /// The topics' presenter, over the root's topics use case.
    public func topicsPresenter() -> TopicsPresenter {
        makeTopicsPresenter(
            useCase: self[TopicsUseCase.self].recorded(by: answers(TopicsScreen.self)), scheduler: scheduler)
    }
}
