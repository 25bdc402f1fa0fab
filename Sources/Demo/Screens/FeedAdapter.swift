import Presenters
import ShowcaseApp

/// The feed in the demo: a status line, the posts numbered as `open N` counts them, and what the end of
/// the list shows (more to load, loading, the end); pull to refresh, scroll to the end, retry, open a post.
extension FeedScreen: ScreenAdapter {
    /// The feed showing `state`; after `previous`, what a refresh or a page added is said first ("3 new
    /// posts at the top", "12 more at the end", read from the list's changes), and the posts it already
    /// showed at the top of the list are summed up in one line, as a list view redraws only the rows that
    /// changed.
    static func lines(_ state: ShownState<FeedState>, after previous: ShownState<FeedState>?) -> [String] {
        var lines = [header(state)]
        if let previous {
            lines += ListChangeSummary.lines(
                from: previous.items, to: state.items,
                top: { $0 == 1 ? "1 new post at the top" : "\($0) new posts at the top" },
                end: { "\($0) more at the end" })
        }
        let kept = previous.map { keptCount(from: $0.items, to: state.items) } ?? 0
        if kept > 0 { lines.append(kept == 1 ? "  (post 1 as above)" : "  (posts 1 to \(kept) as above)") }
        let width = String(state.items.count).count
        for (index, post) in state.items.enumerated().dropFirst(kept) {
            let number = String(index + 1)
            let padding = String(repeating: " ", count: width - number.count)
            lines.append("  \(padding)\(number). \(item(post))")
        }
        if let footer = footer(state) { lines.append("  \(footer)") }
        if let failure = state.failure { lines.append("  ! \(failure.message) (retry)") }
        return lines
    }

    /// A post as a row of the list shows it.
    static func item(_ post: Post) -> String {
        "#\(post.id) \(post.title), by \(post.author), \(post.votes) votes"
    }

    /// How many posts at the top of the list are the same, at the same place.
    private static func keptCount(from old: [Post], to new: [Post]) -> Int {
        zip(old, new).prefix { $0 == $1 }.count
    }

    private static func header(_ state: ShownState<FeedState>) -> String {
        var parts: [String] = []
        if !state.items.isEmpty { parts.append(state.items.count == 1 ? "1 post" : "\(state.items.count) posts") }
        if state.isLoadingInitial { parts.append("loading...") }
        if state.isRefreshing { parts.append("refreshing...") }
        if state.isEmpty { parts.append("no posts yet") }
        return parts.isEmpty ? "[feed]" : "[feed] " + parts.joined(separator: ", ")
    }

    private static func footer(_ state: ShownState<FeedState>) -> String? {
        guard !state.items.isEmpty else { return nil }
        if state.isLoadingOlder { return "loading more..." }
        return state.moreToLoad ? "(more)" : "(end of the feed)"
    }

    static var commands: [ScreenCommand<FeedState, FeedEvent>] {
        [
            .tap("refresh", "pull the feed to refresh it", .refresh),
            .tap("more", "scroll to the end of the feed to load older posts", .reachedEnd),
            .tap("retry", "retry the load that failed") { state in
                state.failure == nil
                    ? .failure(CommandError("there is nothing to retry: no load failed")) : .success(.retry)
            },
            ScreenCommand("open", .number(of: "post"), "open the N-th post", example: "open 3") { number, state in
                numbered(number, of: state.items, called: "post").map { .select(id: $0.id) }
            },
            .tap("logout", "log out: back to the login", .logOutTapped),
            ScreenCommand(
                "collection", .id(of: "collection"), "open a collection", example: "collection 3",
                sends: FeedEvent.openCollection),
            ScreenCommand("user", .id(of: "user"), "open a user's posts", example: "user 2", sends: FeedEvent.openUser),
        ]
    }
}
