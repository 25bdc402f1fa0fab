import Presenters

/// The feed of a logged-in user.
public enum FeedScreen: AppFeature {
    public typealias Event = FeedEvent
    public typealias State = FeedState
    public typealias Route = FeedRoute
    public static let name = "feed"
    public static var useCases: [any AppUseCase.Type] { [FeedUseCase.self] }
    /// The first screen of its tab.
    public static let tab: AppTab? = .feed
    public static let appearEvent: FeedEvent? = .appear

    /// Its screen shows no one thing: it takes no id.
    public static func screen(id: Int?) -> AppScreen? {
        id == nil ? .feed : nil
    }

    /// It pushes the detail of a post (showing the post at once while it loads), a collection or a user;
    /// logging out forgets the session (the stored one and the store's) and leads to the login alone.
    public static func request(for route: FeedRoute, in root: CompositionRoot) -> AppNavigationRequest {
        switch route {
        case .postDetail(let post): return .push(.post(id: post.id, showing: post))
        case .collection(let id): return .push(.collection(id: id))
        case .user(let id): return .push(.user(id: id))
        case .loggedOut:
            root.logOut()
            return .reset(.signedOut)
        }
    }
}

extension CompositionRoot {
    /// The feed's presenter, over the root's feed use case, its pages through the root's answers.
    public func feedPresenter() -> FeedPresenter {
        makeFeedPresenter(
            useCase: self[FeedUseCase.self].recorded(by: answers(FeedScreen.self)),
            votes: store.slice(\.votes), scheduler: scheduler)
    }
}
