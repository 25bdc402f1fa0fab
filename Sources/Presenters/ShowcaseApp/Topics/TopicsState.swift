import Presenters

/// What the topics' view reports.
public enum TopicsEvent: Hashable, Codable, Sendable {
    /// The screen is about to appear: load the topics, unless they are loaded or loading.
    case appear
    /// The user asked to retry the load that failed.
    case retry
    /// The topic with this id was selected.
    case select(id: Int)
    /// The back button was tapped.
    case backTapped
}

/// What the topics show: the backend's topics as they load, or why they did not.
public struct TopicsState: Hashable, Codable, Sendable {
    public var topics: Loadable<[Topic], RequestFailure>

    /// The topics at `topics`; not loaded by default.
    public init(topics: Loadable<[Topic], RequestFailure> = .idle) {
        self.topics = topics
    }

    /// What the screen shows next to its retry button, once the load failed.
    public var failureMessage: String? {
        topics.failure.map { "Could not load the topics. \($0.explanation)" }
    }
}

/// Where the topics lead.
public enum TopicsRoute: Hashable, Codable, Sendable {
    /// Open the topic with this id and its posts.
    case topic(id: Int)
    /// Back to the screen below.
    case back
}
