import Presenters
import ShowcaseApp
import XCTest

/// The links to the topics and to a topic, read by the parser and opened by the navigator over the feed.
final class TopicLinkTests: ShowcaseAppTestCase {
    private let parser = DeepLinkParser(scheme: "producthunt")
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)

    func testTheTopicsLinkTakesNothingAfterItsWordAndATopicsLinkAnId() throws {
        XCTAssertEqual(try parser.parse("producthunt://topics").get().description, "topics")
        XCTAssertEqual(try parser.parse("producthunt://topics/").get().screen, .topics)
        XCTAssertEqual(try parser.parse("producthunt://topics?ref=mail").get().tab, .feed)
        XCTAssertEqual(try parser.parse("producthunt://topic/3").get().description, "topic 3")
        XCTAssertEqual(try parser.parse("producthunt://topic/3").get().screen, .topic(id: 3))
        XCTAssertEqual(try parser.parse("producthunt://topic/3").get().tab, .feed)

        let refused: [(String, DeepLinkError.Reason)] = [
            ("producthunt://topics/extra", .extraAfter(kind: "topics", rest: "extra")),
            ("producthunt://topics/3", .extraAfter(kind: "topics", rest: "3")),
            ("producthunt://topic", .missingId(kind: "topic")), ("producthunt://topic/x", .nonNumericId("x")),
            ("producthunt://topic/3/posts", .extraSegments("posts")),
        ]
        for (link, reason) in refused {
            XCTAssertEqual(parser.parse(link), .failure(DeepLinkError(reason: reason, scheme: "producthunt")), link)
        }
        XCTAssertEqual(
            DeepLinkError(reason: .extraAfter(kind: "topics", rest: "extra"), scheme: "producthunt").message,
            "the link has more after 'topics', which takes nothing: 'extra'")
    }

    func testGivenTheFeedWhenTheLinksArriveThenTheTopicsAndATopicAreShownOverTheFeedAndLoad() throws {
        let root = AppUnderTest(
            scheduler: scheduler, backend: .init(latency: .milliseconds(1_000)), user: .signedIn(Fixture.session)
        ).root
        let navigator = Navigator(root: root)

        XCTAssertEqual(navigator.open("producthunt://topics").map(\.screen), .success(.topics))
        scheduler.advanceTo(20)
        XCTAssertEqual(navigator.currentStack.map(\.description), ["feed (root)", "topics (push)"])
        let topics = try XCTUnwrap(navigator.top.presenter(as: TopicsScreen.self))
        XCTAssertEqual(topics.currentState.topics.value?.map(\.name).first, "Productivity")
        topics.send(.select(id: 4))
        scheduler.advanceTo(40)
        XCTAssertEqual(navigator.currentNavigation.path, "feed > topics > topic #4")
        let topic = try XCTUnwrap(navigator.top.presenter(as: TopicScreen.self))
        XCTAssertEqual(topic.currentState.header.value?.name, "Travel")
        XCTAssertEqual(topic.currentState.posts.items.first?.id, 100)
        topic.send(.select(id: 100))
        XCTAssertEqual(navigator.currentNavigation.path, "feed > topics > topic #4 > post #100")

        navigator.open("producthunt://topic/9")
        scheduler.advanceTo(60)
        XCTAssertEqual(navigator.currentNavigation, .signedIn(feed: [AppScreen.topic(id: 9)]))
        let missing = try XCTUnwrap(navigator.top.presenter(as: TopicScreen.self))
        XCTAssertEqual(missing.currentState.header, .failed(.notFound))
        missing.send(.backTapped)
        XCTAssertEqual(navigator.currentNavigation, .signedIn)
    }
}
