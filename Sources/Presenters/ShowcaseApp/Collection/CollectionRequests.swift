import Foundation
import Presenters

extension APIRequest {
    /// Fetches a collection: `GET collections/{id}`; answers `PostCollection`, or 404 for an unknown id.
    public static func collection(id: Int) -> APIRequest {
        APIRequest("collection \(id)", .get("collections/\(id)")) { _ in
            PostCatalog.collections[id].map { .ok($0.collection) } ?? .notFound
        }
    }

    /// Fetches a page of a collection's posts: `GET collections/{id}/posts`, with the page; answers
    /// `[Post]`, newest first.
    public static func collectionPosts(id: Int, _ page: PageRequest) -> APIRequest {
        APIRequest("posts of collection \(id) \(page)", .get("collections/\(id)/posts", page: page)) { backend in
            guard let entry = PostCatalog.collections[id] else { return .notFound }
            return .ok(backend.catalog.page(page, where: entry.holds(_:)).map(backend.counted))
        }
    }
}

extension CollectionScreen {
    /// A collection and its posts, read back.
    public static var requests: [RequestForm] {
        [
            RequestForm("GET", "collections/{id}", "A collection; answers `PostCollection`, or 404") {
                .collection(id: $0.id)
            },
            RequestForm(
                "GET", "collections/{id}/posts", "A page of a collection's posts; answers `[Post]`, newest first"
            ) { match in
                match.page.map { .collectionPosts(id: match.id, $0) }
            },
        ]
    }
}
