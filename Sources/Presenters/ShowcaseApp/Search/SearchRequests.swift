import Foundation
import Presenters

extension APIRequest {
    /// Searches the posts whose title or author holds a text: `GET search/posts`, the text as `q`, with the
    /// page; answers `[Post]`, newest first.
    public static func search(_ request: SearchRequest) -> APIRequest {
        APIRequest(
            "search \(request)",
            .get("search/posts", query: [URLQueryItem(name: "q", value: request.text)], page: request.page)
        ) { backend in
            let text = request.text.lowercased()
            return .ok(
                backend.catalog.page(request.page) { id in
                    let post = PostCatalog.post(id)
                    return post.title.lowercased().contains(text) || post.author.lowercased().contains(text)
                }.map(backend.counted))
        }
    }
}

extension SearchScreen {
    /// A search, read back.
    public static var requests: [RequestForm] {
        [
            RequestForm(
                "GET", "search/posts",
                "A page of the posts whose title or author holds the text `q`; answers `[Post]`, newest first"
            ) { match in
                match.page.map { .search(SearchRequest(text: match.query["q"] ?? "", page: $0)) }
            }
        ]
    }
}
