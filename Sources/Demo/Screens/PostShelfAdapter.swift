import Presenters
import ShowcaseApp

/// A shelf of posts in the demo, a collection's or a user's: its header as it loads, then its posts
/// numbered as `open N` counts them, and the end of the list; open a post, page, refresh, retry, go back.
enum PostShelfRendering {
    static func lines<Header>(
        _ state: ShownState<PostShelfState<Header>>, title: String, header: (Header) -> String, thing: String
    ) -> [String] {
        var lines = ["[\(title)]"]
        switch state.header {
        case .idle, .loading: lines.append("  loading the \(thing)...")
        case .failed(let failure): lines.append("  ! \(failure.message(about: thing)) (retry)")
        case .loaded(let value): lines.append("  \(header(value))")
        }
        let posts = state.posts
        if posts.isLoadingInitial { lines.append("  posts: loading...") }
        if posts.isEmpty { lines.append("  no posts yet") }
        if !posts.items.isEmpty {
            lines.append(posts.items.count == 1 ? "  1 post" : "  \(posts.items.count) posts")
            if posts.isRefreshing { lines.append("  refreshing...") }
            let width = String(posts.items.count).count
            for (index, post) in posts.items.enumerated() {
                let number = String(index + 1)
                let padding = String(repeating: " ", count: width - number.count)
                lines.append("  \(padding)\(number). \(FeedScreen.item(post))")
            }
            lines.append(
                posts.isLoadingOlder ? "  loading more..." : posts.moreToLoad ? "  (more)" : "  (end of the list)")
        }
        if let failure = posts.failure {
            lines.append("  ! \(failure.message(initial: "the posts", items: "posts")) (retry)")
        }
        return lines
    }

    static func commands<Header>() -> [ScreenCommand<PostShelfState<Header>, PostShelfEvent>] {
        [
            .tap("back", "tap the back button", .backTapped),
            .tap("refresh", "pull the posts to refresh them", .posts(.refresh)),
            .tap("more", "scroll to the end of the posts to load older ones", .posts(.reachedEnd)),
            .tap("retry", "retry the load that failed") { state in
                if state.header.failure != nil { return .success(.retry) }
                if state.posts.failure != nil { return .success(.posts(.retry)) }
                return .failure(CommandError("there is nothing to retry: no load failed"))
            },
            ScreenCommand("open", .number(of: "post"), "open the N-th post", example: "open 3") { number, state in
                numbered(number, of: state.posts.items, called: "post").map { .select(id: $0.id) }
            },
        ]
    }
}

/// A collection in the demo: its title and curator, then its posts.
extension CollectionScreen: ScreenAdapter {
    static func lines(_ state: ShownState<CollectionState>, after previous: ShownState<CollectionState>?) -> [String] {
        PostShelfRendering.lines(
            state, title: title(state), header: { "\($0.title), curated by \($0.curator)" }, thing: "collection")
    }

    /// `collection 3`.
    static func title(_ state: ShownState<CollectionState>) -> String { "collection #\(state.id)" }

    static var commands: [ScreenCommand<CollectionState, PostShelfEvent>] { PostShelfRendering.commands() }
}

/// A user in the demo: their name, then their posts.
extension UserScreen: ScreenAdapter {
    static func lines(_ state: ShownState<UserState>, after previous: ShownState<UserState>?) -> [String] {
        PostShelfRendering.lines(state, title: title(state), header: { "posts by \($0.name)" }, thing: "user")
    }

    /// `user 2`.
    static func title(_ state: ShownState<UserState>) -> String { "user #\(state.id)" }

    static var commands: [ScreenCommand<UserState, PostShelfEvent>] { PostShelfRendering.commands() }
}
