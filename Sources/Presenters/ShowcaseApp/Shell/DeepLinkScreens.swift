import Presenters

extension DeepLink {
    /// The tab whose stack the link's screen is pushed on: the search's own tab for a search, the feed's for
    /// the others.
    public var tab: AppTab {
        switch self {
        case .post, .collection, .user: return .feed
        case .search: return .search
        }
    }

    /// The screen the link opens.
    public var screen: AppScreen {
        switch self {
        case .post(let id): return .post(id: id)
        case .collection(let id): return .collection(id: id)
        case .user(let id): return .user(id: id)
        case .search(let query): return .search(query: query)
        }
    }
}
