import Foundation
import Presenters

/// The backend's comments: a few under post 2 from the start, none under the others, and those written
/// since, each with an id larger than every earlier one.
final class CommentBoard {
    /// Why the board refused a change, as the status code the backend answers.
    enum Refusal: Error, Equatable {
        /// 403: the comment is someone else's.
        case forbidden
        /// 404: no such comment.
        case notFound
        /// 422: the text is empty or too long.
        case invalid
    }

    /// The longest text a comment may have, in characters.
    static let maximumLength = 500

    private let lock = NSLock()
    private var comments: [Int: [Comment]] = [
        2: [
            Comment(id: 1, author: "ana@example.com", text: "Love the offline mode."),
            Comment(id: 2, author: "ben@example.com", text: "Does it sync between devices?"),
        ]
    ]
    private var lastID = 2

    /// The comments of the post `postID` that `request` asks for, newest first, at most `pageSize`.
    func page(ofPost postID: Int, _ request: PageRequest, pageSize: Int) -> [Comment] {
        let all = lock.withLock { comments[postID] ?? [] }
        return PostCatalog.page(ids: all.map(\.id), request, pageSize: pageSize).compactMap { id in
            all.first { $0.id == id }
        }
    }

    /// Stores a comment by `author` under the post `postID`, its text trimmed.
    func add(_ text: String, toPost postID: Int, author: String) -> Result<Comment, Refusal> {
        guard let text = Self.valid(text) else { return .failure(.invalid) }
        return lock.withLock {
            lastID += 1
            let comment = Comment(id: lastID, author: author, text: text)
            comments[postID, default: []].append(comment)
            return .success(comment)
        }
    }

    /// Changes the text of the comment `id`, if `author` wrote it.
    func edit(_ id: Int, text: String, author: String) -> Result<Comment, Refusal> {
        guard let text = Self.valid(text) else { return .failure(.invalid) }
        return lock.withLock {
            for (postID, list) in comments {
                guard let index = list.firstIndex(where: { $0.id == id }) else { continue }
                guard list[index].author == author else { return .failure(.forbidden) }
                let edited = Comment(id: id, author: author, text: text)
                comments[postID]?[index] = edited
                return .success(edited)
            }
            return .failure(.notFound)
        }
    }

    /// `text` trimmed, if it is a valid comment.
    private static func valid(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return (1...maximumLength).contains(trimmed.count) ? trimmed : nil
    }
}
