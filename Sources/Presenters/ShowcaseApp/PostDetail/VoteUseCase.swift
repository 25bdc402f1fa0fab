import Foundation
import Presenters

/// Votes for a post, or takes the vote back.
public struct VoteUseCase: UseCase {
    /// The post's votes once the backend counted the vote.
    public var vote: (VoteRequest) -> Single<PostVotes>

    /// A use case that votes with `vote`.
    public init(vote: @escaping (VoteRequest) -> Single<PostVotes>) {
        self.vote = vote
    }

    /// Votes through `repository`.
    public static func live(repository: any VotesRepository) -> VoteUseCase {
        VoteUseCase(vote: repository.vote)
    }

    /// Its calls, each under the name a failed test and a recording give it.
    public static var calls: [UseCaseCall<VoteUseCase>] { [.call("post.vote", \.vote)] }

    /// Counts every vote at once, for previews: one vote on top of the preview's count of 10.
    public static var preview: VoteUseCase {
        VoteUseCase { .just(PostVotes(postID: $0.postID, isVoted: $0.voted, count: $0.voted ? 11 : 10)) }
    }
}

/// Votes as the screens see them: shown at once in the app's store, then confirmed by the backend's count,
/// or rolled back if the backend refuses, so that every screen showing the post shows the same count.
public struct Voting {
    private let store: AppStore
    private let useCase: VoteUseCase

    /// Votes kept in `store`, counted with `useCase`.
    public init(store: AppStore, useCase: VoteUseCase) {
        self.store = store
        self.useCase = useCase
    }

    /// The vote shown for `post`: the current one at subscription, then each change.
    public func vote(for post: Post) -> Observable<Vote> {
        store.slice(\.votes).map { AppState(votes: $0).vote(for: post) }.distinctUntilChanged()
    }

    /// The store's vote for the post `id`, if it has one: the current one at subscription, then each change.
    public func vote(forPostID id: Int) -> Observable<Vote?> {
        store.slice(\.votes).map { $0[id] }.distinctUntilChanged()
    }

    /// Votes for `post`, or takes the vote back if the user voted: the store shows it at subscription, then
    /// the backend's count; a failure (or a cancellation before the answer) puts the vote back as it was, and
    /// the error is passed on. While a vote on the post is pending, it does nothing and succeeds with it.
    public func toggle(_ post: Post) -> Single<Vote> {
        let store = self.store
        let useCase = self.useCase
        return Single.deferred {
            // Rolled back to what was shown, so that every screen goes back to the count it showed.
            let previous = store.state.vote(for: post)
            guard !previous.isPending else { return .just(previous) }
            let request = VoteRequest(postID: post.id, voted: !previous.isVoted)
            store.dispatch(.voteSent(postID: post.id, voted: request.voted, count: post.votes))
            let settled = Flag()
            return useCase.vote(request)
                .do(
                    onSuccess: { votes in
                        settled.set()
                        store.dispatch(.voteConfirmed(postID: post.id, voted: votes.isVoted, count: votes.count))
                    },
                    onError: { _ in
                        settled.set()
                        store.dispatch(.voteFailed(postID: post.id, previous: previous))
                    },
                    onDispose: {
                        if !settled.isSet { store.dispatch(.voteFailed(postID: post.id, previous: previous)) }
                    }
                )
                .map { Vote(isVoted: $0.isVoted, count: $0.count) }
        }
    }
}

/// A flag set once, from any thread.
private final class Flag: @unchecked Sendable {
    // Sendable: `value` is read and written under `lock`.
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }

    func set() { lock.withLock { value = true } }
}

extension VoteUseCase: AppUseCase {
    /// The use case over the app's backend.
    public static func live(_ services: AppServices) -> VoteUseCase {
        .live(repository: RemoteVotesRepository(client: services.client))
    }
}
