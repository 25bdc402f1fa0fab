import Presenters

/// The feed of a logged-in user.
public enum FeedScreen: ScreenKind {
    public typealias Event = FeedEvent
    public typealias State = FeedState
    public typealias Route = FeedRoute
    public static let name = "feed"

    public static func maker(id: Int?, in root: CompositionRoot) -> (() -> Screen)? {
        id == nil ? root.makeFeed : nil
    }
}

extension CompositionRoot {
    /// The feed's presenter, over the root's feed use case, its pages through the root's answers.
    public func makeFeedPresenter() -> FeedPresenter {
        FeedPresenter(
            useCase: feedUseCase.recorded(by: answers(FeedScreen.self)),
            votes: store.slice(\.votes), scheduler: scheduler)
    }

    /// The feed: it loads its first page each time it appears untouched, and pushes the detail of a post, a
    /// collection or a user; logging out forgets the session (the stored one and the store's) and leads to
    /// the login alone.
    public func makeFeed() -> Screen {
        screen(FeedScreen.self, makeFeedPresenter(), appear: .appear) { route in
            switch route {
            case .postDetail(let post): return .push(self.makePostDetail(post: post))
            case .collection(let id): return .push(self.makeCollection(id: id))
            case .user(let id): return .push(self.makeUser(id: id))
            case .loggedOut:
                self.logOut()
                return .signedOut
            }
        }
    }
}
