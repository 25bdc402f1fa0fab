import Presenters
import ShowcaseApp

/// The detail of a post in the demo: the post as it loads, its comments (those being sent first), the
/// comment box with its send button, and what went wrong; its votes, its header as it scrolls, and the message
/// shared; write, send and edit comments, vote, scroll, share, retry, go back.
extension PostDetailScreen: ScreenAdapter {
    static func lines(_ state: ShownState<PostDetailState>, after previous: ShownState<PostDetailState>?) -> [String] {
        let lines = screenLines(state)
        // A change that shows nothing new (a known post replaced by the same post loaded by its id) prints
        // nothing; a message set again, even to the same text, is shown again.
        if let previous, screenLines(previous) == lines, !pulsed(from: previous, to: state) { return [] }
        return lines
    }

    /// Whether a message the screen shows each time it is set (what was shared, why an edit or a vote did
    /// not go through) was set since `previous`.
    private static func pulsed(from previous: ShownState<PostDetailState>, to state: ShownState<PostDetailState>)
        -> Bool
    {
        previous.$shareMessage != state.$shareMessage || previous.$notice != state.$notice
            || previous.$voteFailure != state.$voteFailure
    }

    /// The whole screen for `state`.
    private static func screenLines(_ state: ShownState<PostDetailState>) -> [String] {
        var lines = ["[\(title(state))]"]
        guard let post = state.shownPost else {
            if let failure = state.post.failure {
                lines.append("  ! \(failure.message) (retry)")
                // The comments are shown with the post; only their request in flight is.
                if state.comments.isLoadingInitial { lines.append("  comments: loading...") }
            } else {
                lines.append("  loading the post...")
                lines += commentsStatus(state)
            }
            return lines
        }
        // A post the opening screen knew is shown as loaded while it loads by its id, without a loader;
        // if that load fails, it stays, with the failure and its retry.
        lines += [
            "  \(post.title)",
            "  by \(post.author), \(votes(state.shownVote ?? Vote(isVoted: false, count: post.votes)))",
        ]
        if let failure = state.post.failure { lines.append("  ! \(failure.message) (retry)") }
        // The messages are read as pulses, so that one set again draws the screen again.
        if let failure = state.$voteFailure.value { lines.append("  ! \(failure)") }
        // The header at rest is the post's title over its image: said once the content has been scrolled.
        if state.scrollOffset != 0 {
            lines.append("  header: \(state.header) (scrolled \(EventText.number(state.scrollOffset)))")
        }
        if let message = state.$shareMessage.value { lines.append("  shared: \"\(message)\"") }
        lines += comments(state)
        return lines
    }

    /// `62 votes`, `63 votes, voted`, `63 votes, voted (sending...)`.
    static func votes(_ vote: Vote) -> String {
        var text = "\(vote.count) votes"
        if vote.isVoted { text += ", voted" }
        if vote.isPending { text += " (sending...)" }
        return text
    }

    /// How many comments there are, or whether they load.
    private static func commentsStatus(_ state: ShownState<PostDetailState>) -> [String] {
        let list = state.comments
        if list.isLoadingInitial { return ["  comments: loading..."] }
        if list.items.isEmpty && state.pending.isEmpty { return list.isEmpty ? ["  No comments yet"] : [] }
        let count = list.items.count + state.pending.count
        return ["  comments: \(count == 1 ? "1 comment" : "\(count) comments")"]
    }

    /// The comments, numbered as `edit N` counts them, and the comment box.
    private static func comments(_ state: ShownState<PostDetailState>) -> [String] {
        let list = state.comments
        var lines = commentsStatus(state)
        lines += state.pending.map { "    (sending) \($0.text)" }
        for (index, comment) in list.items.enumerated() {
            lines.append("    \(index + 1). \(comment.author): \(comment.text)")
        }
        if let failure = list.failure { lines.append("  ! \(failure.commentsMessage) (retry)") }
        lines += FormRendering.field("new comment", state.draft.text, error: state.draft.textError)
        lines.append(FormRendering.button("send", enabled: state.draft.isSendEnabled, running: false, runningText: ""))
        lines += FormRendering.failure(state.draft.failure?.message)
        lines += FormRendering.failure(state.$notice.value)
        return lines
    }

    /// `post #98`.
    static func title(_ state: ShownState<PostDetailState>) -> String {
        "post #\(state.id)"
    }

