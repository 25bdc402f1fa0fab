import Presenters

/// A change to a shelf of posts.
enum PostShelfMutation<Header> {
    case header(LoadMutation<Header, RequestFailure>)
    case posts(PagedListMutation<Post, RequestFailure>)
    /// The user's votes changed: the posts shown take their counts.
    case votes([Int: Vote])
}

/// A shelf of posts opened by the id of its collection or user: its header loads, its posts page newest
/// first, and a post selected opens its detail by id. Every request fails after 10 s without an answer,
/// with a retry that starts again what failed. A shelf that does not exist says so once: its posts are
/// not shown, and their answers are dropped until a retry finds the shelf.
/// - Parameters:
///   - id: the collection's or the user's id.
///   - header: loads the header.
///   - page: loads a page of the posts, newest first.
///   - votes: the user's votes by post id, as the app's store has them, followed from the first
///     appearance: the counts of the posts shown follow them without a reload.
///   - scheduler: the scheduler the screen reads time from, the timeout's included.
public func makePostShelfPresenter<Header>(
    id: Int, header: @escaping () -> Single<Header>, page: @escaping (PageRequest) -> Single<[Post]>,
    votes: Observable<[Int: Vote]>? = nil, scheduler: any SchedulerType
) -> Presenter<PostShelfEvent, PostShelfState<Header>, PostShelfRoute> {
    let load = LoadAction(id: "header", load: header, failure: RequestFailure.init(error:))
    let posts = PagedList(
        source: PagedListSource(
            initialLoad: { page(.latest) }, loadNewer: { page(.newer(than: $0)) },
            loadOlder: { page(.older(than: $0)) }),
        id: "posts", order: .descendingIDs, failure: RequestFailure.init(error:))
    return Presenter(
        initialState: PostShelfState(id: id), scheduler: scheduler,
        reduce: .pure { state, mutation in
            var state = state
            switch mutation {
            case .header(let mutation):
                load.reduce(&state.header, mutation)
                if state.header.failure == .notFound { state.posts = PagedListState() }
            case .posts(let mutation):
                // The posts of a shelf that does not exist are not shown, nor why they did not load.
                if state.header.failure != .notFound { posts.reduce(&state.posts, mutation) }
            case .votes(let votes): state.posts.items = state.posts.items.counting(votes)
            }
            return state
        }, requestTimeout: AppRequests.timeout,
        effects: { event, state -> Effect<PostShelfMutation<Header>, PostShelfRoute> in
            switch event {
            case .appear:
                let loadHeader: Effect<PostShelfMutation<Header>, PostShelfRoute> =
                    state.header == .idle ? load.effect(in: state.header).mapMutations { .header($0) } : .none
                let followVotes: Effect<PostShelfMutation<Header>, PostShelfRoute> =
                    votes.map { .run($0.map { .votes($0) }, .first("votes")) } ?? .none
                return .merge(
                    followVotes, loadHeader, posts.effect(of: .appear, in: state.posts).mapMutations { .posts($0) })
            case .retry:
                let header: Effect<PostShelfMutation<Header>, PostShelfRoute> =
                    state.header.failure != nil ? load.effect(in: state.header).mapMutations { .header($0) } : .none
                // A missing shelf left its posts untouched: they load again with it.
                let postsEvent: PagedListEvent? =
                    state.header.failure == .notFound ? .appear : state.posts.failure != nil ? .retry : nil
                let posts: Effect<PostShelfMutation<Header>, PostShelfRoute> =
                    postsEvent.map { posts.effect(of: $0, in: state.posts).mapMutations { .posts($0) } } ?? .none
                return .merge(header, posts)
            case .posts(let event):
                return posts.effect(of: event, in: state.posts).mapMutations { .posts($0) }
            case .select(let id):
                return state.posts.item(withID: id) == nil ? .none : .route(.postDetail(id: id))
            case .backTapped:
                return .route(.back)
            }
        })
}
