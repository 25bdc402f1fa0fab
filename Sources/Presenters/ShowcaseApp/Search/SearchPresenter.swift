import Presenters

/// The search: typing searches the posts by text once the user pauses for 300 ms, the latest query
/// winning over the searches still on their way; the results are paged like the feed's, with empty,
/// no-result and error states, and a result opens the post's detail.
public typealias SearchPresenter = Presenter<SearchEvent, SearchState, SearchRoute>

extension Presenter where Event == SearchEvent, State == SearchState, Route == SearchRoute {
    /// How long the user pauses typing before the text is searched.
    public static var typingPause: RxTimeInterval { .milliseconds(300) }

    /// A search with `useCase`, starting at `query` (a link's), searched when the screen appears.
    /// - Parameters:
    ///   - useCase: searches the posts.
    ///   - query: the text the screen opens with; empty: none.
    ///   - scheduler: the scheduler the screen reads time from.
    public convenience init(useCase: SearchUseCase, query: String = "", scheduler: any SchedulerType) {
        self.init(
            initialState: SearchState(query: query), scheduler: scheduler,
            reduce: .pure { state, mutation in
                var state = state
                switch mutation {
                case .query(let text):
                    state = SearchState(query: text)
                case .results(let query, let mutation):
                    // A page of an earlier query, come after the query changed, is dropped: the latest wins.
                    guard query == state.query else { return state }
                    SearchPresenter.list(useCase, query: query).reduce(&state.results, mutation)
                }
                return state
            }, requestTimeout: AppRequests.timeout,
            effects: { event, state -> Effect<SearchMutation, SearchRoute> in
                let list = SearchPresenter.list(useCase, query: state.query)
                switch event {
                case .appear:
                    guard !state.query.isEmpty, state.results.isUntouched else { return .none }
                    return SearchPresenter.search(useCase, state.query, .latest("search"))
                case .typed(let text):
                    guard text != state.query else { return .none }
                    guard !text.isEmpty else { return .merge(.cancel("search"), .mutate(.query(text))) }
                    return .merge(
                        .mutate(.query(text)),
                        SearchPresenter.search(useCase, text, .debounce("search", for: SearchPresenter.typingPause)))
                case .reachedEnd:
                    return list.effect(of: .reachedEnd, in: state.results).mapMutations { .results(state.query, $0) }
                case .retry:
                    return list.effect(of: .retry, in: state.results).mapMutations { .results(state.query, $0) }
                case .select(let id):
                    guard let post = state.results.items.first(where: { $0.id == id }) else { return .none }
                    return .route(.postDetail(post))
                }
            })
    }

    /// The first page of the posts that match `query`, as a load of the results started under `policy`.
    private static func search(_ useCase: SearchUseCase, _ query: String, _ policy: EffectPolicy)
        -> Effect<SearchMutation, SearchRoute>
    {
        // Asked when the effect starts, not when it waits for the user to pause.
        let page = Observable.deferred { useCase.search(SearchRequest(text: query, page: .latest)).asObservable() }
        return .run(
            page.map { .loaded(.initial, $0) }.startWith(.started(.initial)).map { .results(query, $0) }, policy,
            timeout: .presenter, catch: { .results(query, .failed(.initial, RequestFailure(error: $0))) })
    }

    /// The results of `query`: pages of the use case, newest first.
    static func list(_ useCase: SearchUseCase, query: String) -> PagedList<Post, RequestFailure> {
        PagedList(
            source: PagedListSource(
                initialLoad: { useCase.search(SearchRequest(text: query, page: .latest)) },
                loadNewer: { useCase.search(SearchRequest(text: query, page: .newer(than: $0))) },
                loadOlder: { useCase.search(SearchRequest(text: query, page: .older(than: $0))) }),
            id: SearchList(query: query), order: .descendingIDs, failure: RequestFailure.init(error:))
    }
}

/// Names the loads of the results of one query among the search's effects.
private struct SearchList: Hashable {
    let query: String
}

/// A change to the search's state: a new query, whose results start empty, or one of its results' list.
enum SearchMutation {
    case query(String)
    case results(String, PagedListMutation<Post, RequestFailure>)
}
