import Foundation
import Presenters

/// What the post detail's view reports.
public enum PostDetailEvent: Hashable, Codable, Sendable {
    /// The screen is about to appear: follow the post's votes.
    case appear
    /// The back button was tapped.
    case backTapped
    /// The vote button was tapped: vote, or take the vote back.
    case voteTapped
    /// The content was scrolled to this offset, in points: negative when pulled down past the top.
    case scrolled(offset: Double)
    /// The share button was tapped: say what the user shares about the post's live chat.
    case shareTapped
}

/// What the post detail shows: the post as the feed listed it, and its votes as the app's store has them.
public struct PostDetailState: Hashable, Codable, Sendable {
    public var post: Post
    /// The user's vote and the post's count, shared with every screen showing the post.
    public var vote: Vote
    /// Why the last vote failed (it was rolled back), until the next one.
    public var voteFailure: String?
    /// The live chat about the post, if there is one.
    public var chat: LiveChat?
    /// The content's scroll offset, in points, kept finite and within a million points.
    public var scrollOffset: Double
    /// The header over the content, laid out for `scrollOffset`.
    public var header: ParallaxLayout
    /// What the user shared last, if the share button was tapped.
    public var shareMessage: String?

    /// The detail of `post`, with `vote`, or the post's own count, not voted, scrolled to `scrollOffset`.
    public init(
        post: Post, vote: Vote? = nil, voteFailure: String? = nil, chat: LiveChat? = nil, scrollOffset: Double = 0,
        shareMessage: String? = nil
    ) {
        self.post = post
        self.vote = vote ?? Vote(isVoted: false, count: post.votes)
        self.voteFailure = voteFailure
        self.chat = chat
        self.scrollOffset = Self.kept(scrollOffset)
        header = ParallaxHeader.postDetail.layout(offset: scrollOffset)
        self.shareMessage = shareMessage
    }

    /// `offset` as the state keeps it: NaN is 0 and the rest is clamped to a million points either way, so
    /// that the state always encodes.
    static func kept(_ offset: Double) -> Double {
        offset.isNaN ? 0 : min(max(offset, -1_000_000), 1_000_000)
    }
}

/// Where the post detail leads.
public enum PostDetailRoute: Hashable, Codable, Sendable {
    /// Back to the screen below.
    case back
}

/// The detail of a post: the post it was opened with, its votes, and a way back.
public typealias PostDetailPresenter = Presenter<PostDetailEvent, PostDetailState, PostDetailRoute>

extension Presenter where Event == PostDetailEvent, State == PostDetailState, Route == PostDetailRoute {
    /// The detail of `post`, voting with `voting`; its share button speaks of `chat`, at the scheduler's time.
    public convenience init(post: Post, chat: LiveChat? = nil, voting: Voting, scheduler: any SchedulerType) {
        self.init(
            initialState: PostDetailState(post: post, chat: chat), scheduler: scheduler,
            effects: { event, _ in
                PostDetailMutation.effect(of: event, post: post, chat: chat, voting: voting, now: scheduler.now)
            },
            reduce: PostDetailMutation.reduce)
    }
}

/// A change to the post detail's state.
enum PostDetailMutation {
    case voteChanged(Vote)
    case voteStarted
    case voteSettled
    case voteFailed(String)
    case scrolled(Double)
    case shared(String)

    static func effect(of event: PostDetailEvent, post: Post, chat: LiveChat?, voting: Voting, now: Date) -> Effect<
        PostDetailMutation, PostDetailRoute
    > {
        switch event {
        case .scrolled(let offset): return .mutate(.scrolled(offset))
        case .shareTapped: return chat.map { .mutate(.shared($0.shareMessage(at: now))) } ?? .none
        case .appear: return .run(voting.vote(for: post).map(PostDetailMutation.voteChanged), .first("votes"))
        case .backTapped: return .route(.back)
        case .voteTapped:
            return .merge(
                .mutate(.voteStarted),
                .run(voting.toggle(post).map { _ in .voteSettled }, .first("vote"), catch: { .voteFailed(message($0)) })
            )
        }
    }

    static func reduce(_ state: PostDetailState, _ mutation: PostDetailMutation) -> PostDetailState {
        var state = state
        switch mutation {
        case .voteChanged(let vote): state.vote = vote
        case .voteStarted: state.voteFailure = nil
        case .voteSettled: break
        case .voteFailed(let message): state.voteFailure = message
        case .scrolled(let offset):
            state.scrollOffset = PostDetailState.kept(offset)
            state.header = ParallaxHeader.postDetail.layout(offset: offset)
        case .shared(let message): state.shareMessage = message
        }
        return state
    }

    /// What the screen says when a vote fails.
    static func message(_ error: Swift.Error) -> String {
        switch error as? APIError {
        case .network?: return "Could not vote. No connection."
        case .server?: return "Could not vote. Something went wrong on our side."
        case .notFound?: return "Could not vote: this post no longer exists."
        default: return "Could not vote. Unexpected answer from the server."
        }
    }
}
