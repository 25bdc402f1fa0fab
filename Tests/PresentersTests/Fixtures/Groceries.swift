import Foundation
import Presenters

// The feature that the article "Building a feature" builds, step by step: a grocery list, its code exactly
// as the article prints it.

struct GroceryItem: Identifiable, Hashable, Codable, Sendable {
    let id: String
    var title: String
    var isBought = false
}

struct GroceriesClient: UseCase, Sendable {
    var search: @Sendable (String) async throws -> [GroceryItem]
    var add: @Sendable (String) async throws -> GroceryItem
    var setBought: @Sendable (_ id: String, _ isBought: Bool) async throws -> GroceryItem

    static var calls: [UseCaseCall<GroceriesClient>] {
        [.call("groceries.search", \.search), .call("groceries.add", \.add), .call("groceries.setBought", \.setBought)]
    }

    static var preview: GroceriesClient {
        GroceriesClient(
            search: { _ in [] }, add: { GroceryItem(id: $0, title: $0) },
            setBought: { GroceryItem(id: $0, title: $0, isBought: $1) })
    }
}

enum GroceryRowEvent: Equatable {
    case toggle
}

func makeGroceryRowPresenter(_ item: GroceryItem, client: GroceriesClient, scheduler: any SchedulerType)
    -> Presenter<GroceryRowEvent, GroceryItem, Never>
{
    Presenter(
        initialState: item, scheduler: scheduler, reduce: .replace, failure: { _ in item }, requestTimeout: .seconds(10)
    ) {
        event, item in
        switch event {
        case .toggle:
            let isBought = !item.isBought
            return .merge(
                .mutate(GroceryItem(id: item.id, title: item.title, isBought: isBought)),
                .run({ try await client.setBought(item.id, isBought) }, .latest("toggle"), map: { $0 }))
        }
    }
}

enum GroceriesEvent: Equatable {
    case filter(String)
    case add(String)
    case row(id: String, GroceryRowEvent)
    case open(id: String)
    case addTapped
}

enum GroceriesRoute: Equatable {
    case detail(id: String)
    case addItem
}

struct GroceriesState: Equatable {
    var filter: String
    var rows: IdentifiedList<GroceryItem>
    var isAdding: Bool
    @Pulse var notice: String?

    init(filter: String = "", rows: IdentifiedList<GroceryItem> = [], isAdding: Bool = false) {
        self.filter = filter
        self.rows = rows
        self.isAdding = isAdding
        _notice = Pulse(wrappedValue: nil)
    }
}

enum GroceriesMutation {
    case filtered(String)
    case found([GroceryItem])
    case adding
    case added(GroceryItem)
    case notAdded(String)
}

func makeGroceriesPresenter(client: GroceriesClient, scheduler: any SchedulerType)
    -> Presenter<GroceriesEvent, GroceriesState, GroceriesRoute>
{
    let rows = ChildPresenters { (item: GroceryItem) in
        makeGroceryRowPresenter(item, client: client, scheduler: scheduler)
    }
    let groceries = Presenter<GroceriesEvent, GroceriesState, GroceriesRoute>(
        initialState: GroceriesState(), scheduler: scheduler,
        reduce: .inPlace { (state: inout GroceriesState, mutation: GroceriesMutation) in
            switch mutation {
            case .filtered(let text): state.filter = text
            case .found(let items): state.rows = IdentifiedList(items)
            case .adding: state.isAdding = true
            case .added(let item):
                state.isAdding = false
                state.rows.append(item)
                state.notice = "Added \(item.title)."
            case .notAdded(let title):
                state.isAdding = false
                state.notice = "Could not add \(title)."
            }
            return .changed
        },
        requestTimeout: .seconds(10),
        effects: { event, _ -> Effect<GroceriesMutation, GroceriesRoute> in
            switch event {
            case .filter(let text):
                return .merge(
                    .mutate(.filtered(text)),
                    .run(
                        { try await client.search(text) }, .debounce("search", for: .milliseconds(300)),
                        map: { .found($0) }))
            case .add(let title):
                return .merge(
                    .mutate(.adding),
                    .run(
                        { try await client.add(title) }, .queue("add"), map: { .added($0) },
                        catch: { _ in .notAdded(title) }))
            case .row(let id, let event): return .send(event, to: rows, id: id)
            case .open(let id): return .route(.detail(id: id))
            case .addTapped: return .route(.addItem)
            }
        })
    groceries.embed(rows, state: \.rows)
    return groceries
}

nonisolated enum GroceriesPage: Hashable, Codable, Sendable {
    case list
    case detail(id: String)
    case addItem
}

func request(for route: GroceriesRoute) -> NavigationRequest<NoTabs, GroceriesPage> {
    switch route {
    case .detail(let id): return .push(.detail(id: id))
    case .addItem: return .present(.addItem)
    }
}
