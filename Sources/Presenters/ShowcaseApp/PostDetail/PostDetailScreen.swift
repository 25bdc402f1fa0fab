import Presenters

/// The detail of a post.
public enum PostDetailScreen: ScreenKind {
    public typealias Event = PostDetailEvent
    public typealias State = PostDetailState
    public typealias Route = PostDetailRoute
    public static let name = "post"
}

extension CompositionRoot {
    /// The presenter of the detail of `post`, voting through the root's store and its vote use case, its votes
    /// through the root's answers.
    public func makePostDetailPresenter(post: Post) -> PostDetailPresenter {
        PostDetailPresenter(
            post: post, chat: liveChat(post),
            voting: Voting(
                store: store, useCase: VoteUseCaseAnswers(base: voteUseCase, answers: answers(PostDetailScreen.self))),
            scheduler: scheduler)
    }

    /// The detail of `post`: it follows the post's votes when it appears, and its back button takes it off the
    /// stack.
    public func makePostDetail(post: Post) -> Screen {
        screen(PostDetailScreen.self, makePostDetailPresenter(post: post), appear: .appear) { route in
            switch route {
            case .back: return .back
            }
        }
    }
}
