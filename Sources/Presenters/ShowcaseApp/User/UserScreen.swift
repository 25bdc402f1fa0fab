import Presenters

/// What a user screen shows: the user's name, and their posts.
public typealias UserState = PostShelfState<UserProfile>

/// A user opened by their id: their name, and their posts, a paged list that opens a post's
/// detail.
public typealias UserPresenter = Presenter<PostShelfEvent, UserState, PostShelfRoute>

/// A user and their posts.
public enum UserScreen: AppFeature {
    public typealias Event = PostShelfEvent
    public typealias State = UserState
    public typealias Route = PostShelfRoute
    public static let name = "user"
    public static var useCases: [any AppUseCase.Type] { [UserUseCase.self] }
    /// `producthunt://user/ID`, pushed on the first screen of its tab.
    public static let links: [LinkForm] = [.id("user", opening: "a user", in: .feed) { .user(id: $0) }]

    public static let appearEvent: PostShelfEvent? = .appear

    /// Its screen shows one user, by its id.
    public static func screen(id: Int?) -> AppScreen? {
        id.map { .user(id: $0) }
    }

    /// A post selected pushes its detail, loaded by id.
    public static func request(for route: PostShelfRoute, in root: CompositionRoot) -> AppNavigationRequest {
        switch route {
        case .postDetail(let id): return .push(.post(id: id))
        case .back: return .back
        }
    }
}

extension CompositionRoot {
    /// The presenter of the user `id`, over the root's user use case.
    public func userPresenter(id: Int) -> UserPresenter {
        let useCase = self[UserUseCase.self].recorded(by: answers(UserScreen.self))
        return makePostShelfPresenter(
            id: id, header: { useCase.user(id) }, page: { useCase.posts(ShelfPageRequest(id: id, page: $0)) },
            votes: store.slice(\.votes), scheduler: scheduler)
    }
}
