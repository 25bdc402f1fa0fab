import Presenters

/// A topic of the catalog, such as "Productivity": a name under which posts are filed, and how many are.
public struct Topic: Hashable, Codable, Sendable, Identifiable, CustomStringConvertible {
    public let id: Int
    public let name: String
    /// The number of posts filed under the topic.
    public let postCount: Int

    /// A topic with its id, name and number of posts.
    public init(id: Int, name: String, postCount: Int) {
        self.id = id
        self.name = name
        self.postCount = postCount
    }

    /// `Productivity, 38 posts`.
    public var description: String { "\(name), \(postCount == 1 ? "1 post" : "\(postCount) posts")" }
}
