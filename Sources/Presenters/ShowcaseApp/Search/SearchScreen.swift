import Presenters

/// The search tab: posts found by text.
public enum SearchScreen: AppFeature {
    public typealias Event = SearchEvent
    public typealias State = SearchState
    public typealias Route = SearchRoute
    public static let name = "search"
    public static var useCases: [any AppUseCase.Type] { [SearchUseCase.self] }
    /// The first screen of its tab.
    public static let tab: AppTab? = .search
    /// `producthunt://search?q=TEXT`, pushed on the first screen of its tab.
    public static let links: [LinkForm] = [
        .query("search", item: "q", opening: "a search", in: .search) { .search(query: $0) }
    ]
    public static let appearEvent: SearchEvent? = .appear

    /// Its screen shows no one thing: it takes no id.
    public static func screen(id: Int?) -> AppScreen? {
        id == nil ? .search() : nil
    }

    /// It pushes the detail of a post, showing the post at once while it loads.
    public static func request(for route: SearchRoute, in root: CompositionRoot) -> AppNavigationRequest {
        switch route {
        case .postDetail(let post): return .push(.post(id: post.id, showing: post))
        }
    }
}

extension CompositionRoot {
    /// The search's presenter at `query`, over the root's search use case, its answers through the root's.
    public func searchPresenter(query: String = "") -> SearchPresenter {
        makeSearchPresenter(
            useCase: self[SearchUseCase.self].recorded(by: answers(SearchScreen.self)), query: query,
            scheduler: scheduler)
    }
}
