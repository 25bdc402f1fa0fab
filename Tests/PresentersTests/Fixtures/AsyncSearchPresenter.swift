import Presenters

// A search over an async use case: the "Composing presenters" article shows it.

enum AsyncSearchEvent: Equatable {
    case query(String)
}

struct AsyncSearchState: Equatable {
    var results: [String] = []
    var error: String?
}

func makeAsyncSearchPresenter(
    search: @escaping @Sendable (String) async throws -> [String], scheduler: any SchedulerType
) -> Presenter<AsyncSearchEvent, AsyncSearchState, Never> {
    Presenter(initialState: AsyncSearchState(), scheduler: scheduler, reduce: .replace) { event, _ in
        switch event {
        case .query(let text):
            // A new query cancels the task in flight; its answer is reduced on the scheduler.
            return .run(
                { try await search(text) }, .latest("search"), map: { AsyncSearchState(results: $0) },
                catch: { _ in AsyncSearchState(error: "offline") })
        }
    }
}
