import Presenters

/// Loads the topics, a topic and its posts.
public struct TopicsUseCase: UseCase {
    /// Every topic, in the backend's order.
    public var topics: () -> Single<[Topic]>
    /// The topic with an id; fails with `APIError.notFound` when there is none.
    public var topic: (Int) -> Single<Topic>
    /// A page of the topic's posts, newest first.
    public var posts: (ShelfPageRequest) -> Single<[Post]>

    /// A use case that loads the topics with `topics`, a topic with `topic` and its posts with `posts`.
    public init(
        topics: @escaping () -> Single<[Topic]>, topic: @escaping (Int) -> Single<Topic>,
        posts: @escaping (ShelfPageRequest) -> Single<[Post]>
    ) {
        self.topics = topics
        self.topic = topic
        self.posts = posts
    }

    /// Reads the topics from the backend through `client`.
    public static func live(client: any APIClient) -> TopicsUseCase {
        func send<Payload: Decodable>(_ request: APIRequest, as payload: Payload.Type) -> Single<Payload> {
            client.send(request).map { try ResponseMapper.map($0, to: Payload.self).get() }
        }
        return TopicsUseCase(
            topics: { send(.topics, as: [Topic].self) }, topic: { send(.topic(id: $0), as: Topic.self) },
            posts: { send(.topicPosts(id: $0.id, $0.page), as: [Post].self) })
    }

    /// Its calls, each under the name a failed test and a recording give it.
    public static var calls: [UseCaseCall<TopicsUseCase>] {
        [.call("topics.list", \.topics), .call("topics.topic", \.topic), .call("topics.posts", \.posts)]
    }

    /// Two topics, any topic by id, with the preview posts on a single page.
    public static var preview: TopicsUseCase {
        TopicsUseCase(
            topics: {
                .just([Topic(id: 1, name: "Productivity", postCount: 3), Topic(id: 2, name: "Design", postCount: 0)])
            },
            topic: { .just(Topic(id: $0, name: "Topic \($0)", postCount: Preview.posts.count)) },
            posts: { .just($0.page == .latest ? Preview.posts : []) })
    }
}

extension TopicsUseCase: AppUseCase {
    /// The use case over the app's backend.
    public static func live(_ services: AppServices) -> TopicsUseCase {
        .live(client: services.client)
    }
}
