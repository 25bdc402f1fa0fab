import Presenters

// The presenter the recording tests and the "Recording and replaying a session" article record and replay.

/// What the lookup screen's view reports.
enum LookupEvent: Codable, Equatable {
    /// The query was edited.
    case typed(String)
    /// The result at this index was picked.
    case pick(Int)
}

/// What the lookup screen shows.
struct LookupState: Codable, Equatable {
    var query = ""
    var results: [String] = []
    var isLoading = false
    var error: String?
}

/// Where the lookup screen leads.
enum LookupRoute: Codable, Equatable {
    case definition(String)
}

/// How the word list fails.
struct LookupFailure: Error, Codable, Equatable {
    var status: Int
}

/// Looks words up as they are typed (the latest query wins) and opens the definition of the word picked.
func makeLookupPresenter(words: @escaping (String) -> Observable<[String]>, scheduler: any SchedulerType)
    -> Presenter<LookupEvent, LookupState, LookupRoute>
{
    Presenter(
        initialState: LookupState(), scheduler: scheduler,
        failure: { error in
            LookupState(error: (error as? LookupFailure).map { "Server error \($0.status)." } ?? "Offline.")
        }
    ) { event, state in
        switch event {
        case .typed(let query):
            var loading = state
            loading.query = query
            loading.isLoading = true
            let answer = words(query).map { LookupState(query: query, results: $0) }
            return .merge(.mutate(loading), .run(answer, .latest("lookup")))
        case .pick(let index):
            guard state.results.indices.contains(index) else { return .none }
            return .route(.definition(state.results[index]))
        }
    }
}

/// A word list that answers 30 ticks after it is asked, with the words that start with the query, and
/// completes with its answer; "?" fails at once with a server error.
struct WordList {
    let scheduler: any SchedulerType
    var words = ["swift", "swim", "swing", "sword"]

    func lookUp(_ query: String) -> Observable<[String]> {
        if query == "?" { return Observable.error(LookupFailure(status: 503)) }
        let found = words.filter { $0.hasPrefix(query) }
        return Observable<Int>.timer(.seconds(30), scheduler: scheduler).map { _ in found }
    }
}
