import Foundation
import Presenters

extension APIRequest {
    /// Lists the topics: `GET topics`; answers `[Topic]`.
    public static var topics: APIRequest {
        APIRequest("topics", .get("topics")) { backend in .ok(backend.catalog.topics) }
    }

    /// Fetches a topic: `GET topics/{id}`; answers `Topic`, or 404 for an unknown id.
    public static func topic(id: Int) -> APIRequest {
        APIRequest("topic \(id)", .get("topics/\(id)")) { backend in
            backend.catalog.topic(id: id).map(APIResponse.ok) ?? .notFound
        }
    }

    /// Fetches a page of a topic's posts: `GET topics/{id}/posts`, with the page; answers `[Post]`, newest
    /// first, or 404 for an unknown topic.
    public static func topicPosts(id: Int, _ page: PageRequest) -> APIRequest {
        APIRequest("posts of topic \(id) \(page)", .get("topics/\(id)/posts", page: page)) { backend in
            backend.catalog.page(page, ofTopic: id).map { .ok($0.map(backend.counted)) } ?? .notFound
        }
    }
}

extension TopicsScreen {
    /// The topics, a topic and its posts, read back.
    public static var requests: [RequestForm] {
        [
            RequestForm("GET", "topics", "The topics; answers `[Topic]`") { _ in .topics },
            RequestForm("GET", "topics/{id}", "A topic; answers `Topic`, or 404") { .topic(id: $0.id) },
            RequestForm(
                "GET", "topics/{id}/posts", "A page of a topic's posts; answers `[Post]`, newest first, or 404"
            ) { match in match.page.map { .topicPosts(id: match.id, $0) } },
        ]
    }
}
