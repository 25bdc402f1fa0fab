import Presenters

// A pantry searched through an async use case declared once: the recording of its async calls, and the
// "Recording and replaying a session" article, use it.

/// What the pantry's view reports: a query typed, an item picked.
enum PantryEvent: Equatable, Codable, Sendable {
    case search(String)
    case pick(Int)
}

/// What the pantry shows: the query, the items found, a loader, and why nothing could be found.
struct PantryState: Equatable, Codable, Sendable {
    var query = ""
    var items: [String] = []
    var isLoading = false
    var failure: String?
}

/// Where the pantry leads: an item picked.
enum PantryRoute: Equatable, Codable, Sendable {
    case item(String)
}

/// What finding items fails with: the shelf that is out of reach.
struct PantryError: Error, Equatable, Codable, Sendable {
    var shelf: Int
}

/// The pantry's calls, `async`.
struct PantryUseCase: UseCase, Sendable {
    var find: @Sendable (String) async throws -> [String]

    static var calls: [UseCaseCall<PantryUseCase>] {
        [.call("pantry.find", \.find)]
    }

    static var preview: PantryUseCase {
        PantryUseCase(find: { _ in ["rice"] })
    }
}

/// The pantry: a query finds the items that start with it, the last query only; a pick leads to the item.
func makePantryPresenter(
    find: @escaping @Sendable (String) async throws -> [String], scheduler: any SchedulerType
) -> Presenter<PantryEvent, PantryState, PantryRoute> {
    Presenter(initialState: PantryState(), scheduler: scheduler, reduce: .replace) { event, state in
        switch event {
        case .search(let query):
            var loading = state
            loading.query = query
            loading.isLoading = true
            return .merge(
                .mutate(loading),
                .run(
                    { try await find(query) }, .latest("find"), map: { PantryState(query: query, items: $0) },
                    catch: { PantryState(query: query, failure: "\($0)") }))
        case .pick(let index):
            guard state.items.indices.contains(index) else { return .none }
            return .route(.item(state.items[index]))
        }
    }
}

/// A pantry's shelves, which answer 3 ticks after they are asked with the items that start with the query;
/// "?" fails at once with shelf 4 out of reach.
func pantryShelves(scheduler: TestScheduler) -> PantryUseCase {
    PantryUseCase { query in
        if query == "?" { throw PantryError(shelf: 4) }
        try await scheduler.sleep(for: .seconds(3))
        return ["rice", "rye", "raisins"].filter { $0.hasPrefix(query) }
    }
}
