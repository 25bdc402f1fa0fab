import Foundation
import Presenters

/// The detail of a post opened by its id: the post loads by its id (the post the opening screen knew, if
/// any, shown meanwhile and kept if the load fails), fails with a retry (not found, timed out, network,
/// server, unexpected answer), and its comments page under it. The user writes comments, shown at once and
/// taken back if the backend refuses them, and edits their own. Every request (the post, a page of comments,
/// a comment sent or edited, a vote) fails after 10 s without an answer, and says so.
public typealias PostDetailPresenter = Presenter<PostDetailEvent, PostDetailState, PostDetailRoute>

/// The detail of the post `id`, loaded by its id and shown at once if `post` is given.
/// - Parameters:
///   - id: the post's id.
///   - post: the post, when the screen that opens the detail knows it already: shown at once, without a
///     loader, while the post loads by its id, and kept with the failure and its retry if that load fails.
///   - author: the email of the logged-in account, who writes comments; `nil` when logged out.
///   - useCase: loads the post and its comments, and writes comments.
///   - voting: votes for the post through the app's store, whose vote for it the screen follows from its
///     appearance; without it, the vote button does nothing.
///   - liveChat: the live chat about the post, which the share button speaks of, at the scheduler's time.
///   - scheduler: the scheduler the screen reads time from, the timeout's included.
public func makePostDetailPresenter(
    id: Int, post: Post? = nil, author: String?, useCase: PostDetailUseCase, voting: Voting? = nil,
    liveChat: @escaping (Post) -> LiveChat? = { _ in nil }, scheduler: any SchedulerType
) -> PostDetailPresenter {
    makePostDetailPresenter(
        restoring: PostDetailState(id: id, known: post), author: author, useCase: useCase, voting: voting,
        liveChat: liveChat, scheduler: scheduler)
}

/// The detail as `state` has it, as when a screen is restored: a post already loaded by its id is not
/// loaded again when it appears; the rest is as for a detail opened by its id.
/// - Parameters:
///   - state: the detail's state, as a screen restored has it.
///   - author: the email of the logged-in account, who writes comments; `nil` when logged out.
///   - useCase: loads the post and its comments, and writes comments.
///   - voting: votes for the post through the app's store, whose vote for it the screen follows from its
///     appearance; without it, the vote button does nothing.
///   - liveChat: the live chat about the post, which the share button speaks of, at the scheduler's time.
///   - scheduler: the scheduler the screen reads time from, the timeout's included.
public func makePostDetailPresenter(
    restoring state: PostDetailState, author: String?, useCase: PostDetailUseCase, voting: Voting? = nil,
    liveChat: @escaping (Post) -> LiveChat? = { _ in nil }, scheduler: any SchedulerType
) -> PostDetailPresenter {
    let detail = PostDetailLogic(
        id: state.id, author: author, useCase: useCase, voting: voting, liveChat: liveChat, scheduler: scheduler)
    return PostDetailPresenter(
        initialState: state, scheduler: scheduler, reduce: .pure(detail.reduce),
        requestTimeout: AppRequests.timeout, effects: detail.effect)
}

/// A change to the post detail's state.
enum PostDetailMutation {
    case post(LoadMutation<Post, RequestFailure>)
    case comments(PagedListMutation<Comment, RequestFailure>)
    case draft(FormMutation<CommentDraft>)
    /// A comment was sent: shown at once, and the box emptied.
    case sending(PendingComment)
    /// The backend stored the comment sent under `key`.
    case sent(key: Int, Comment)
    /// The backend refused the comment sent under `key`: taken back, its text back in the box.
    case refused(PendingComment, CommentRefusal)
    /// A comment's new text, shown at once.
    case edited(Comment)
    /// An edit that cannot be sent or was refused: the comment as it was, if it changed, and why.
    case editRefused(Comment?, String)
    /// The store's vote for the post changed.
    case voteChanged(Vote?)
    case voteStarted
    case voteSettled
    /// The vote was refused, and rolled back: why.
    case voteFailed(String)
    case scrolled(Double)
    case shared(String)
}

/// The post detail's effects and reduce.
struct PostDetailLogic {
    let id: Int
    let author: String?
    let useCase: PostDetailUseCase
    let voting: Voting?
    let liveChat: (Post) -> LiveChat?
    let scheduler: any SchedulerType
    let load: LoadAction<Post, RequestFailure>
    let comments: PagedList<Comment, RequestFailure>

    init(
        id: Int, author: String?, useCase: PostDetailUseCase, voting: Voting?,
        liveChat: @escaping (Post) -> LiveChat?, scheduler: any SchedulerType
    ) {
        self.id = id
        self.author = author
        self.useCase = useCase
        self.voting = voting
        self.liveChat = liveChat
        self.scheduler = scheduler
        load = LoadAction(id: "post", load: { useCase.post(id) }, failure: RequestFailure.init(error:))
        let page: (PageRequest) -> Single<[Comment]> = { page in
            useCase.comments(CommentsRequest(postID: id, page: page))
        }
        comments = PagedList(
            source: PagedListSource(
                initialLoad: { page(.latest) },
                loadNewer: { page(.newer(than: $0)) },
                loadOlder: { page(.older(than: $0)) }),
            id: "comments", order: .descendingIDs, failure: RequestFailure.init(error:))
    }

