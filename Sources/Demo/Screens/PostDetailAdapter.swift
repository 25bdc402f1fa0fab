import Presenters
import ShowcaseApp

/// The detail of a post in the demo: the post, its votes, and its back and vote buttons.
extension PostDetailScreen: ScreenAdapter {
    static func lines(_ state: PostDetailState, after previous: PostDetailState? = nil) -> [String] {
        let post = state.post
        var lines = ["[\(title(state))]", "  \(post.title)", "  by \(post.author), \(votes(state.vote))"]
        if let failure = state.voteFailure { lines.append("  ! \(failure)") }
        return lines
    }

    /// `62 votes`, `63 votes, voted`, `63 votes, voted (sending...)`.
    static func votes(_ vote: Vote) -> String {
        var text = "\(vote.count) votes"
        if vote.isVoted { text += ", voted" }
        if vote.isPending { text += " (sending...)" }
        return text
    }

    /// `post #98`.
    static func title(_ state: PostDetailState) -> String {
        "post #\(state.post.id)"
    }

    static func event(for command: Command, in state: PostDetailState) -> Result<PostDetailEvent, CommandError>? {
        switch command {
        case .back: return .success(.backTapped)
        case .vote:
            return state.vote.isPending
                ? .failure(CommandError("the vote is being sent; wait for the answer")) : .success(.voteTapped)
        default: return nil
        }
    }

    static func text(of event: PostDetailEvent) -> String {
        switch event {
        case .appear: return "appear"
        case .backTapped: return "backTapped"
        case .voteTapped: return "voteTapped"
        }
    }

    static func event(from text: Substring) -> PostDetailEvent? {
        switch text {
        case "appear": return .appear
        case "backTapped": return .backTapped
        case "voteTapped": return .voteTapped
        default: return nil
        }
    }
}
