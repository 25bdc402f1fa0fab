import Presenters

/// The backend's collections and users, whose posts are those of the catalog that they select.
extension PostCatalog {
    /// A collection and the posts it holds.
    struct CollectionEntry: Sendable {
        let collection: PostCollection
        /// The collection holds the posts whose id leaves `remainder` divided by `divisor`.
        let divisor: Int
        let remainder: Int

        func holds(_ id: Int) -> Bool { id % divisor == remainder }
    }

    /// The collections, by id.
    static let collections: [Int: CollectionEntry] = [
        1: CollectionEntry(
            collection: PostCollection(id: 1, title: "Tools for focus", curator: "Dana Levi"), divisor: 4, remainder: 1),
        2: CollectionEntry(
            collection: PostCollection(id: 2, title: "Weekend projects", curator: "Kofi Mensah"), divisor: 6,
            remainder: 0),
        3: CollectionEntry(
            collection: PostCollection(id: 3, title: "Staff picks", curator: "Ana Souza"), divisor: 10, remainder: 0),
    ]

    /// The user with `id`, one per author of the catalog's posts, from 1.
    static func user(_ id: Int) -> UserProfile? {
        authorNames.indices.contains(id - 1) ? UserProfile(id: id, name: authorNames[id - 1]) : nil
    }

    /// The page that `request` asks for of the posts `1...count` for which `include` holds, newest first.
    func page(_ request: PageRequest, where include: (Int) -> Bool) -> [Post] {
        guard count > 0 else { return [] }
        return Self.page(ids: (1...count).filter(include), request, pageSize: pageSize).map(Self.post)
    }

    /// The page of `ids` (in any order) that `request` asks for, newest (largest) first: the latest ones,
    /// the ones right after an id, or the ones right before it, at most `pageSize`.
    static func page(ids: [Int], _ request: PageRequest, pageSize: Int) -> [Int] {
        let ascending = ids.sorted()
        switch request {
        case .latest: return Array(ascending.suffix(pageSize).reversed())
        case .older(let id): return Array(ascending.filter { $0 < id }.suffix(pageSize).reversed())
        case .newer(let id): return Array(ascending.filter { $0 > id }.prefix(pageSize).reversed())
        }
    }
}
