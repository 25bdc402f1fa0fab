import Presenters
import ShowcaseApp

/// The detail of a post in the demo: the post, its votes, and its back and vote buttons.
extension PostDetailScreen: ScreenAdapter {
    static func lines(_ state: PostDetailState, after previous: PostDetailState? = nil) -> [String] {
        let post = state.post
        var lines = ["[\(title(state))]", "  \(post.title)", "  by \(post.author), \(votes(state.vote))"]
        if let failure = state.voteFailure { lines.append("  ! \(failure)") }
        lines.append("  header: \(state.header) (scrolled \(EventText.number(state.scrollOffset)))")
        if let message = state.shareMessage { lines.append("  shared: \"\(message)\"") }
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
        case .scroll(let points): return .success(.scrolled(offset: state.scrollOffset + Double(points)))
        case .share:
            return state.chat == nil
                ? .failure(CommandError("this post has no live chat to share")) : .success(.shareTapped)
        default: return nil
        }
    }

    static func text(of event: PostDetailEvent) -> String {
        switch event {
        case .appear: return "appear"
        case .backTapped: return "backTapped"
        case .voteTapped: return "voteTapped"
        case .scrolled(let offset): return "scrolled \(EventText.number(offset))"
        case .shareTapped: return "shareTapped"
        }
    }

    static func event(from text: Substring) -> PostDetailEvent? {
        switch EventText.split(text) {
        case ("appear", nil): return .appear
        case ("backTapped", nil): return .backTapped
        case ("voteTapped", nil): return .voteTapped
        case ("shareTapped", nil): return .shareTapped
        case ("scrolled", let argument?):
            // Only what `number` writes, so that `nan` or `1e3` are not read.
            guard argument.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }) else { return nil }
            return Double(argument).map { .scrolled(offset: $0) }
        default: return nil
        }
    }
}
