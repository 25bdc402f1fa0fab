import Foundation
import Presenters

extension APIRequest {
    /// Fetches a user: `GET users/{id}`; answers `UserProfile`, or 404 for an unknown id.
    public static func user(id: Int) -> APIRequest {
        APIRequest("user \(id)", .get("users/\(id)")) { _ in
            PostCatalog.user(id).map { .ok($0) } ?? .notFound
        }
    }

    /// Fetches a page of a user's posts: `GET users/{id}/posts`, with the page; answers `[Post]`, newest
    /// first.
    public static func userPosts(id: Int, _ page: PageRequest) -> APIRequest {
        APIRequest("posts of user \(id) \(page)", .get("users/\(id)/posts", page: page)) { backend in
            guard let user = PostCatalog.user(id) else { return .notFound }
            return .ok(
                backend.catalog.page(page, where: { PostCatalog.post($0).author == user.name }).map(backend.counted))
        }
    }
}

extension UserScreen {
    /// A user and their posts, read back.
    public static var requests: [RequestForm] {
        [
            RequestForm("GET", "users/{id}", "A user; answers `UserProfile`, or 404") { .user(id: $0.id) },
            RequestForm("GET", "users/{id}/posts", "A page of a user's posts; answers `[Post]`, newest first") {
                match in match.page.map { .userPosts(id: match.id, $0) }
            },
        ]
    }
}
