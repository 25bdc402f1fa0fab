import Presenters

/// The detail of a post.
public enum PostDetailScreen: AppFeature {
    public typealias Event = PostDetailEvent
    public typealias State = PostDetailState
    public typealias Route = PostDetailRoute
    public static let name = "post"
    public static var useCases: [any AppUseCase.Type] { [PostDetailUseCase.self, VoteUseCase.self] }
    /// `producthunt://post/ID`, pushed on the first screen of its tab.
    public static let links: [LinkForm] = [.id("post", opening: "a post", in: .feed) { .post(id: $0) }]
    public static let appearEvent: PostDetailEvent? = .appear

    /// Its screen shows one post, by its id.
    public static func screen(id: Int?) -> AppScreen? {
        id.map { .post(id: $0) }
    }

    /// Its back button takes it off the stack.
    public static func request(for route: PostDetailRoute, in root: CompositionRoot) -> AppNavigationRequest {
        switch route {
        case .back: return .back
        }
    }

    /// The post was not found: deleted since it was shown.
    public static func isGone(_ state: PostDetailState) -> Bool {
        state.post.failure == .notFound
    }
}

extension CompositionRoot {
    /// The presenter of the detail of the post `id`, shown at once if `post` is given, its comments
    /// written by the logged-in account, its votes through the root's store, and its share button speaking of
    /// the root's live chat; its answers through the root's.
    public func postDetailPresenter(id: Int, post: Post? = nil) -> PostDetailPresenter {
        let answers = answers(PostDetailScreen.self)
        return makePostDetailPresenter(
            id: id, post: post, author: credentialsStore.session?.email,
            useCase: self[PostDetailUseCase.self].recorded(by: answers),
            voting: Voting(store: store, useCase: self[VoteUseCase.self].recorded(by: answers)),
            liveChat: liveChat, scheduler: scheduler)
    }
}
