import Presenters

/// What the post detail's view reports.
public enum PostDetailEvent: Hashable, Codable, Sendable {
    /// The screen is about to appear: load the post by its id, even when it is known, and its comments.
    case appear
    /// The user asked to load the post again after it failed to load.
    case retry
    /// An event of the list of comments: a refresh, its end reached, a retry of the load that failed.
    case comments(PagedListEvent)
    /// The text of the new comment changed.
    case draftChanged(String)
    /// The send button of the new comment was tapped.
    case sendTapped
    /// The user changed the text of the comment with this id.
    case editComment(id: Int, text: String)
    /// The back button was tapped.
    case backTapped
    /// The vote button was tapped: vote, or take the vote back.
    case voteTapped
    /// The content was scrolled to this offset, in points: negative when pulled down past the top.
    case scrolled(offset: Double)
    /// The share button was tapped: say what the user shares about the post's live chat.
    case shareTapped
}

/// A comment sent and not yet stored by the backend: shown at once, taken back if the backend refuses it.
public struct PendingComment: Hashable, Codable, Sendable {
    /// Tells it apart from the other comments being sent.
    public let key: Int
    public let text: String

    /// A comment being sent, with its key and its text.
    public init(key: Int, text: String) {
        self.key = key
        self.text = text
    }
}

/// Why the backend did not store a new comment.
public struct CommentRefusal: Hashable, Codable, Sendable, FormFailure {
    public let cause: RequestFailure

    /// A refusal because of `cause`.
    public init(cause: RequestFailure) {
        self.cause = cause
    }

    /// What the screen shows under the comment box.
    public var message: String { "Your comment was not posted. \(cause.explanation)" }
}

/// The box where the user writes a new comment: its text, why the text cannot be sent, and whether it can.
public struct CommentDraft: Hashable, Codable, Sendable, FormState {
    public var text: String
    /// Why the text cannot be sent, once the user typed.
    public var textError: String?
    /// Whether the send button can be tapped: the text, trimmed, has 1 to 500 characters.
    public var isSendEnabled: Bool
    /// Whether a comment is being sent from the box; comments are sent optimistically, so never.
    public var isLoading: Bool
    /// Why the last comment sent was not posted.
    public var failure: CommentRefusal?

    /// A comment box; empty by default.
    public init(
        text: String = "", textError: String? = nil, isSendEnabled: Bool = false, isLoading: Bool = false,
        failure: CommentRefusal? = nil
    ) {
        self.text = text
        self.textError = textError
        self.isSendEnabled = isSendEnabled
        self.isLoading = isLoading
        self.failure = failure
    }

    static var fields: [FormField<CommentDraft>] { [.commentText] }
    static var isSubmitEnabled: WritableKeyPath<CommentDraft, Bool> { \.isSendEnabled }
    /// The text as it is sent: trimmed.
    var request: String? { text.trimmingCharacters(in: .whitespacesAndNewlines) }
}

extension FormField<CommentDraft> {
    static var commentText: Self { Self(\.text, error: \.textError, rules: .comment) }
}

extension FieldRules {
    /// A comment: once trimmed, 1 to 500 characters.
    public static let comment = FieldRules([
        ValidationRule(message: "Write a comment.") { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty },
        ValidationRule(message: "A comment has at most 500 characters.") {
            $0.trimmingCharacters(in: .whitespacesAndNewlines).count <= 500
        },
    ])
}

/// What the post detail shows: the post as it loads, its comments, the comments being sent, the comment
/// box, and a notice about the last edit.
public struct PostDetailState: Hashable, Codable, Sendable {
    /// The id of the post shown.
    public let id: Int
    /// The post as loaded by its id.
    public var post: Loadable<Post, RequestFailure>
    /// The post as the screen that opened the detail knew it: shown at once, while the post loads by its id
    /// and if that load fails, until the backend's post replaces it.
    public var known: Post?
    /// The comments stored by the backend, newest first.
    public var comments: PagedListState<Comment, RequestFailure>
    /// The comments sent and not yet stored, newest first: shown above the others.
    public var pending: [PendingComment]
    public var draft: CommentDraft
    /// Why the last edit or comment could not go through, until the user types, sends or edits again; a
    /// pulse, so that the same refusal twice is shown twice.
    @Pulse public var notice: String?
    /// The user's vote and the post's count as the app's store has them, if it has them; shared with every
    /// screen showing the post.
    public var vote: Vote?
    /// Why the last vote failed (it was rolled back), until the next one; a pulse, so that the same failure
    /// twice is shown twice.
    @Pulse public var voteFailure: String?
    /// The content's scroll offset, in points, kept finite and within a million points.
    public var scrollOffset: Double
    /// The header over the content, laid out for `scrollOffset`.
    public var header: ParallaxLayout
    /// What the user shared last, if the share button was tapped; a pulse, so that sharing twice in the same
    /// phase of the live chat shows the message twice.
    @Pulse public var shareMessage: String?

    /// The detail of the post `id`, as loaded by its id (`post`) and as the opening screen knew it (`known`).
    /// A notice, vote failure or share message given counts as set once.
    public init(
        id: Int, post: Loadable<Post, RequestFailure> = .idle, known: Post? = nil,
        comments: PagedListState<Comment, RequestFailure> = .init(), pending: [PendingComment] = [],
        draft: CommentDraft = CommentDraft(), notice: String? = nil, vote: Vote? = nil, voteFailure: String? = nil,
        scrollOffset: Double = 0, shareMessage: String? = nil
    ) {
        self.id = id
        self.post = post
        self.known = known
        self.comments = comments
        self.pending = pending
        self.draft = draft
        _notice = Pulse(wrappedValue: nil)
        _voteFailure = Pulse(wrappedValue: nil)
        _shareMessage = Pulse(wrappedValue: nil)
        self.vote = vote
        self.scrollOffset = Self.kept(scrollOffset)
        header = ParallaxHeader.postDetail.layout(offset: scrollOffset)
        if let notice { self.notice = notice }
        if let voteFailure { self.voteFailure = voteFailure }
        if let shareMessage { self.shareMessage = shareMessage }
    }

    /// `offset` as the state keeps it: NaN is 0 and the rest is clamped to a million points either way, so
    /// that the state always encodes.
    static func kept(_ offset: Double) -> Double {
        offset.isNaN ? 0 : min(max(offset, -1_000_000), 1_000_000)
    }

    /// Takes the notice away, if one is shown: clearing none is no change.
    mutating func clearNotice() {
        if notice != nil { notice = nil }
    }

    /// The post shown: the backend's once loaded by its id, else the one the opening screen knew, if any.
    public var shownPost: Post? { post.value ?? known }

    /// The vote shown once a post is shown: the store's, or the post's own count, not voted.
    public var shownVote: Vote? {
        shownPost.map { vote ?? Vote(isVoted: false, count: $0.votes) }
    }

    /// The detail of `post`, already loaded by its id.
    public init(post: Post) {
        self.init(id: post.id, post: .loaded(post))
    }
}

extension PagedListFailure where Cause == RequestFailure {
    /// What the list of comments shows next to its retry button.
    public var commentsMessage: String { message(initial: "the comments", items: "comments") }
}

/// Where the post detail leads.
public enum PostDetailRoute: Hashable, Codable, Sendable {
    /// Back to the screen below.
    case back
}
