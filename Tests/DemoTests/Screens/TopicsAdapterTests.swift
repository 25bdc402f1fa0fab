import Presenters
import ShowcaseApp
import XCTest

@testable import Demo

final class TopicsAdapterTests: XCTestCase {
    private let topics = [
        Topic(id: 1, name: "Productivity", postCount: 38), Topic(id: 5, name: "Learning", postCount: 1),
        Topic(id: 6, name: "Hardware", postCount: 0),
    ]

    func testTheTopicsShowLoadingThenEachTopicNumberedWithItsPostsOrTheFailure() {
        XCTAssertEqual(TopicsScreen.lines(TopicsState()), ["[topics]"])
        XCTAssertEqual(TopicsScreen.lines(TopicsState(topics: .loading)), ["[topics] loading..."])
        XCTAssertEqual(
            TopicsScreen.lines(TopicsState(topics: .loaded(topics))),
            [
                "[topics] 3 topics", "  1. Productivity, 38 posts", "  2. Learning, 1 post", "  3. Hardware, 0 posts",
            ])
        XCTAssertEqual(TopicsScreen.lines(TopicsState(topics: .loaded([]))), ["[topics] no topics yet"])
        XCTAssertEqual(
            TopicsScreen.lines(TopicsState(topics: .failed(.timedOut))),
            ["[topics]", "  ! Could not load the topics. The server took too long to answer. (retry)"])
    }

    func testTheTopicsControlsOpenATopicRetryAndGoBack() {
        let loaded = TopicsState(topics: .loaded(topics))
        XCTAssertEqual(TopicsScreen.event(for: "open 2", in: loaded), .success(.select(id: 5)))
        XCTAssertEqual(
            TopicsScreen.event(for: "open 4", in: loaded),
            .failure(CommandError("there is no topic 4: the topics shown are 1 to 3")))
        XCTAssertEqual(
            TopicsScreen.event(for: "open 1", in: TopicsState(topics: .loading)),
            .failure(CommandError("there is no topic 1: no topic is shown")))
        XCTAssertEqual(
            TopicsScreen.event(for: "retry", in: loaded),
            .failure(CommandError("there is nothing to retry: the topics did not fail to load")))
        XCTAssertEqual(
            TopicsScreen.event(for: "retry", in: TopicsState(topics: .failed(.network))), .success(.retry))
        XCTAssertEqual(TopicsScreen.event(for: "back", in: loaded), .success(.backTapped))
        XCTAssertNil(TopicsScreen.event(for: "more", in: loaded))
    }

    func testATopicShowsItsNameAndItsPostsWithTheShelfsControls() {
        let learning = Topic(id: 5, name: "Learning", postCount: 2)
        let posts = [
            Post(id: 94, title: "Offline Flashcards", author: "Ana Souza", votes: 6),
            Post(id: 90, title: "Smart Reader", author: "Hana Sato", votes: 460),
        ]
        XCTAssertEqual(
            TopicScreen.lines(TopicState(id: 5, header: .loading, posts: PagedListState(isLoadingInitial: true))),
            ["[topic #5]", "  loading the topic...", "  posts: loading..."])
        XCTAssertEqual(
            TopicScreen.lines(TopicState(id: 9, header: .failed(.notFound))),
            ["[topic #9]", "  ! This topic does not exist. (retry)"])
        let state = TopicState(id: 5, header: .loaded(learning), posts: PagedListState(items: posts))
        XCTAssertEqual(
            TopicScreen.lines(state),
            [
                "[topic #5]", "  Learning, 2 posts", "  2 posts", "  1. #94 Offline Flashcards, by Ana Souza, 6 votes",
                "  2. #90 Smart Reader, by Hana Sato, 460 votes", "  (more)",
            ])
        XCTAssertEqual(TopicScreen.event(for: "open 1", in: state), .success(.select(id: 94)))
        XCTAssertEqual(TopicScreen.event(for: "more", in: state), .success(.posts(.reachedEnd)))
        XCTAssertEqual(TopicScreen.event(for: "back", in: state), .success(.backTapped))
        XCTAssertEqual(
            TopicScreen.event(for: "retry", in: TopicState(id: 5, header: .failed(.timedOut))), .success(.retry))
    }

    func testTheirEventsAreWrittenAsTheyAreReadBack() {
        let events: [TopicsEvent] = [.appear, .retry, .select(id: 5), .backTapped]
        for event in events {
            XCTAssertEqual(EventText.event(TopicsEvent.self, from: Substring(EventText.text(of: event))), event)
        }
        XCTAssertEqual(EventText.text(of: TopicsEvent.select(id: 5)), "select 5")
        XCTAssertNil(EventText.event(TopicsEvent.self, from: "select x"))
        let reachedEnd = PostShelfEvent.posts(.reachedEnd)
        XCTAssertEqual(
            EventText.event(PostShelfEvent.self, from: Substring(EventText.text(of: reachedEnd))), reachedEnd)
    }
}
