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

    public static func maker(id: Int?, in root: CompositionRoot) -> (() -> Screen)? {
        id.map { id in { root.makeUser(id: id) } }
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

    /// The user `id`, loaded when it appears: a post selected pushes its detail, loaded by id.
    public func makeUser(id: Int) -> Screen {
        screen(UserScreen.self, id: id, makeUserPresenter(id: id), appear: .appear) { route in
            switch route {
            case .postDetail(let id): return .push(self.makePostDetail(id: id))
            case .back: return .back
            }
        }
    }
}
