import Presenters

/// The search: typing searches the posts by text once the user pauses for 300 ms, the latest query
/// winning over the searches still on their way; the results are paged like the feed's, with empty,
/// no-result and error states, and a result opens the post's detail.
public typealias SearchPresenter = Presenter<SearchEvent, SearchState, SearchRoute>

/// How long the user pauses typing before the text is searched.
private let typingPause: RxTimeInterval = .milliseconds(300)

/// A search with `useCase`, starting at `query` (a link's), searched when the screen appears.
/// - Parameters:
///   - useCase: searches the posts.
///   - query: the text the screen opens with; empty: none.
///   - scheduler: the scheduler the screen reads time from.
public func makeSearchPresenter(useCase: SearchUseCase, query: String = "", scheduler: any SchedulerType)
    -> SearchPresenter
{
    SearchPresenter(
        initialState: SearchState(query: query), scheduler: scheduler,
        reduce: .pure { state, mutation in
            var state = state
            switch mutation {
            case .query(let text):
                // A new query starts from an empty list: nothing of the old query shows under it.
                state = SearchState(query: text)
            case .results(let mutation):
                searchResults(useCase, query: state.query).reduce(&state.results, mutation)
            }
            return state
        }, requestTimeout: AppRequests.timeout,
        effects: { event, state -> Effect<SearchMutation, SearchRoute> in
            let results = searchResults(useCase, query: state.query)
            switch event {
            case .appear:
                guard !state.query.isEmpty else { return .none }
                return results.effect(of: .appear, in: state.results).mapMutations(SearchMutation.results)
            case .typed(let text):
                guard text != state.query else { return .none }
                // The latest query wins: its list cancels the loads of the one before.
                let list = searchResults(useCase, query: text)
                let load: Effect<PagedListMutation<Post, RequestFailure>, SearchRoute> =
                    text.isEmpty ? list.cancelLoads() : list.restart(debounce: typingPause)
                return .merge(.mutate(.query(text)), load.mapMutations(SearchMutation.results))
            case .reachedEnd:
                return results.effect(of: .reachedEnd, in: state.results).mapMutations(SearchMutation.results)
            case .retry:
                return results.effect(of: .retry, in: state.results).mapMutations(SearchMutation.results)
            case .select(let id):
                guard let post = state.results.items.first(where: { $0.id == id }) else { return .none }
                return .route(.postDetail(post))
            }
        })
}

/// The results of `query`: pages of the use case, in the order it answers them (newest first).
private func searchResults(_ useCase: SearchUseCase, query: String) -> PagedList<Post, RequestFailure> {
    PagedList(
        source: PagedListSource(
            initialLoad: { useCase.search(SearchRequest(text: query, page: .latest)) },
            loadNewer: { useCase.search(SearchRequest(text: query, page: .newer(than: $0))) },
            loadOlder: { useCase.search(SearchRequest(text: query, page: .older(than: $0))) }),
        id: "results", failure: RequestFailure.init(error:))
}

/// A change to the search's state: a new query, whose results start empty, or one of its results' list.
enum SearchMutation {
    case query(String)
    case results(PagedListMutation<Post, RequestFailure>)
}
