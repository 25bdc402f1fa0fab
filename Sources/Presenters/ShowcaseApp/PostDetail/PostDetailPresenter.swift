import Presenters

/// What the post detail's view reports.
public enum PostDetailEvent: Hashable, Codable, Sendable {
    /// The back button was tapped.
    case backTapped
}

/// What the post detail shows: for now the post as the feed listed it.
public struct PostDetailState: Hashable, Codable, Sendable {
    public var post: Post

    /// The detail of `post`.
    public init(post: Post) {
        self.post = post
    }
}

/// Where the post detail leads.
public enum PostDetailRoute: Hashable, Codable, Sendable {
    /// Back to the screen below.
    case back
}

/// The detail of a post: a placeholder that shows the post it was opened with and leads back.
public typealias PostDetailPresenter = Presenter<PostDetailEvent, PostDetailState, PostDetailRoute>

extension Presenter where Event == PostDetailEvent, State == PostDetailState, Route == PostDetailRoute {
    /// The detail of `post`.
    public convenience init(post: Post, scheduler: any SchedulerType) {
        self.init(initialState: PostDetailState(post: post), scheduler: scheduler) { event, _ in
            switch event {
            case .backTapped: return .route(.back)
            }
        }
    }
}
