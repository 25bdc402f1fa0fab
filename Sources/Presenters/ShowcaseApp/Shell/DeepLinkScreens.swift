import Presenters

extension DeepLink {
    /// The screen the link opens.
    public var screen: ScreenID {
        switch self {
        case .post(let id): return ScreenID(PostDetailScreen.self, id: id)
        case .collection(let id): return ScreenID(CollectionScreen.self, id: id)
        case .user(let id): return ScreenID(UserScreen.self, id: id)
        case .search(let query): return ScreenID(SearchScreen.self, seed: query)
        }
    }
}
