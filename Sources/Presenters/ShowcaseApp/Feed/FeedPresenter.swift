import Presenters

/// The feed: a paged list of posts that loads its first page on appearing, newer posts on refresh and
/// older posts at the end of the list, with loading, empty and error states, and opens a post's detail.
public typealias FeedPresenter = Presenter<FeedEvent, FeedState, FeedRoute>

/// A feed that loads its pages with `useCase`.
/// - Parameters:
///   - useCase: loads pages of posts.
///   - votes: the user's votes by post id, as the app's store has them, followed from the first appearance:
///     the counts of the posts shown follow them without a reload.
///   - scheduler: the scheduler the screen reads time from.
public func makeFeedPresenter(
    useCase: FeedUseCase, votes: Observable<[Int: Vote]>? = nil, scheduler: any SchedulerType
) -> FeedPresenter {
    let list = feedList(useCase)
    return FeedPresenter(
        initialState: FeedState(), scheduler: scheduler,
        reduce: .pure { state, mutation in
            switch mutation {
            case .list(let mutation): return list.reduce(state, mutation)
            case .votes(let votes):
                var state = state
                state.items = state.items.counting(votes)
                return state
            }
        }, requestTimeout: AppRequests.timeout,
        effects: { event, state -> Effect<FeedMutation, FeedRoute> in
            switch event {
            case .appear:
                let followVotes: Effect<FeedMutation, FeedRoute> =
                    votes.map { .run($0.map(FeedMutation.votes), .first("votes")) } ?? .none
                return .merge(followVotes, list.effect(of: .appear, in: state).mapMutations(FeedMutation.list))
            case .refresh: return list.effect(of: .refresh, in: state).mapMutations(FeedMutation.list)
            case .reachedEnd: return list.effect(of: .reachedEnd, in: state).mapMutations(FeedMutation.list)
            case .retry: return list.effect(of: .retry, in: state).mapMutations(FeedMutation.list)
            case .select(let id):
                guard let post = state.item(withID: id) else { return .none }
                return .route(.postDetail(post))
            case .openCollection(let id): return .route(.collection(id: id))
            case .openUser(let id): return .route(.user(id: id))
            case .logOutTapped: return .route(.loggedOut)
            }
        })
}

/// The feed's list: pages of the use case, newest first.
private func feedList(_ useCase: FeedUseCase) -> PagedList<Post, RequestFailure> {
    PagedList(
        source: PagedListSource(
            initialLoad: { useCase.page(.latest) }, loadNewer: { useCase.page(.newer(than: $0)) },
            loadOlder: { useCase.page(.older(than: $0)) }),
        id: "feed", order: .descendingIDs, failure: RequestFailure.init(error:))
}

/// A change to the feed's state: one of its list, or the user's votes, whose counts the posts shown take.
enum FeedMutation {
    case list(PagedListMutation<Post, RequestFailure>)
    case votes([Int: Vote])
}
