import Foundation
import Presenters

extension APIRequest {
    /// Fetches a page of the feed: `GET posts`, with the page; answers `[Post]`, newest first.
    public static func posts(_ page: PageRequest) -> APIRequest {
        APIRequest("posts \(page)", .get("posts", page: page)) { backend in
            .ok(backend.catalog.page(page).map(backend.counted))
        }
    }
}

extension FeedScreen {
    /// A page of the feed, read back.
    public static var requests: [RequestForm] {
        [
            RequestForm("GET", "posts", "A page of the feed; answers `[Post]`, newest first") {
                $0.page.map(APIRequest.posts)
            }
        ]
    }
}
