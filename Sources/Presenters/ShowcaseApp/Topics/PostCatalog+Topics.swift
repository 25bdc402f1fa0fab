import Presenters

/// The backend's topics, whose posts are those of the catalog with one of the topic's words in their title.
extension PostCatalog {
    /// A topic's name and the words of the titles of its posts.
    struct TopicEntry: Sendable {
        let id: Int
        let name: String
        /// The topic holds the posts whose title has one of these words.
        let words: Set<String>

        func holds(_ id: Int) -> Bool {
            !words.isDisjoint(with: PostCatalog.post(id).title.split(separator: " ").map(String.init))
        }
    }

    /// The topics, in the order the backend lists them; the last one holds no post yet.
    static let topicEntries = [
        TopicEntry(id: 1, name: "Productivity", words: ["Notes", "Timer", "Planner", "Tasks", "Habits"]),
        TopicEntry(id: 2, name: "Developer Tools", words: ["Open", "Offline"]),
        TopicEntry(id: 3, name: "Design", words: ["Plain", "Quiet"]),
        TopicEntry(id: 4, name: "Travel", words: ["Maps", "Weather"]),
        TopicEntry(id: 5, name: "Learning", words: ["Reader", "Flashcards"]),
        TopicEntry(id: 6, name: "Hardware", words: []),
    ]

    /// Every topic, with the number of the catalog's posts it holds.
    var topics: [Topic] { Self.topicEntries.map(topic) }

    /// The topic with `id`, if there is one.
    func topic(id: Int) -> Topic? {
        Self.topicEntries.first { $0.id == id }.map(topic)
    }

    /// The page that `request` asks for of the posts of the topic `id`, newest first; `nil` if there is no
    /// such topic.
    func page(_ request: PageRequest, ofTopic id: Int) -> [Post]? {
        Self.topicEntries.first { $0.id == id }.map { entry in page(request, where: entry.holds(_:)) }
    }

    private func topic(_ entry: TopicEntry) -> Topic {
        Topic(id: entry.id, name: entry.name, postCount: count > 0 ? (1...count).filter(entry.holds(_:)).count : 0)
    }
}
