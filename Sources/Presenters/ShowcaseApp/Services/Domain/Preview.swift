/// The canned data of the use cases' `preview` values: what a preview or a test shows without a backend.
enum Preview {
    /// Three posts, newest first, with 10 votes each.
    static let posts = (1...3).reversed().map(post)

    /// Two comments, newest first.
    static let comments = [
        Comment(id: 2, author: "ana@example.com", text: "Nice work."),
        Comment(id: 1, author: "bo@example.com", text: "First!"),
    ]

    /// The post `id`.
    static func post(_ id: Int) -> Post {
        Post(id: id, title: "Post \(id)", author: "Preview Author", votes: 10)
    }
}
