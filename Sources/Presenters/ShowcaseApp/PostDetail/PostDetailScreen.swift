import Presenters

/// The detail of a post.
public enum PostDetailScreen: ScreenKind {
    public typealias Event = PostDetailEvent
    public typealias State = PostDetailState
    public typealias Route = PostDetailRoute
    public static let name = "post"

    public static func maker(id: Int?, in root: CompositionRoot) -> (() -> Screen)? {
        id.map { id in { root.makePostDetail(id: id) } }
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
    public func makePostDetailPresenter(id: Int, post: Post? = nil) -> PostDetailPresenter {
        let answers = answers(PostDetailScreen.self)
        return PostDetailPresenter(
            id: id, post: post, author: credentialsStore.session?.email,
            useCase: postDetailUseCase.recorded(by: answers),
            voting: Voting(store: store, useCase: voteUseCase.recorded(by: answers)),
            liveChat: liveChat, scheduler: scheduler)
    }

    /// The presenter of the detail of `post`, shown at once while it loads by its id.
    public func makePostDetailPresenter(post: Post) -> PostDetailPresenter {
        makePostDetailPresenter(id: post.id, post: post)
    }

    /// The detail of the post `id`, loaded when it appears (shown at once if `post` is given): its back
    /// button takes it off the stack.
    public func makePostDetail(id: Int, post: Post? = nil) -> Screen {
        screen(PostDetailScreen.self, id: id, makePostDetailPresenter(id: id, post: post), appear: .appear) { route in
            switch route {
            case .back: return .back
            }
        }
    }

    /// The detail of `post`, shown at once while it loads by its id and its comments load.
    public func makePostDetail(post: Post) -> Screen {
        makePostDetail(id: post.id, post: post)
    }
}