    static var commands: [ScreenCommand<PostDetailState, PostDetailEvent>] {
        [
            .tap("back", "tap the back button", .backTapped),
            .tap("retry", "retry the load that failed: the post's, or its comments'") { state in
                if state.post.failure != nil { return .success(.retry) }
                if state.comments.failure != nil { return .success(.comments(.retry)) }
                return .failure(CommandError("there is nothing to retry: no load failed"))
            },
            ScreenCommand("comment", .text, "type a comment under the post", example: "comment Nice work") {
                text, state in
                state.shownPost == nil ? notLoaded : .success(.draftChanged(text))
            },
            .tap("send", "send the comment typed") { state in state.shownPost == nil ? notLoaded : .success(.sendTapped)
            },
            ScreenCommand("edit", .commentEdit, "change the text of your N-th comment", example: "edit 1 Nice") {
                edit, state in
                guard state.shownPost != nil else { return notLoaded }
                return numbered(edit.number, of: state.comments.items, called: "comment").map {
                    .editComment(id: $0.id, text: edit.text)
                }
            },
            .tap("vote", "vote for the post, or take the vote back") { state in
                guard let vote = state.shownVote else { return notShown }
                return vote.isPending
                    ? .failure(CommandError("the vote is being sent; wait for the answer")) : .success(.voteTapped)
            },
            ScreenCommand("scroll", .points, "scroll the post by N points (negative: pull down)", example: "scroll 80")
            {
                points, state in .success(.scrolled(offset: state.scrollOffset + Double(points)))
            },
            .tap("share", "share the post's live chat: the message shared") { state in
                state.shownPost == nil ? notShown : .success(.shareTapped)
            },
            ScreenCommand(
                "comments",
                .choice(
                    [("refresh", .refresh), ("more", .reachedEnd)], syntax: "refresh|more", needs: "refresh or more"),
                "pull the comments to refresh them, or load older ones", example: "comments refresh"
            ) { event, state in
                state.shownPost == nil ? notShown : .success(.comments(event))
            },
        ]
    }

    private static var notShown: Result<PostDetailEvent, CommandError> {
        .failure(CommandError("the post is not shown yet"))
    }

    private static var notLoaded: Result<PostDetailEvent, CommandError> {
        .failure(CommandError("the post is not shown: there is nothing to comment yet"))
    }
}

extension CommandArgument where Value == Int {
    /// The largest scroll, either way, in points.
    fileprivate static var longestScroll: Int { 100_000 }

    /// `N`: a whole number of points to scroll by, up if positive, pulled down if negative.
    fileprivate static var points: CommandArgument {
        CommandArgument(syntax: "N") { text, command in
            let example = "as in: \(command.example), or scroll -40 to pull down"
            let words = text.split(whereSeparator: \.isWhitespace)
            guard words.count == 1 else {
                let problem = words.isEmpty ? "needs" : "takes one argument:"
                return .failure(CommandError("'\(command.name)' \(problem) a number of points, \(example)"))
            }
            guard let points = Int(words[0]), abs(points) <= longestScroll else {
                return .failure(
                    CommandError(
                        "'\(command.name)' needs a whole number of points from -\(longestScroll) to \(longestScroll), \(example); got '\(words[0])'"
                    ))
            }
            return .success(points)
        }
    }
}

/// What `edit` reads: which comment, and its new text.
struct CommentEdit {
    /// The comment's number in the list shown, from 1.
    let number: Int
    let text: String
}

extension CommandArgument where Value == CommentEdit {
    /// `N TEXT`: the number of a comment from 1, then its new text, spaces included.
    fileprivate static var commentEdit: CommandArgument {
        CommandArgument(syntax: "N TEXT") { argument, command in
            let (word, rest) = EventText.split(argument[...])
            guard let number = Int(word), number > 0 else {
                let got = argument.isEmpty ? "" : "; got '\(word)'"
                return .failure(
                    CommandError(
                        "'\(command.name)' needs a comment number from 1, then the text, as in: \(command.example)\(got)"
                    ))
            }
            guard let text = rest, !String(text).trimmingWhitespace().isEmpty else {
                return .failure(
                    CommandError("'\(command.name)' needs the new text after the number, as in: \(command.example)"))
            }
            return .success(CommentEdit(number: number, text: String(text)))
        }
    }
}
