extension PagedList {
    /// The effect of a new key (a query typed, a filter chosen) on the list made for it: cancels every load
    /// of the list, those of the old key among them, whose answers then never come, and loads the first page
    /// of the new key, at once or, with `debounce`, once that long has passed on the presenter's scheduler
    /// without another restart, as an effect under ``EffectPolicy/debounce(_:for:)`` does. The page is asked
    /// for when the load starts, and the list starts over then: empty, loading its first page.
    ///
    /// The screen keeps the key in its state and makes the list of the key it holds; the mutation that
    /// changes the key also empties the list, so that nothing of the old key shows during the pause:
    ///
    /// ```swift
    /// case .typed(let query):
    ///     return .merge(
    ///         .mutate(.query(query)),
    ///         results(for: query).restart(debounce: .milliseconds(300)).mapMutations(SearchMutation.results))
    /// ```
    /// - Parameter debounce: how long the key must stay the same before its first page is asked for; `nil`,
    ///   the default, asks at once.
    /// - Returns: the cancellations and the load, to merge with the screen's own change of key.
    public func restart<Route>(debounce: RxTimeInterval? = nil) -> Effect<Mutation, Route> {
        let source = self.source
        let failure = self.failure
        let initial = LoadID(list: id, load: .initial)
        let page = Observable.deferred { source.initialLoad().asObservable().take(1) }
        return .merge(
            cancelLoads(),
            .run(
                page.map { .loaded(.initial, $0) }.startWith(.started(.initial)),
                debounce.map { .debounce(initial, for: $0) } ?? .first(initial), timeout: .presenter,
                catch: { .failed(.initial, failure($0)) }))
    }

    /// Cancels every load of the list: the first page, a refresh and the next page, whether running or
    /// waiting out a debounce. What a key with nothing to list (a query cleared) does with its list.
    public func cancelLoads<Route>() -> Effect<Mutation, Route> {
        .merge(
            .cancel(LoadID(list: id, load: .initial)), .cancel(LoadID(list: id, load: .newer)),
            .cancel(LoadID(list: id, load: .older)))
    }
}
