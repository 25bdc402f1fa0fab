import Presenters

/// The feed: a paged list of posts that loads its first page on appearing, newer posts on refresh and
/// older posts at the end of the list, with loading, empty and error states, and opens a post's detail.
public typealias FeedPresenter = Presenter<FeedEvent, FeedState, FeedRoute>

extension Presenter where Event == FeedEvent, State == FeedState, Route == FeedRoute {
    /// A feed that loads its pages with `useCase`.
    /// - Parameters:
    ///   - useCase: loads pages of posts.
    ///   - scheduler: the scheduler the screen reads time from.
    public convenience init(useCase: any FeedUseCase, scheduler: any SchedulerType) {
        let list = FeedPresenter.list(useCase)
        self.init(
            initialState: FeedState(), scheduler: scheduler,
            effects: { event, state in
                switch event {
                case .appear: return list.effect(of: .appear, in: state)
                case .refresh: return list.effect(of: .refresh, in: state)
                case .reachedEnd: return list.effect(of: .reachedEnd, in: state)
                case .retry: return list.effect(of: .retry, in: state)
                case .select(let id):
                    guard let post = state.item(withID: id) else { return .none }
                    return .route(.postDetail(post))
                case .openCollection(let id): return .route(.collection(id: id))
                case .openUser(let id): return .route(.user(id: id))
                }
            },
            reduce: list.reduce)
    }

    /// The feed's list: pages of the use case, newest first.
    static func list(_ useCase: any FeedUseCase) -> PagedList<Post, LoadFailureCause> {
        PagedList(
            source: PagedListSource(
                initialLoad: { useCase.page(.latest) }, loadNewer: { useCase.page(.newer(than: $0)) },
                loadOlder: { useCase.page(.older(than: $0)) }),
            id: "feed", order: .descendingIDs, failure: LoadFailureCause.init(error:))
    }
}
