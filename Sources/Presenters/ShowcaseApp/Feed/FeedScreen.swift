import Presenters

/// The feed of a logged-in user.
public enum FeedScreen: ScreenKind {
    public typealias Event = FeedEvent
    public typealias State = FeedState
    public typealias Route = FeedRoute
    public static let name = "feed"
    public static let appearEvent: FeedEvent? = .appear

    /// The feed: it loads its first page each time it appears untouched.
    public static func maker(id: Int?, in root: CompositionRoot) -> ((Never?) -> FeedPresenter)? {
        id == nil ? { _ in root.makeFeedPresenter() } : nil
    }

    /// It pushes the detail of a post (showing the post at once while it loads), a collection or a user;
    /// logging out forgets the session (the stored one and the store's) and leads to the login alone.
    public static func request(for route: FeedRoute, in root: CompositionRoot) -> AppNavigationRequest {
        switch route {
        case .postDetail(let post): return .push(ScreenID(PostDetailScreen.self, id: post.id, seed: post))
        case .collection(let id): return .push(ScreenID(CollectionScreen.self, id: id))
        case .user(let id): return .push(ScreenID(UserScreen.self, id: id))
        case .loggedOut:
            root.logOut()
            return .reset(.signedOut)
        }
    }
}

extension CompositionRoot {
    /// The feed's presenter, over the root's feed use case, its pages through the root's answers.
    public func makeFeedPresenter() -> FeedPresenter {
        FeedPresenter(
            useCase: feedUseCase.recorded(by: answers(FeedScreen.self)),
            votes: store.slice(\.votes), scheduler: scheduler)
    }
}
