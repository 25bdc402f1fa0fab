/// One of a paged list's loads.
public enum PagedListLoad: Hashable, Codable, Sendable {
    /// The first page, when the list appears.
    case initial
    /// The items newer than the first one shown (a pull to refresh).
    case newer
    /// The items older than the last one shown (the next page, at the end of the list).
    case older
}

/// What a paged list's view reports.
public enum PagedListEvent: Hashable, Codable, Sendable {
    /// The list is about to appear: load the first page, unless it was loaded already.
    case appear
    /// The user pulled to refresh: load the items newer than the first one shown.
    case refresh
    /// The list was scrolled to its end: load the items older than the last one shown.
    case reachedEnd
    /// The user asked to retry the load that failed.
    case retry
}

/// A load of a paged list that failed, and why, as the screen's `Cause` says it.
public struct PagedListFailure<Cause> {
    /// The load that failed, which a retry starts again.
    public let load: PagedListLoad
    /// Why it failed, as the list's `failure` mapping made it of the error.
    public let cause: Cause

    /// A failure of `load` because of `cause`.
    public init(load: PagedListLoad, cause: Cause) {
        self.load = load
        self.cause = cause
    }
}

extension PagedListFailure: Equatable where Cause: Equatable {}
extension PagedListFailure: Hashable where Cause: Hashable {}
extension PagedListFailure: Codable where Cause: Codable {}
extension PagedListFailure: Sendable where Cause: Sendable {}

/// What a paged list shows: its items in order, each once, which of its loads are running, whether more
/// items may exist, and which load failed.
///
/// A screen keeps one in its own state, and ``PagedList`` changes it; its sections and index-path
/// access are read through ``sections`` or ``sections(by:)``.
public struct PagedListState<Item: Identifiable, Cause> {
    /// The items shown, in the list's order, each once.
    public var items: [Item]
    /// Whether the first page is loading (a full-screen loader).
    public var isLoadingInitial: Bool
    /// Whether newer items are loading (the refresh indicator).
    public var isRefreshing: Bool
    /// Whether older items are loading (a loader at the end of the list).
    public var isLoadingOlder: Bool
    /// Whether older items may exist: false once a page of older items comes back empty.
    public var moreToLoad: Bool
    /// Whether the loads came back with no item at all (the empty state).
    public var isEmpty: Bool
    /// Which load failed and why, until a retry or another load starts.
    public var failure: PagedListFailure<Cause>?

    /// A list's state; the defaults are those of a list that has not loaded yet.
    public init(
        items: [Item] = [], isLoadingInitial: Bool = false, isRefreshing: Bool = false, isLoadingOlder: Bool = false,
        moreToLoad: Bool = true, isEmpty: Bool = false, failure: PagedListFailure<Cause>? = nil
    ) {
        self.items = items
        self.isLoadingInitial = isLoadingInitial
        self.isRefreshing = isRefreshing
        self.isLoadingOlder = isLoadingOlder
        self.moreToLoad = moreToLoad
        self.isEmpty = isEmpty
        self.failure = failure
    }

    /// Whether the list has not loaded and is not loading: what it is before it first appears.
    public var isUntouched: Bool {
        items.isEmpty && !isEmpty && failure == nil && !isLoadingInitial
    }

    /// Whether `load` is running.
    public func isLoading(_ load: PagedListLoad) -> Bool {
        switch load {
        case .initial: return isLoadingInitial
        case .newer: return isRefreshing
        case .older: return isLoadingOlder
        }
    }

    /// Marks `load` as running or not.
    public mutating func setLoading(_ load: PagedListLoad, _ loading: Bool) {
        switch load {
        case .initial: isLoadingInitial = loading
        case .newer: isRefreshing = loading
        case .older: isLoadingOlder = loading
        }
    }

    /// The item with `id`, if it is shown.
    public func item(withID id: Item.ID) -> Item? {
        items.first { $0.id == id }
    }
}

extension PagedListState: Equatable where Item: Equatable, Cause: Equatable {}
extension PagedListState: Hashable where Item: Hashable, Cause: Hashable {}
extension PagedListState: Codable where Item: Codable, Cause: Codable {}
extension PagedListState: Sendable where Item: Sendable, Item.ID: Sendable, Cause: Sendable {}
