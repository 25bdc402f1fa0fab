import PresentersXCTest
import ShowcaseApp
import XCTest

/// A topic's screen, the shelf of posts over a topic's header, built by the test root over a use case whose
/// topic and pages answer as each test sets them up (`ShelfAnswers`, as `PostShelfPresenterTests`'s).
final class TopicPresenterTests: ShowcaseAppTestCase {
    // Ticks of a tenth of a second: the answers, tens of ticks away, come well within a request's 10 s.
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
    private lazy var answers = ShelfAnswers<Topic>(
        id: 5, header: "topics.topic", pages: "topics.posts", scheduler: scheduler)
    private lazy var topics = answers.headers
    private lazy var pages = answers.pages
    private lazy var test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) {
        [scheduler, answers] in
        let root = AppUnderTest(
            scheduler: scheduler, useCases: .unimplemented(Unimplemented(failureReporter: .xctest))
        ).root
        root[TopicsUseCase.self].topic = answers.headers.call
        root[TopicsUseCase.self].posts = answers.pages.call
        return root.topicPresenter(id: 5)
    }
    private let learning = Topic(id: 5, name: "Learning", postCount: 3)

    private typealias Posts = ShelfAnswers<Topic>.Posts

    private func page(_ page: PageRequest) -> ShelfPageRequest {
        answers.page(page)
    }

    private func shelf(_ header: Loadable<Topic, RequestFailure> = .idle, _ posts: Posts = Posts()) -> TopicState {
        answers.shelf(header, posts)
    }

    func testItLoadsTheTopicAndItsPostsOnceThenPagesAndOpensAPostById() {
        let header = topics.answer(5, with: ok(learning, after: 5))
        pages.answer(page(.latest), with: ok(Fixture.posts(2...3), after: 8))
        let older = pages.answer(page(.older(than: 2)), with: ok(Fixture.posts(1...1), after: 8))
        pages.answer(page(.older(than: 1)), with: ok([], after: 8))
        test.send(.appear, at: 10)
        test.send(.appear, at: 12)
        test.send(.retry, at: 13)
        test.send(.posts(.reachedEnd), at: 20)
        test.send(.posts(.reachedEnd), at: 30)
        test.send(.select(id: 3), at: 40)
        test.send(.select(id: 99), at: 41)
        test.send(.backTapped, at: 50)

        test.run()

        let loaded = Fixture.posts(2...3)
        test.assertStates([
            .next(0, shelf()), .next(10, shelf(.loading)), .next(10, shelf(.loading, Posts(isLoadingInitial: true))),
            .next(15, shelf(.loaded(learning), Posts(isLoadingInitial: true))),
            .next(18, shelf(.loaded(learning), Posts(items: loaded))),
            .next(20, shelf(.loaded(learning), Posts(items: loaded, isLoadingOlder: true))),
            .next(28, shelf(.loaded(learning), Posts(items: Fixture.posts(1...3)))),
            .next(30, shelf(.loaded(learning), Posts(items: Fixture.posts(1...3), isLoadingOlder: true))),
            .next(38, shelf(.loaded(learning), Posts(items: Fixture.posts(1...3), moreToLoad: false))),
        ])
        test.assertRoutes([.next(40, .postDetail(id: 3)), .next(50, .back)])
        XCTAssertEqual(topics.requests, [5])
        XCTAssertEqual(pages.requests, [page(.latest), page(.older(than: 2)), page(.older(than: 1))])
        XCTAssertEqual(header.subscriptions, [Subscription(10, 15)])
        XCTAssertEqual(older.subscriptions, [Subscription(20, 28)])
        // The topic's screen follows the store's votes while it lives.
        test.finish(expectingLiveSubscriptions: 1)
    }

    func testAnUnknownTopicIsNotFoundWithoutItsPostsAndItsRetryAsksForBothAgain() {
        topics.answer(5, with: [.error(5, APIError.notFound)])
        pages.answer(page(.latest), with: ok([], after: 2))
        topics.answer(5, with: ok(learning, after: 5))
        pages.answer(page(.latest), with: ok(Fixture.posts(1...3), after: 8))
        test.send(.appear, at: 10)
        test.send(.retry, at: 20)

        test.run()

        let none = Posts(moreToLoad: false, isEmpty: true)
        test.assertStates([
            .next(0, shelf()), .next(10, shelf(.loading)), .next(10, shelf(.loading, Posts(isLoadingInitial: true))),
            .next(12, shelf(.loading, none)),
            // A topic that does not exist has no posts to show.
            .next(15, shelf(.failed(.notFound))),
            .next(20, shelf(.loading)), .next(20, shelf(.loading, Posts(isLoadingInitial: true))),
            .next(25, shelf(.loaded(learning), Posts(isLoadingInitial: true))),
            .next(28, shelf(.loaded(learning), Posts(items: Fixture.posts(1...3)))),
        ])
        test.assertRoutes([])
        XCTAssertEqual(topics.requests, [5, 5])
        XCTAssertEqual(pages.requests, [page(.latest), page(.latest)])
        XCTAssertEqual(RequestFailure.notFound.message(about: "topic"), "This topic does not exist.")
        test.finish(expectingLiveSubscriptions: 1)
    }

    func testATopicThatDoesNotAnswerTimesOutAfterTenSecondsWithARetryOfItAlone() {
        let hung = topics.answer(5, with: [])
        topics.answer(5, with: ok(learning))
        pages.answer(page(.latest), with: ok(Fixture.posts(1...3)))
        test.send(.appear, at: 10)
        test.send(.retry, at: 120)

        test.run()

        let posts = Posts(items: Fixture.posts(1...3))
        test.assertStates([
            .next(0, shelf()), .next(10, shelf(.loading)), .next(10, shelf(.loading, Posts(isLoadingInitial: true))),
            .next(20, shelf(.loading, posts)), .next(110, shelf(.failed(.timedOut), posts)),
            .next(120, shelf(.loading, posts)), .next(130, shelf(.loaded(learning), posts)),
        ])
        test.assertRoutes([])
        XCTAssertEqual(hung.subscriptions, [Subscription(10, 110)])
        XCTAssertEqual(pages.requests, [page(.latest)], "the posts did not fail: the retry asks for the topic alone")
        test.finish(expectingLiveSubscriptions: 1)
    }
}
