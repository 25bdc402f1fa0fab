import Presenters

// A search field that asks as the user types, once they pause: the "Composing presenters" article
// shows it.

enum SearchFieldEvent: Equatable {
    case type(String)
}

struct SearchFieldState: Equatable {
    var query = ""
    var results: [String] = []
}

enum SearchFieldMutation {
    case query(String)
    case results([String])
}

func makeSearchAsYouTypePresenter(
    search: @escaping (String) -> Observable<[String]>, scheduler: any SchedulerType
) -> Presenter<SearchFieldEvent, SearchFieldState, Never> {
    Presenter(
        initialState: SearchFieldState(), scheduler: scheduler,
        reduce: .pure { (state, mutation: SearchFieldMutation) in
            var state = state
            switch mutation {
            case .query(let text): state.query = text
            case .results(let results): state.results = results
            }
            return state
        },
        effects: { event, _ in
            switch event {
            case .type(let text):
                // The field shows each keystroke; the search waits for 300 ms without one, and a new
                // keystroke cancels the search in flight.
                return .merge(
                    .mutate(.query(text)),
                    .run(search(text).map(SearchFieldMutation.results), .debounce("search", for: .milliseconds(300))))
            }
        })
}
