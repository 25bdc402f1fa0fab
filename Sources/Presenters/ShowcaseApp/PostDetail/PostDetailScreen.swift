import Presenters

/// The detail of a post.
public enum PostDetailScreen: ScreenKind {
    public typealias Event = PostDetailEvent
    public typealias State = PostDetailState
    public typealias Route = PostDetailRoute
    public static let name = "post"
}

extension CompositionRoot {
    /// The presenter of the detail of `post`.
    public func makePostDetailPresenter(post: Post) -> PostDetailPresenter {
        PostDetailPresenter(post: post, scheduler: scheduler)
    }

    /// The detail of `post`: its back button takes it off the stack.
    public func makePostDetail(post: Post) -> Screen {
        screen(PostDetailScreen.self, makePostDetailPresenter(post: post)) { route in
            switch route {
            case .back: return .back
            }
        }
    }
}
