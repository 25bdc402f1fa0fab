import Presenters
import ShowcaseApp

/// The detail of a post in the demo: the post, and its back button.
extension PostDetailScreen: ScreenAdapter {
    static func lines(_ state: PostDetailState, after previous: PostDetailState? = nil) -> [String] {
        let post = state.post
        return ["[\(title(state))]", "  \(post.title)", "  by \(post.author), \(post.votes) votes"]
    }

    /// `post #98`.
    static func title(_ state: PostDetailState) -> String {
        "post #\(state.post.id)"
    }

    static func event(for command: Command, in state: PostDetailState) -> Result<PostDetailEvent, CommandError>? {
        switch command {
        case .back: return .success(.backTapped)
        default: return nil
        }
    }

    static func text(of event: PostDetailEvent) -> String {
        switch event {
        case .backTapped: return "backTapped"
        }
    }

    static func event(from text: Substring) -> PostDetailEvent? {
        text == "backTapped" ? .backTapped : nil
    }
}
