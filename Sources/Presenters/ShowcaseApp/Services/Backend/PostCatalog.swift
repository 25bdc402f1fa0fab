import Foundation
import Presenters

/// The backend's posts: made up from fixed word lists, so every run shows the same feed, and paged
/// newest first.
struct PostCatalog {
    /// Posts `1...count` exist; a larger id is a newer post.
    var count: Int
    let pageSize: Int

    /// The page of posts that `request` asks for, newest first.
    func page(_ request: PageRequest) -> [Post] {
        let ids: [Int]
        switch request {
        case .latest:
            ids = Array((max(1, count - pageSize + 1)...max(1, count)).reversed())
        case .older(let id):
            let newest = min(id - 1, count)
            ids = newest < 1 ? [] : Array((max(1, newest - pageSize + 1)...newest).reversed())
        case .newer(let id):
            // The posts right after `id`, so that prepending them leaves no gap in the list.
            let oldest = max(id + 1, 1)
            ids = oldest > count ? [] : Array((oldest...min(count, oldest + pageSize - 1)).reversed())
        }
        return ids.filter { $0 <= count }.map(PostCatalog.post)
    }

    /// The post with `id`, always the same one.
    static func post(_ id: Int) -> Post {
        // 8 and 13 are coprime: the first 104 posts all have different titles.
        let title = "\(adjectives[id % adjectives.count]) \(nouns[id % nouns.count])"
        return Post(id: id, title: title, author: authors[id % authors.count], votes: (id * 7919) % 500)
    }

    private static let adjectives = ["Tiny", "Open", "Fast", "Quiet", "Smart", "Plain", "Pocket", "Offline"]
    private static let nouns = [
        "Notes", "Timer", "Budget", "Reader", "Planner", "Recipes", "Weather", "Journal", "Habits", "Maps",
        "Music", "Tasks", "Flashcards",
    ]
    /// The names of the posts' authors.
    static var authorNames: [String] { authors }

    private static let authors = [
        "Ana Souza", "Ben Okafor", "Chen Wei", "Dana Levi", "Emil Novak", "Fatima Zahra", "Gus Lindqvist",
        "Hana Sato", "Ivan Petrov", "Jade Moreau", "Kofi Mensah",
    ]
}
