import Presenters

/// The feed: a paged list of posts that loads its first page on appearing, newer posts on refresh and
/// older posts at the end of the list, with loading, empty and error states, and opens a post's detail.
public typealias FeedPresenter = Presenter<FeedEvent, FeedState, FeedRoute>

extension Presenter where Event == FeedEvent, State == FeedState, Route == FeedRoute {
    /// A feed that loads its pages with `useCase`.
    /// - Parameters:
    ///   - useCase: loads pages of posts.
    ///   - votes: the user's votes by post id, as the app's store has them, followed from the first appearance:
    ///     the counts of the posts shown follow them without a reload.
    ///   - scheduler: the scheduler the screen reads time from.
    public convenience init(
        useCase: any FeedUseCase, votes: Observable<[Int: Vote]> = .empty(), scheduler: any SchedulerType
    ) {
        self.init(
            initialState: FeedState(), scheduler: scheduler,
            effects: { event, state in
                let effect = FeedMutation.effect(of: event, in: state, useCase: useCase)
                guard event == .appear else { return effect }
                return .merge(.run(votes.map(FeedMutation.votesChanged), .first("votes")), effect)
            },
            reduce: FeedMutation.reduce)
    }
}

/// A change to the feed's state.
enum FeedMutation {
    case started(FeedLoad)
    case loaded(FeedLoad, [Post])
    case failed(FeedLoad, Swift.Error)
    /// The user's votes changed: the posts shown take their counts.
    case votesChanged([Int: Vote])

    static func effect(of event: FeedEvent, in state: FeedState, useCase: any FeedUseCase) -> Effect<
        FeedMutation, FeedRoute
    > {
        switch event {
        case .appear:
            let untouched = state.items.isEmpty && !state.isEmpty && state.failure == nil && !state.isLoadingInitial
            return untouched ? load(.initial, .latest, useCase) : .none
        case .refresh:
            return refresh(state, useCase)
        case .reachedEnd:
            return loadOlder(state, useCase)
        case .retry:
            switch state.failure?.load {
            case .initial?: return load(.initial, .latest, useCase)
            case .newer?: return refresh(state, useCase)
            case .older?: return loadOlder(state, useCase)
            case nil: return .none
            }
        case .select(let id):
            guard let post = state.items.first(where: { $0.id == id }) else { return .none }
            return .route(.postDetail(post))
        case .logOutTapped:
            return .route(.loggedOut)
        }
    }

    /// Loads the posts newer than the first one shown, or the latest page when none is shown.
    private static func refresh(_ state: FeedState, _ useCase: any FeedUseCase) -> Effect<FeedMutation, FeedRoute> {
        guard !state.isLoadingInitial, !state.isRefreshing else { return .none }
        return load(.newer, state.items.first.map { .newer(than: $0.id) } ?? .latest, useCase)
    }

    /// Loads the posts older than the last one shown, unless they are loading or none are left.
    private static func loadOlder(_ state: FeedState, _ useCase: any FeedUseCase) -> Effect<FeedMutation, FeedRoute> {
        guard !state.isLoadingInitial, !state.isLoadingOlder, state.moreToLoad, let last = state.items.last else {
            return .none
        }
        return load(.older, .older(than: last.id), useCase)
    }

    private static func load(_ load: FeedLoad, _ page: PageRequest, _ useCase: any FeedUseCase) -> Effect<
        FeedMutation, FeedRoute
    > {
        .merge(
            .mutate(.started(load)),
            .run(useCase.page(page).map { .loaded(load, $0) }, .first(load), catch: { .failed(load, $0) }))
    }

    static func reduce(_ state: FeedState, _ mutation: FeedMutation) -> FeedState {
        var state = state
        switch mutation {
        case .started(let load):
            state.setLoading(load, true)
            state.failure = nil
        case .loaded(let load, let page):
            state.setLoading(load, false)
            // An empty page only says something about the end of the list when it was asked for the end,
            // or when there was no list yet.
            if load == .older || state.items.isEmpty { state.moreToLoad = !page.isEmpty }
            state.items = merged(state.items, page)
            state.isEmpty = state.items.isEmpty
        case .failed(let load, let error):
            state.setLoading(load, false)
            state.failure = FeedFailure(load: load, error: error)
        case .votesChanged(let votes):
            state.items = state.items.counting(votes)
        }
        return state
    }

    /// The posts of both lists, each once, newest first: pages that overlap or arrive out of order (a
    /// refresh while older posts load) still give one ordered list.
    static func merged(_ items: [Post], _ page: [Post]) -> [Post] {
        var seen = Set(items.map(\.id))
        var all = items
        for post in page where seen.insert(post.id).inserted { all.append(post) }
        return all.sorted { $0.id > $1.id }
    }
}

extension FeedState {
    fileprivate mutating func setLoading(_ load: FeedLoad, _ loading: Bool) {
        switch load {
        case .initial: isLoadingInitial = loading
        case .newer: isRefreshing = loading
        case .older: isLoadingOlder = loading
        }
    }
}