    func effect(of event: PostDetailEvent, in state: PostDetailState) -> Effect<PostDetailMutation, PostDetailRoute> {
        switch event {
        case .appear:
            let post: Effect<PostDetailMutation, PostDetailRoute> =
                state.post == .idle ? load.effect(in: state.post).mapMutations(PostDetailMutation.post) : .none
            let votes: Effect<PostDetailMutation, PostDetailRoute> =
                voting.map { .run($0.vote(forPostID: id).map(PostDetailMutation.voteChanged), .first("votes")) }
                ?? .none
            return .merge(
                votes, post,
                comments.effect(of: .appear, in: state.comments).mapMutations(PostDetailMutation.comments))
        case .retry:
            guard state.post.failure != nil else { return .none }
            let again: Effect<PostDetailMutation, PostDetailRoute> =
                state.comments.failure != nil
                ? comments.effect(of: .retry, in: state.comments).mapMutations(PostDetailMutation.comments) : .none
            return .merge(load.effect(in: state.post).mapMutations(PostDetailMutation.post), again)
        case .comments(let event):
            return comments.effect(of: event, in: state.comments).mapMutations(PostDetailMutation.comments)
        case .draftChanged(let text):
            return .mutate(.draft(.set(.commentText, to: text)))
        case .sendTapped:
            return send(state)
        case .editComment(let commentID, let text):
            return edit(commentID, text, state)
        case .backTapped:
            return .route(.back)
        case .voteTapped:
            guard let voting, let post = state.shownPost else { return .none }
            return .merge(
                .mutate(.voteStarted),
                .run(
                    voting.toggle(post).map { _ in .voteSettled }, .first("vote"),
                    catch: { .voteFailed(Self.voteMessage($0)) }))
        case .scrolled(let offset):
            return .mutate(.scrolled(offset))
        case .shareTapped:
            guard let post = state.shownPost, let chat = liveChat(post) else { return .none }
            return .mutate(.shared(chat.shareMessage(at: scheduler.now)))
        }
    }

    /// What the screen says when a vote fails.
    static func voteMessage(_ error: Swift.Error) -> String {
        let cause = RequestFailure(error: error)
        return cause == .notFound
            ? "Could not vote: this post no longer exists." : "Could not vote. \(cause.explanation)"
    }

    /// Sends the comment in the box, shown at once; or reveals why it cannot be sent.
    private func send(_ state: PostDetailState) -> Effect<PostDetailMutation, PostDetailRoute> {
        guard state.draft.isSendEnabled, let text = state.draft.request else { return .mutate(.draft(.revealErrors)) }
        guard let author else { return .mutate(.editRefused(nil, "Log in to write a comment.")) }
        let pending = PendingComment(key: (state.pending.map(\.key).max() ?? 0) + 1, text: text)
        return .merge(
            .mutate(.sending(pending)),
            .run(
                useCase.addComment(CommentWrite(target: id, text: text, author: author)).map {
                    .sent(key: pending.key, $0)
                }, catch: { .refused(pending, CommentRefusal(cause: RequestFailure(error: $0))) }))
    }

    /// Sends a comment's new text, shown at once; or says why it cannot be sent, sending nothing.
    private func edit(_ commentID: Int, _ text: String, _ state: PostDetailState) -> Effect<
        PostDetailMutation, PostDetailRoute
    > {
        guard let original = state.comments.item(withID: commentID) else {
            return .mutate(.editRefused(nil, "That comment is not shown any more."))
        }
        guard let author, original.author == author else {
            return .mutate(.editRefused(nil, "You can only edit your own comments."))
        }
        if let error = FieldRules.comment.error(for: text) { return .mutate(.editRefused(nil, error)) }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return .merge(
            .mutate(.edited(Comment(id: commentID, author: author, text: trimmed))),
            .run(
                useCase.editComment(CommentWrite(target: commentID, text: trimmed, author: author)).map { .edited($0) },
                catch: {
                    .editRefused(original, "Your change was not saved. \(RequestFailure(error: $0).explanation)")
                }
            ))
    }

    func reduce(_ state: PostDetailState, _ mutation: PostDetailMutation) -> PostDetailState {
        var state = state
        switch mutation {
        case .post(let mutation):
            load.reduce(&state.post, mutation)
        case .comments(let mutation):
            comments.reduce(&state.comments, mutation)
        case .draft(let mutation):
            state.draft = FormMutation.reduce(state.draft, mutation)
            state.clearNotice()
        case .sending(let pending):
            state.pending.insert(pending, at: 0)
            state.draft = CommentDraft()
            state.clearNotice()
        case .sent(let key, let comment):
            state.pending.removeAll { $0.key == key }
            comments.reduce(&state.comments, .upsert(comment))
        case .refused(let pending, let refusal):
            state.pending.removeAll { $0.key == pending.key }
            state.draft = FormMutation.reduce(state.draft, .set(.commentText, to: pending.text))
            state.draft.failure = refusal
        case .edited(let comment):
            comments.reduce(&state.comments, .upsert(comment))
            state.clearNotice()
        case .editRefused(let original, let notice):
            if let original { comments.reduce(&state.comments, .upsert(original)) }
            state.notice = notice
        case .voteChanged(let vote): state.vote = vote
        case .voteStarted: if state.voteFailure != nil { state.voteFailure = nil }
        case .voteSettled: break
        case .voteFailed(let message): state.voteFailure = message
        case .scrolled(let offset):
            state.scrollOffset = PostDetailState.kept(offset)
            state.header = ParallaxHeader.postDetail.layout(offset: offset)
        case .shared(let message): state.shareMessage = message
        }
        return state
    }
}
