import Foundation
import Presenters

extension APIRequest {
    /// Fetches one post: `GET posts/{id}`; answers `Post`, or 404 for an unknown id.
    public static func post(id: Int) -> APIRequest {
        APIRequest("post #\(id)", .get("posts/\(id)")) { backend in
            backend.hasPost(id) ? .ok(backend.counted(PostCatalog.post(id))) : .notFound
        }
    }

    /// Fetches a page of a post's comments: `GET posts/{id}/comments`, with the page; answers `[Comment]`,
    /// newest first, or 404 for an unknown post.
    public static func comments(postID: Int, _ page: PageRequest) -> APIRequest {
        APIRequest("comments of #\(postID) \(page)", .get("posts/\(postID)/comments", page: page)) { backend in
            guard backend.hasPost(postID) else { return .notFound }
            return .ok(backend.comments.page(ofPost: postID, page, pageSize: backend.pageSize))
        }
    }

    /// Adds a comment by `author` under a post: `POST posts/{id}/comments`, `{"author","text"}` as the body;
    /// answers the `Comment` as stored.
    public static func addComment(postID: Int, text: String, author: String) -> APIRequest {
        APIRequest(
            "add a comment by \(author) to #\(postID)",
            .send("POST", "posts/\(postID)/comments", json: CommentText(author: author, text: text))
        ) { backend in
            guard backend.hasPost(postID) else { return .notFound }
            return answer(backend.comments.add(text, toPost: postID, author: author))
        }
    }

    /// Changes a comment's text: `PATCH comments/{id}`, `{"author","text"}` as the body; answers the
    /// `Comment`, or 403 when `author` did not write it.
    public static func editComment(id: Int, text: String, author: String) -> APIRequest {
        APIRequest(
            "edit comment \(id) by \(author)",
            .send("PATCH", "comments/\(id)", json: CommentText(author: author, text: text))
        ) { backend in
            answer(backend.comments.edit(id, text: text, author: author))
        }
    }

    /// Votes for a post, or takes the vote back: `PUT posts/{id}/vote`, or `DELETE` it; answers
    /// `PostVotes`, or 404 for an unknown post.
    public static func vote(_ request: VoteRequest) -> APIRequest {
        APIRequest(
            "\(request.voted ? "vote" : "unvote") #\(request.postID)",
            HTTPEndpoint(request.voted ? "PUT" : "DELETE", "posts/\(request.postID)/vote")
        ) { backend in
            guard request.postID >= 1, request.postID <= backend.postCount else { return .notFound }
            return .ok(backend.vote(request))
        }
    }

    private static func answer(_ result: Result<Comment, CommentBoard.Refusal>) -> APIResponse {
        switch result {
        case .success(let comment): return .ok(comment)
        case .failure(.forbidden): return .status(403)
        case .failure(.notFound): return .notFound
        case .failure(.invalid): return .status(422)
        }
    }
}

/// The body of a comment added or edited: its text, and who writes it.
private struct CommentText: Codable {
    let author: String
    let text: String
}

extension PostDetailScreen {
    /// A post, its comments and its vote, read back.
    public static var requests: [RequestForm] {
        [
            RequestForm("GET", "posts/{id}", "A post; answers `Post`, or 404") { .post(id: $0.id) },
            RequestForm(
                "GET", "posts/{id}/comments", "A page of a post's comments; answers `[Comment]`, newest first"
            ) { match in match.page.map { .comments(postID: match.id, $0) } },
            RequestForm(
                "POST", "posts/{id}/comments",
                #"Adds a comment, `{"author","text"}` as the body; answers the `Comment`"#
            ) { match in
                match.decoded(CommentText.self).map { .addComment(postID: match.id, text: $0.text, author: $0.author) }
            },
            RequestForm(
                "PATCH", "comments/{id}",
                #"Changes a comment's text, `{"author","text"}` as the body; answers the `Comment`, or 403"#
            ) { match in
                match.decoded(CommentText.self).map { .editComment(id: match.id, text: $0.text, author: $0.author) }
            },
            RequestForm("PUT", "posts/{id}/vote", "Votes for a post; answers `PostVotes`") {
                .vote(VoteRequest(postID: $0.id, voted: true))
            },
            RequestForm("DELETE", "posts/{id}/vote", "Takes a vote back; answers `PostVotes`") {
                .vote(VoteRequest(postID: $0.id, voted: false))
            },
        ]
    }
}
