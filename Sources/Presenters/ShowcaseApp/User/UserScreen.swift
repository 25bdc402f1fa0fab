import Presenters

/// What a user screen shows: the user's name, and their posts.
public typealias UserState = PostShelfState<UserProfile>

/// A user opened by their id: their name, and their posts, a paged list that opens a post's
/// detail.
public typealias UserPresenter = Presenter<PostShelfEvent, UserState, PostShelfRoute>

/// A user and their posts.
public enum UserScreen: ScreenKind {
    public typealias Event = PostShelfEvent
    public typealias State = UserState
    public typealias Route = PostShelfRoute
    public static let name = "user"

    public static let appearEvent: PostShelfEvent? = .appear

    /// The user `id`, loaded when it appears.
    public static func maker(id: Int?, in root: CompositionRoot) -> ((Never?) -> UserPresenter)? {
        id.map { id in { _ in root.makeUserPresenter(id: id) } }
    }

    /// A post selected pushes its detail, loaded by id.
    public static func request(for route: PostShelfRoute, in root: CompositionRoot) -> AppNavigationRequest {
        switch route {
        case .postDetail(let id): return .push(ScreenID(PostDetailScreen.self, id: id))
        case .back: return .back
        }
    }
}

extension CompositionRoot {
    /// The presenter of the user `id`, over the root's user use case.
    public func makeUserPresenter(id: Int) -> UserPresenter {
        let useCase = userUseCase.recorded(by: answers(UserScreen.self))
        return UserPresenter(
            id: id, header: { useCase.user(id) }, page: { useCase.posts(ShelfPageRequest(id: id, page: $0)) },
            votes: store.slice(\.votes), scheduler: scheduler)
    }
}
