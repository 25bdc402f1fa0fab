import PresentersXCTest
import ShowcaseApp
import XCTest

/// A collection's screen under the harness (the user's and the topic's screens are the same presenter over
/// another header), whose header and pages answer as each test sets them up (`ShelfAnswers`).
final class PostShelfPresenterTests: ShowcaseAppTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private let collection = PostCollection(id: 3, title: "Staff picks", curator: "Ana Souza")
    private lazy var answers = ShelfAnswers<PostCollection>(
        id: 3, header: "collection.load", pages: "collection.posts", scheduler: scheduler)
    private lazy var test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [answers, scheduler] in
        makePostShelfPresenter(
            id: 3, header: { answers.headers.call(3) }, page: { answers.pages.call(answers.page($0)) },
            scheduler: scheduler)
    }

    private typealias Posts = ShelfAnswers<PostCollection>.Posts

    private func answerHeader(_ events: [Recorded<Event<PostCollection>>]) {
        answers.headers.answer(3, with: events)
    }

    private func answer(_ page: PageRequest, _ posts: [Post], after delay: TestTime = 8) {
        answers.pages.answer(answers.page(page), with: ok(posts, after: delay))
    }

    private func shelf(_ header: Loadable<PostCollection, RequestFailure> = .idle, _ posts: Posts = Posts())
        -> CollectionState
    {
        answers.shelf(header, posts)
    }

    func testItLoadsItsHeaderAndItsPostsOnceThenPagesAndOpensAPostById() {
        answerHeader([.next(5, collection), .completed(5)])
        answer(.latest, Fixture.posts(9...10))
        answer(.older(than: 9), [])
        test.send(.appear, at: 10)
        test.send(.appear, at: 12)
        test.send(.retry, at: 13)
        test.send(.posts(.reachedEnd), at: 20)
        test.send(.select(id: 10), at: 30)
        test.send(.select(id: 99), at: 31)
        test.send(.backTapped, at: 40)

        test.run()

        let loaded = Posts(items: Fixture.posts(9...10))
        test.assertStates([
            .next(0, shelf()), .next(10, shelf(.loading)), .next(10, shelf(.loading, Posts(isLoadingInitial: true))),
            .next(15, shelf(.loaded(collection), Posts(isLoadingInitial: true))),
            .next(18, shelf(.loaded(collection), loaded)),
            .next(20, shelf(.loaded(collection), Posts(items: Fixture.posts(9...10), isLoadingOlder: true))),
            .next(28, shelf(.loaded(collection), Posts(items: Fixture.posts(9...10), moreToLoad: false))),
        ])
        test.assertRoutes([.next(30, .postDetail(id: 10)), .next(40, .back)])
        XCTAssertEqual(answers.pagesAsked, [.latest, .older(than: 9)])
        test.finish()
    }

    func testAnUnknownCollectionIsNotFoundAndAHeaderThatHangsTimesOutEachWithARetry() {
        answerHeader([.error(5, APIError.notFound)])
        answerHeader([])
        answerHeader([.next(5, collection), .completed(5)])
        answer(.latest, [], after: 2)
        answer(.latest, [], after: 2)
        test.send(.appear, at: 10)
        test.send(.retry, at: 20)
        test.send(.retry, at: 40)

        test.run()

        let none = Posts(moreToLoad: false, isEmpty: true)
        test.assertStates([
            .next(0, shelf()), .next(10, shelf(.loading)), .next(10, shelf(.loading, Posts(isLoadingInitial: true))),
            .next(12, shelf(.loading, none)),
            // A collection that does not exist has no posts to show.
            .next(15, shelf(.failed(.notFound))),
            // Its retry asks for the collection and for its posts again.
            .next(20, shelf(.loading)), .next(20, shelf(.loading, Posts(isLoadingInitial: true))),
            .next(22, shelf(.loading, none)), .next(30, shelf(.failed(.timedOut), none)),
            // The posts did not fail: this retry asks for the header only.
            .next(40, shelf(.loading, none)), .next(45, shelf(.loaded(collection), none)),
        ])
        XCTAssertEqual(answers.pagesAsked, [.latest, .latest])
        XCTAssertEqual(RequestFailure.notFound.message(about: "collection"), "This collection does not exist.")
        XCTAssertEqual(RequestFailure.timedOut.message(about: "user"), "The user took too long to load.")
        test.finish()
    }

    func testThePostsOfACollectionThatDoesNotExistFailSilentlyEvenWhenTheyAnswerLast() {
        answerHeader([.error(5, APIError.notFound)])
        answers.pages.answer(answers.page(.latest), with: [.error(8, APIError.notFound)])
        test.send(.appear, at: 10)

        test.run()

        test.assertStates([
            .next(0, shelf()), .next(10, shelf(.loading)), .next(10, shelf(.loading, Posts(isLoadingInitial: true))),
            .next(15, shelf(.failed(.notFound))),
        ])
        test.finish()
    }

    func testRetryAsksAgainForThePostsWhenOnlyTheyFailed() {
        answerHeader([.next(5, collection), .completed(5)])
        answers.pages.answer(answers.page(.latest), with: [.error(8, APIError.network)])
        test.send(.appear, at: 10)
        test.run()
        answer(.latest, Fixture.posts(9...10))
        test.send(.retry, at: 30)

        test.run()

        let failed = Posts(failure: PagedListFailure(load: .initial, cause: .network))
        test.assertStates([
            .next(0, shelf()), .next(10, shelf(.loading)), .next(10, shelf(.loading, Posts(isLoadingInitial: true))),
            .next(15, shelf(.loaded(collection), Posts(isLoadingInitial: true))),
            .next(18, shelf(.loaded(collection), failed)),
            .next(30, shelf(.loaded(collection), Posts(isLoadingInitial: true))),
            .next(38, shelf(.loaded(collection), Posts(items: Fixture.posts(9...10)))),
        ])
        XCTAssertEqual(answers.pagesAsked, [.latest, .latest])
        test.finish()
    }
}

/// The collection and user use cases over the in-memory backend.
final class ShelfUseCaseTests: ShowcaseAppTestCase {
    func testTheLiveUseCasesReadTheCatalog() {
        let scheduler = TestScheduler(initialClock: 0)
        let backend = InMemoryBackend(scheduler: scheduler, configuration: .init(latency: .seconds(1)))
        let catalog = RemoteCatalogRepository(client: backend)
        let collections = CollectionUseCase.live(repository: catalog)
        let users = UserUseCase.live(repository: catalog)

        let collection = scheduler.start { collections.collection(1).asObservable() }
        let posts = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            collections.posts(ShelfPageRequest(id: 1, page: .older(than: 10))).map { $0.map(\.id) }.asObservable()
        }
        let user = scheduler.start(created: 2100, subscribed: 2200, disposed: 3000) {
            users.user(1).asObservable()
        }
        let userPosts = scheduler.start(created: 3100, subscribed: 3200, disposed: 4000) {
            users.posts(ShelfPageRequest(id: 1, page: .older(than: 23))).map { $0.map(\.id) }.asObservable()
        }

        XCTAssertEqual(
            collection.events,
            [.next(201, PostCollection(id: 1, title: "Tools for focus", curator: "Dana Levi")), .completed(201)])
        XCTAssertEqual(posts.events, [.next(1201, [9, 5, 1]), .completed(1201)])
        XCTAssertEqual(user.events, [.next(2201, UserProfile(id: 1, name: "Ana Souza")), .completed(2201)])
        XCTAssertEqual(userPosts.events, [.next(3201, [22, 11]), .completed(3201)])
    }
}
