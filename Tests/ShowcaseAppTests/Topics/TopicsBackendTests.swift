import Foundation
import HTTPTestSupport
import PresentersXCTest
import ShowcaseApp

/// The topics as the in-memory backend answers them through the live use case, and the requests as they
/// travel over HTTP: what `URLSessionAPIClient` sends, and the loopback server's answers read back.
final class TopicsBackendTests: ShowcaseAppTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private lazy var backend = InMemoryBackend(
        scheduler: scheduler, configuration: .init(latency: .seconds(10), publishInterval: .seconds(1000)))
    private lazy var useCase = TopicsUseCase.live(client: backend)

    /// Starts the next request at `time` and gives its events.
    private func at<Element: Equatable>(_ time: TestTime, _ request: @escaping () -> Single<Element>)
        -> [Recorded<Event<Element>>]
    {
        scheduler.start(created: time - 100, subscribed: time, disposed: time + 500) { request().asObservable() }.events
    }

    private let topics = [
        Topic(id: 1, name: "Productivity", postCount: 38), Topic(id: 2, name: "Developer Tools", postCount: 25),
        Topic(id: 3, name: "Design", postCount: 25), Topic(id: 4, name: "Travel", postCount: 16),
        Topic(id: 5, name: "Learning", postCount: 15), Topic(id: 6, name: "Hardware", postCount: 0),
    ]

    func testTheTopicsAreListedEachWithTheNumberOfItsPosts() {
        XCTAssertEqual(at(200) { self.useCase.topics() }, [.next(210, topics), .completed(210)])
        XCTAssertEqual(at(1200) { self.useCase.topic(4) }, [.next(1210, topics[3]), .completed(1210)])
        XCTAssertEqual(at(2200) { self.useCase.topic(7) }, [.error(2210, APIError.notFound)])
        XCTAssertEqual(at(3200) { self.useCase.topic(0) }, [.error(3210, APIError.notFound)])
    }

    func testATopicHoldsThePostsWithOneOfItsWordsInTheirTitlePagedNewestFirst() {
        let posts = { (id: Int, page: PageRequest) in
            self.useCase.posts(ShelfPageRequest(id: id, page: page)).map { $0.map(\.id) }
        }
        XCTAssertEqual(
            at(200) { posts(4, .latest) },
            [.next(210, [100, 97, 87, 84, 74, 71, 61, 58, 48, 45, 35, 32, 22, 19, 9, 6]), .completed(210)])
        XCTAssertEqual(at(1200) { posts(4, .older(than: 19)) }, [.next(1210, [9, 6]), .completed(1210)])
        XCTAssertEqual(at(2200) { posts(4, .newer(than: 97)) }, [.next(2210, [100]), .completed(2210)])
        XCTAssertEqual(at(3200) { posts(1, .latest).map(\.count) }, [.next(3210, 20), .completed(3210)])
        XCTAssertEqual(at(4200) { posts(6, .latest) }, [.next(4210, []), .completed(4210)])
        XCTAssertEqual(at(5200) { posts(9, .latest) }, [.error(5210, APIError.notFound)])
        XCTAssertEqual(
            at(6200) { self.useCase.posts(ShelfPageRequest(id: 4, page: .older(than: 7))) },
            [.next(6210, [Fixture.catalogPost(6)]), .completed(6210)])
    }

    func testATopicCountsThePostsPublishedSinceTheBackendStarted() {
        let counts = { self.useCase.topics().map { $0.map(\.postCount) } }
        let before = at(200, counts)
        // Post 101, "Plain Music", is published at 1000: a post about design.
        let after = at(1200, counts)

        XCTAssertEqual(Fixture.catalogPost(101).title, "Plain Music")
        XCTAssertEqual(before, [.next(210, [38, 25, 25, 16, 15, 0]), .completed(210)])
        XCTAssertEqual(after, [.next(1210, [38, 25, 26, 16, 15, 0]), .completed(1210)])
    }

    func testTheRequestsDescribeThemselves() {
        XCTAssertEqual(APIRequest.topics.description, "topics")
        XCTAssertEqual(APIRequest.topic(id: 3).description, "topic 3")
        XCTAssertEqual(APIRequest.topicPosts(id: 3, .older(than: 5)).description, "posts of topic 3 older than #5")
        XCTAssertEqual(Topic(id: 1, name: "Productivity", postCount: 1).description, "Productivity, 1 post")
    }
}

/// The topics' requests over HTTP.
final class TopicsHTTPTests: HTTPTestCase {
    func testEachRequestIsAGetOfItsResourceWithThePageInTheQuery() {
        let server = StubServer(reply: .status(200, body: Data("{}".utf8)))
        defer { server.close() }
        let client = URLSessionAPIClient(
            baseURL: server.baseURL, scheduler: scheduler, configuration: server.configuration)

        for request in [
            APIRequest.topics, .topic(id: 3), .topicPosts(id: 3, .latest), .topicPosts(id: 3, .older(than: 7)),
        ] {
            XCTAssertEqual(outcome(of: client.send(request)).count, 1, "\(request)")
        }

        XCTAssertEqual(
            server.requests.map { "\($0.method) \($0.url)" },
            ["topics", "topics/3", "topics/3/posts", "topics/3/posts?olderThan=7"].map {
                "GET https://\(server.host)/v1/\($0)"
            })
    }

    func testTheLoopbackServerReadsTheRequestsBackAndAnswersAsTheInMemoryBackendDoes() throws {
        let server = try startServer()
        let useCase = TopicsUseCase.live(client: client(port: server.port))

        XCTAssertEqual(outcome(of: useCase.topics().map { $0.map(\.name) }).count, 1)
        XCTAssertEqual(outcome(of: useCase.topic(5)), [.success(Topic(id: 5, name: "Learning", postCount: 15))])
        XCTAssertEqual(
            outcome(of: useCase.posts(ShelfPageRequest(id: 4, page: .older(than: 19))).map { $0.map(\.id) }),
            [.success([9, 6])])
        XCTAssertEqual(outcome(of: useCase.topic(9)), [.failure(APIError.notFound)])

        XCTAssertEqual(
            server.requests.map(\.description),
            ["GET /v1/topics", "GET /v1/topics/5", "GET /v1/topics/4/posts?olderThan=19", "GET /v1/topics/9"])
        XCTAssertEqual(
            server.requests.map { $0.apiRequest(under: LoopbackServer.basePath) },
            [.topics, .topic(id: 5), .topicPosts(id: 4, .older(than: 19)), .topic(id: 9)])
        XCTAssertTrue(server.waitForEndings(4))
    }
}
