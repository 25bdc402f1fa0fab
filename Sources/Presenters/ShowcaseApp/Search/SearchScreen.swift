import Presenters

/// The search tab: posts found by text.
public enum SearchScreen: ScreenKind {
    public typealias Event = SearchEvent
    public typealias State = SearchState
    public typealias Route = SearchRoute
    /// The query the screen opens with, as a link gives it.
    public typealias Seed = String
    public static let name = "search"
    public static let appearEvent: SearchEvent? = .appear

    /// The search, starting at the seed's query if any: it searches it as it appears.
    public static func maker(id: Int?, in root: CompositionRoot) -> ((String?) -> SearchPresenter)? {
        id == nil ? { query in root.makeSearchPresenter(query: query ?? "") } : nil
    }

    /// It pushes the detail of a post, showing the post at once while it loads.
    public static func request(for route: SearchRoute, in root: CompositionRoot) -> AppNavigationRequest {
        switch route {
        case .postDetail(let post): return .push(ScreenID(PostDetailScreen.self, id: post.id, seed: post))
        }
    }
}

extension CompositionRoot {
    /// The search's presenter at `query`, over the root's search use case, its answers through the root's.
    public func makeSearchPresenter(query: String = "") -> SearchPresenter {
        SearchPresenter(
            useCase: searchUseCase.recorded(by: answers(SearchScreen.self)), query: query, scheduler: scheduler)
    }
}
