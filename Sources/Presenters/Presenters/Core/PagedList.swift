/// Where a paged list's pages come from: the first page, the items newer than a given one and the items
/// older than a given one, each a `Single` of a page in the list's order.
///
/// Paging is by id: a refresh asks for the items newer than the first one shown, the next page for the
/// items older than the last one shown. An empty page of older items means that there are no more.
public struct PagedListSource<Item: Identifiable> {
    /// The first page.
    public let initialLoad: () -> Single<[Item]>
    /// The items newer than the item with the given id.
    public let loadNewer: (Item.ID) -> Single<[Item]>
    /// The items older than the item with the given id; empty when there are none.
    public let loadOlder: (Item.ID) -> Single<[Item]>

    /// A source that loads its pages with these functions.
    /// - Parameters:
    ///   - initialLoad: the first page.
    ///   - loadNewer: the items newer than the item with the given id.
    ///   - loadOlder: the items older than the item with the given id; empty when there are none.
    public init(
        initialLoad: @escaping () -> Single<[Item]>, loadNewer: @escaping (Item.ID) -> Single<[Item]>,
        loadOlder: @escaping (Item.ID) -> Single<[Item]>
    ) {
        self.initialLoad = initialLoad
        self.loadNewer = loadNewer
        self.loadOlder = loadOlder
    }
}

/// How a paged list orders items whose ids are comparable.
public enum PagedListOrder: Hashable, Sendable {
    /// Smallest id first: the oldest first, when ids grow with time.
    case ascendingIDs
    /// Largest id first: the newest first, when ids grow with time.
    case descendingIDs
}

/// A change to a paged list's state.
public enum PagedListMutation<Item: Identifiable, Cause> {
    /// A load started; the first page starts from an empty list, with no other load and no failure.
    case started(PagedListLoad)
    /// A load answered with a page.
    case loaded(PagedListLoad, [Item])
    /// A load failed.
    case failed(PagedListLoad, Cause)
    /// An item is added in its place (first, in a list in its source's order), or replaces the item with its
    /// id (an optimistic change).
    case upsert(Item)
    /// The item with this id is taken out (an optimistic change rolled back).
    case remove(Item.ID)
}

/// The logic of a paged list, to use inside any presenter: the effect of each ``PagedListEvent`` and the
/// reduce of each ``PagedListMutation`` over a ``PagedListState``.
///
/// The list loads its first page when it appears untouched, newer items on refresh and older items at
/// its end, never twice the same load at a time, and a retry starts the load that failed. Pages that
/// overlap or arrive out of order still give each item once, in the list's order: by id, by a comparator,
/// or as the source gives them (a search's relevance). A list of what a key names (a query, a filter) is
/// made for its key, and ``restart(debounce:)`` starts it over when the key changes. A screen that shows
/// only a list is a `Presenter(list:scheduler:)`; a screen with more keeps the list's state in its own
/// and lifts the list's effects with ``Effect/mapMutations(_:)``:
///
/// ```swift
/// let list = PagedList(source: source, order: .descendingIDs, failure: { _ in "offline" })
/// reduce: .pure { (state, mutation: Mutation) in
///     var state = state
///     switch mutation {
///     case .list(let mutation): state.posts = list.reduce(state.posts, mutation)
///     }
///     return state
/// },
/// effects: { event, state in
///     switch event {
///     case .list(let event): return list.effect(of: event, in: state.posts).mapMutations(Mutation.list)
///     case .close: return .route(.back)
///     }
/// }
/// ```
public struct PagedList<Item: Identifiable, Cause> {
    /// The list's state.
    public typealias State = PagedListState<Item, Cause>
    /// A change to the list's state.
    public typealias Mutation = PagedListMutation<Item, Cause>

    /// Where the pages come from.
    public let source: PagedListSource<Item>
    private let order: Order
    let failure: (Swift.Error) -> Cause
    let id: AnyHashable

    /// How the list orders its items.
    enum Order {
        /// Sorted: whether the first item comes before the second.
        case sorted((Item, Item) -> Bool)
        /// As the source gives them: the first page as it is, a newer page before the items shown, an older
        /// page after them.
        case asLoaded
    }

