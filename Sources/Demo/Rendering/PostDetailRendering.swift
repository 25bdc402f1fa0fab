import Presenters
import ShowcaseApp

/// The detail of a post as text.
enum PostDetailRendering {
    static func lines(_ state: PostDetailState) -> [String] {
        let post = state.post
        return ["[post #\(post.id)]", "  \(post.title)", "  by \(post.author), \(post.votes) votes"]
    }
}
