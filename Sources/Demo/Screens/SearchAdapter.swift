import Presenters
import ShowcaseApp

/// The search in the demo: the query, a status line, the results numbered as `open N` counts them and
/// what the end of the list shows; type a query, scroll to the end, retry, open a result.
extension SearchScreen: ScreenAdapter {
    /// The search showing `state`; after `previous`, a page added is said first ("12 more at the end"), and
    /// the results it already showed at the top are summed up in one line, as the feed's are.
    static func lines(_ state: ShownState<SearchState>, after previous: ShownState<SearchState>?) -> [String] {
        let results = state.results
        var lines = [header(results)]
        lines.append("  query: \(state.query.isEmpty ? "(empty)" : state.query)")
        if let placeholder = state.placeholder, !results.isLoadingInitial, results.failure == nil {
            lines.append("  \(placeholder)")
        }
        let old = previous?.results.items ?? []
        lines += ListChangeSummary.lines(
            from: old, to: results.items, top: { "\($0) new at the top" }, end: { "\($0) more at the end" })
        let kept = zip(old, results.items).prefix { $0 == $1 }.count
        if kept > 0 { lines.append(kept == 1 ? "  (result 1 as above)" : "  (results 1 to \(kept) as above)") }
        let width = String(results.items.count).count
        for (index, post) in results.items.enumerated().dropFirst(kept) {
            let number = String(index + 1)
            let padding = String(repeating: " ", count: width - number.count)
            lines.append("  \(padding)\(number). \(FeedScreen.item(post))")
        }
        if !results.items.isEmpty {
            lines.append(
                results.isLoadingOlder
                    ? "  loading more..." : results.moreToLoad ? "  (more)" : "  (end of the results)")
        }
        if let failure = state.failureMessage { lines.append("  ! \(failure) (retry)") }
        return lines
    }

    private static func header(_ results: PagedListState<Post, RequestFailure>) -> String {
        if results.isLoadingInitial { return "[search] searching..." }
        if results.items.isEmpty { return "[search]" }
        return results.items.count == 1 ? "[search] 1 post" : "[search] \(results.items.count) posts"
    }

    static var commands: [ScreenCommand<SearchState, SearchEvent>] {
        [
            .typing("search", "type into the search field", example: "search timer", SearchEvent.typed),
            .tap("clear", "clear the search field", .typed("")),
            .tap("more", "scroll to the end of the results to load more", .reachedEnd),
            .tap("retry", "retry the load that failed") { state in
                state.results.failure == nil
                    ? .failure(CommandError("there is nothing to retry: no load failed")) : .success(.retry)
            },
            ScreenCommand("open", .number(of: "result"), "open the N-th result", example: "open 1") { number, state in
                numbered(number, of: state.results.items, called: "result").map { .select(id: $0.id) }
            },
        ]
    }
}