    /// A list over `source`, whose items `areInIncreasingOrder` orders.
    /// - Parameters:
    ///   - source: where the pages come from.
    ///   - id: names the list's loads among the presenter's effects; give each list of a screen its own.
    ///   - areInIncreasingOrder: whether the first item comes before the second in the list; a strict
    ///     total order, so that no two items with different ids are equal in it.
    ///   - failure: the cause a failed load shows, from its error.
    public init(
        source: PagedListSource<Item>, id: some Hashable = "list",
        areInIncreasingOrder: @escaping (Item, Item) -> Bool, failure: @escaping (Swift.Error) -> Cause
    ) {
        self.init(source: source, id: id, order: .sorted(areInIncreasingOrder), failure: failure)
    }

    /// A list over `source` that keeps its items in the order the source gives them, as a search keeps its
    /// results in the order of their relevance: the first page as it comes, the items of a newer page before
    /// those shown and the items of an older page after them, each item once where it was first shown.
    /// - Parameters:
    ///   - source: where the pages come from.
    ///   - id: names the list's loads among the presenter's effects; give each list of a screen its own.
    ///   - failure: the cause a failed load shows, from its error.
    public init(source: PagedListSource<Item>, id: some Hashable = "list", failure: @escaping (Swift.Error) -> Cause) {
        self.init(source: source, id: id, order: .asLoaded, failure: failure)
    }

    private init(
        source: PagedListSource<Item>, id: some Hashable, order: Order, failure: @escaping (Swift.Error) -> Cause
    ) {
        self.source = source
        self.id = AnyHashable(id)
        self.order = order
        self.failure = failure
    }

    /// The effect of `event` on a list in `state`: a load, or nothing when it would repeat one that runs.
    public func effect<Route>(of event: PagedListEvent, in state: State) -> Effect<Mutation, Route> {
        switch event {
        case .appear:
            return state.isUntouched ? load(.initial, source.initialLoad()) : .none
        case .refresh:
            return refresh(state)
        case .reachedEnd:
            return loadOlder(state)
        case .retry:
            switch state.failure?.load {
            case .initial?: return state.isLoadingInitial ? .none : load(.initial, source.initialLoad())
            case .newer?: return refresh(state)
            case .older?: return loadOlder(state)
            case nil: return .none
            }
        }
    }

    /// Loads the items newer than the first one shown, or the first page when none is shown.
    private func refresh<Route>(_ state: State) -> Effect<Mutation, Route> {
        guard !state.isLoadingInitial, !state.isRefreshing else { return .none }
        return load(.newer, state.items.first.map { source.loadNewer($0.id) } ?? source.initialLoad())
    }

    /// Loads the items older than the last one shown, unless they are loading or none are left.
    private func loadOlder<Route>(_ state: State) -> Effect<Mutation, Route> {
        guard !state.isLoadingInitial, !state.isLoadingOlder, state.moreToLoad, let last = state.items.last else {
            return .none
        }
        return load(.older, source.loadOlder(last.id))
    }

    private func load<Route>(_ load: PagedListLoad, _ page: Single<[Item]>) -> Effect<Mutation, Route> {
        let failure = self.failure
        return .merge(
            .mutate(.started(load)),
            .run(
                page.map { .loaded(load, $0) }, .first(LoadID(list: id, load: load)),
                catch: { .failed(load, failure($0)) }))
    }

    /// The state of the list after `mutation`.
    public func reduce(_ state: State, _ mutation: Mutation) -> State {
        var state = state
        reduce(&state, mutation)
        return state
    }

    /// Changes `state` for `mutation`.
    public func reduce(_ state: inout State, _ mutation: Mutation) {
        switch mutation {
        case .started(.initial):
            // A first page starts the list over: nothing of a list before it (an earlier key's) stays.
            state = State(isLoadingInitial: true)
        case .started(let load):
            state.setLoading(load, true)
            state.failure = nil
        case .loaded(let load, let page):
            state.setLoading(load, false)
            // An empty page only says something about the end of the list when it was asked for the end,
            // or when there was no list yet.
            if load == .older || state.items.isEmpty { state.moreToLoad = !page.isEmpty }
            state.items = merged(state.items, page, newer: load == .newer)
            state.isEmpty = state.items.isEmpty
        case .failed(let load, let cause):
            state.setLoading(load, false)
            state.failure = PagedListFailure(load: load, cause: cause)
        case .upsert(let item):
            if let index = state.items.firstIndex(where: { $0.id == item.id }) {
                state.items[index] = item
            } else {
                state.items = merged(state.items, [item], newer: true)
            }
            state.isEmpty = false
        case .remove(let id):
            state.items.removeAll { $0.id == id }
            state.isEmpty = state.items.isEmpty
        }
    }

    /// The items of both lists, each once (the one already shown wins), in the list's order; in the source's
    /// order, the page's new items come after those shown.
    public func merged(_ items: [Item], _ page: [Item]) -> [Item] {
        merged(items, page, newer: false)
    }

    /// The items of both lists, each once (the one already shown wins), in the list's order; in the source's
    /// order, the page's new items come before those shown when they are `newer`, after them otherwise.
    private func merged(_ items: [Item], _ page: [Item], newer: Bool) -> [Item] {
        var seen = Set(items.map(\.id))
        var new: [Item] = []
        for item in page where seen.insert(item.id).inserted { new.append(item) }
        switch order {
        case .sorted(let areInIncreasingOrder): return (items + new).sorted(by: areInIncreasingOrder)
        case .asLoaded: return newer ? new + items : items + new
        }
    }

    /// Names one load of one list among a presenter's effects.
    struct LoadID: Hashable {
        let list: AnyHashable
        let load: PagedListLoad
    }
}

extension PagedList where Item.ID: Comparable {
    /// A list over `source` ordered by the ids of its items.
    /// - Parameters:
    ///   - source: where the pages come from.
    ///   - id: names the list's loads among the presenter's effects; give each list of a screen its own.
    ///   - order: smallest or largest id first.
    ///   - failure: the cause a failed load shows, from its error.
    public init(
        source: PagedListSource<Item>, id: some Hashable = "list", order: PagedListOrder,
        failure: @escaping (Swift.Error) -> Cause
    ) {
        switch order {
        case .ascendingIDs:
            self.init(source: source, id: id, areInIncreasingOrder: { $0.id < $1.id }, failure: failure)
        case .descendingIDs:
            self.init(source: source, id: id, areInIncreasingOrder: { $0.id > $1.id }, failure: failure)
        }
    }
}

extension Presenter {
    /// A presenter of a screen that is only `list`: its events are the list's, and it emits no route.
    /// - Parameters:
    ///   - list: the list's source, order and failures.
    ///   - initialState: the list before it appears; empty and untouched by default.
    ///   - scheduler: the scheduler the presenter's time is read from.
    public convenience init<Item, Cause>(
        list: PagedList<Item, Cause>, initialState: State = State(), scheduler: any SchedulerType
    ) where Event == PagedListEvent, State == PagedListState<Item, Cause> {
        self.init(
            initialState: initialState, scheduler: scheduler,
            reduce: .pure { state, mutation in list.reduce(state, mutation) },
            effects: { event, state in list.effect(of: event, in: state) })
    }
}

extension Effect {
    /// The same effect with each of its mutations made into another: how a presenter runs the effects of a
    /// part of its screen (a ``PagedList``) whose mutations are a case of its own.
    public func mapMutations<Other>(_ transform: @escaping (Mutation) -> Other) -> Effect<Other, Route> {
        Effect<Other, Route>(
            steps: steps.map { step -> Effect<Other, Route>.Step in
                switch step {
                case .mutate(let mutation): return .mutate(transform(mutation))
                case .route(let route): return .route(route)
                case .run(let work, let policy, let recover):
                    return .run(
                        { work($0, $1).map(transform) }, policy,
                        recover: recover.map { recover in { transform(recover($0)) } })
                case .answer(let work, let policy, let recover):
                    return .answer(
                        { work($0, $1).map(transform) }, policy,
                        recover: recover.map { recover in { transform(recover($0)) } })
                case .runTask(let work, let timeout, let policy, let recover):
                    return .runTask(
                        { reduce in work { mutation, presenter in reduce(transform(mutation), presenter) } },
                        timeout, policy,
                        recover: recover.map { recover in { transform(recover($0)) } })
                case .cancel(let id): return .cancel(id)
                case .send(let send): return .send(send)
                }
            })
    }
}
