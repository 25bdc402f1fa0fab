import Presenters
import XCTest

final class FeedPresenterTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private lazy var useCase = StubFeedUseCase(scheduler: scheduler)
    private lazy var test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler, useCase] in
        FeedPresenter(useCase: useCase, scheduler: scheduler)
    }
    private let firstPage = Fixture.posts(81...100)

    private func ok(_ posts: [Post], after delay: TestTime = 10) -> [Recorded<Event<[Post]>>] {
        [.next(delay, posts), .completed(delay)]
    }

    /// Sets up a first page of posts 81...100, asked for at 10 and shown at 20.
    @discardableResult
    private func appearWithFirstPage() -> TestableObservable<[Post]> {
        let answer = useCase.answer(.latest, with: ok(firstPage))
        _ = test
        test.send(.appear, at: 10)
        return answer
    }

    /// The states of `appearWithFirstPage`.
    private var firstPageStates: RecordedEvents<FeedState> {
        [.next(0, FeedState()), .next(10, FeedState(isLoadingInitial: true)), .next(20, FeedState(items: firstPage))]
    }

    func testGivenAFreshFeedWhenItAppearsThenTheFirstPageLoads() {
        let answer = appearWithFirstPage()

        test.run()

        test.assertStates(firstPageStates)
        test.assertRoutes([])
        XCTAssertEqual(useCase.requests, [.latest])
        XCTAssertEqual(answer.subscriptions, [Subscription(10, 20)])
        test.finish()
    }

    func testGivenNoPostsWhenTheFeedAppearsThenItShowsTheEmptyStateAndNothingMoreToLoad() {
        let answer = useCase.answer(.latest, with: ok([]))
        _ = test
        test.send(.appear, at: 10)
        test.send(.reachedEnd, at: 30)
        test.send(.appear, at: 40)

        test.run()

        test.assertStates([
            .next(0, FeedState()), .next(10, FeedState(isLoadingInitial: true)),
            .next(20, FeedState(moreToLoad: false, isEmpty: true)),
        ])
        XCTAssertEqual(useCase.requests, [.latest])
        XCTAssertEqual(answer.subscriptions, [Subscription(10, 20)])
        test.finish()
    }

    func testGivenTheEmptyStateWhenRefreshFindsPostsThenTheyAreShown() {
        useCase.answer(.latest, with: ok([]))
        let second = useCase.answer(.latest, with: ok(Fixture.posts(1...3)))
        _ = test
        test.send(.appear, at: 10)
        test.send(.refresh, at: 30)

        test.run()

        test.assertStates([
            .next(0, FeedState()), .next(10, FeedState(isLoadingInitial: true)),
            .next(20, FeedState(moreToLoad: false, isEmpty: true)),
            .next(30, FeedState(isRefreshing: true, moreToLoad: false, isEmpty: true)),
            .next(40, FeedState(items: Fixture.posts(1...3))),
        ])
        XCTAssertEqual(useCase.requests, [.latest, .latest])
        XCTAssertEqual(second.subscriptions, [Subscription(30, 40)])
        test.finish()
    }

    func testGivenTheFirstLoadFailedWhenRetryIsTappedThenItLoadsAgain() {
        let failed = useCase.answer(.latest, with: [.error(10, APIError.network)])
        let retried = useCase.answer(.latest, with: ok(firstPage))
        _ = test
        test.send(.appear, at: 10)
        test.send(.appear, at: 25)
        test.send(.retry, at: 30)

        test.run()

        let failure = FeedFailure(load: .initial, cause: .network)
        test.assertStates([
            .next(0, FeedState()), .next(10, FeedState(isLoadingInitial: true)),
            .next(20, FeedState(failure: failure)), .next(30, FeedState(isLoadingInitial: true)),
            .next(40, FeedState(items: firstPage)),
        ])
        XCTAssertEqual(failure.message, "Could not load the feed. No connection.")
        XCTAssertEqual(useCase.requests, [.latest, .latest])
        XCTAssertEqual(failed.subscriptions, [Subscription(10, 20)])
        XCTAssertEqual(retried.subscriptions, [Subscription(30, 40)])
        test.finish()
    }

    func testWhenRefreshedThenNewerPostsArePrepended() {
        appearWithFirstPage()
        let newer = useCase.answer(.newer(than: 100), with: ok(Fixture.posts(101...102)))
        test.send(.refresh, at: 30)

        test.run()

        test.assertStates(
            firstPageStates + [
                .next(30, FeedState(items: firstPage, isRefreshing: true)),
                .next(40, FeedState(items: Fixture.posts(81...102))),
            ])
        XCTAssertEqual(useCase.requests, [.latest, .newer(than: 100)])
        XCTAssertEqual(newer.subscriptions, [Subscription(30, 40)])
        test.finish()
    }

    func testWhenRefreshFindsNothingNewerThenTheListStaysAsItWas() {
        appearWithFirstPage()
        useCase.answer(.newer(than: 100), with: ok([]))
        test.send(.refresh, at: 30)
        test.send(.refresh, at: 35)

        test.run()

        test.assertStates(
            firstPageStates + [
                .next(30, FeedState(items: firstPage, isRefreshing: true)), .next(40, FeedState(items: firstPage)),
            ])
        XCTAssertEqual(useCase.requests, [.latest, .newer(than: 100)], "a refresh while refreshing starts nothing")
        test.finish()
    }

    func testWhenTheEndIsReachedThenOlderPagesAreAppendedUntilOneComesBackEmpty() {
        appearWithFirstPage()
        let second = useCase.answer(.older(than: 81), with: ok(Fixture.posts(61...80)))
        let last = useCase.answer(.older(than: 61), with: ok([]))
        test.send(.reachedEnd, at: 30)
        test.send(.reachedEnd, at: 50)
        test.send(.reachedEnd, at: 70)

        test.run()

        test.assertStates(
            firstPageStates + [
                .next(30, FeedState(items: firstPage, isLoadingOlder: true)),
                .next(40, FeedState(items: Fixture.posts(61...100))),
                .next(50, FeedState(items: Fixture.posts(61...100), isLoadingOlder: true)),
                .next(60, FeedState(items: Fixture.posts(61...100), moreToLoad: false)),
            ])
        XCTAssertEqual(useCase.requests, [.latest, .older(than: 81), .older(than: 61)])
        XCTAssertEqual(second.subscriptions, [Subscription(30, 40)])
        XCTAssertEqual(last.subscriptions, [Subscription(50, 60)])
        test.finish()
    }

    func testWhenTheEndIsReachedAgainWhileLoadingOlderThenNothingMoreIsAskedFor() {
        appearWithFirstPage()
        let older = useCase.answer(.older(than: 81), with: ok(Fixture.posts(61...80)))
        test.send(.reachedEnd, at: 30)
        test.send(.reachedEnd, at: 35)

        test.run()

        test.assertStates(
            firstPageStates + [
                .next(30, FeedState(items: firstPage, isLoadingOlder: true)),
                .next(40, FeedState(items: Fixture.posts(61...100))),
            ])
        XCTAssertEqual(useCase.requests, [.latest, .older(than: 81)])
        XCTAssertEqual(older.subscriptions, [Subscription(30, 40)])
        test.finish()
    }

    func testGivenOlderPostsLoadingWhenRefreshedThenBothCompleteInOneOrderedListWithoutDuplicates() {
        appearWithFirstPage()
        // Both pages overlap the list: the older one repeats post 81, the newer one post 100.
        let older = useCase.answer(.older(than: 81), with: ok(Fixture.posts(61...81), after: 20))
        let newer = useCase.answer(.newer(than: 100), with: ok(Fixture.posts(100...101), after: 5))
        test.send(.reachedEnd, at: 30)
        test.send(.refresh, at: 35)

        test.run()

        test.assertStates(
            firstPageStates + [
                .next(30, FeedState(items: firstPage, isLoadingOlder: true)),
                .next(35, FeedState(items: firstPage, isRefreshing: true, isLoadingOlder: true)),
                .next(40, FeedState(items: Fixture.posts(81...101), isLoadingOlder: true)),
                .next(50, FeedState(items: Fixture.posts(61...101))),
            ])
        XCTAssertEqual(older.subscriptions, [Subscription(30, 50)])
        XCTAssertEqual(newer.subscriptions, [Subscription(35, 40)])
        test.finish()
    }

    func testGivenARefreshWhenOlderPostsArriveFirstThenTheListIsStillOrdered() {
        appearWithFirstPage()
        useCase.answer(.newer(than: 100), with: ok(Fixture.posts(101...103), after: 20))
        useCase.answer(.older(than: 81), with: ok(Fixture.posts(61...80), after: 5))
        test.send(.refresh, at: 30)
        test.send(.reachedEnd, at: 35)

        test.run()

        test.assertStates(
            firstPageStates + [
                .next(30, FeedState(items: firstPage, isRefreshing: true)),
                .next(35, FeedState(items: firstPage, isRefreshing: true, isLoadingOlder: true)),
                .next(40, FeedState(items: Fixture.posts(61...100), isRefreshing: true)),
                .next(50, FeedState(items: Fixture.posts(61...103))),
            ])
        test.finish()
    }

    func testGivenLoadingOlderFailedWhenRetryIsTappedThenTheOlderPageLoadsAgain() {
        appearWithFirstPage()
        let failed = useCase.answer(.older(than: 81), with: [.error(10, APIError.server(statusCode: 500))])
        let retried = useCase.answer(.older(than: 81), with: ok(Fixture.posts(61...80)))
        test.send(.reachedEnd, at: 30)
        test.send(.retry, at: 50)
        test.send(.retry, at: 70)

        test.run()

        let failure = FeedFailure(load: .older, cause: .server)
        test.assertStates(
            firstPageStates + [
                .next(30, FeedState(items: firstPage, isLoadingOlder: true)),
                .next(40, FeedState(items: firstPage, failure: failure)),
                .next(50, FeedState(items: firstPage, isLoadingOlder: true)),
                .next(60, FeedState(items: Fixture.posts(61...100))),
            ])
        XCTAssertEqual(failure.message, "Could not load older posts. Something went wrong on our side.")
        XCTAssertEqual(useCase.requests, [.latest, .older(than: 81), .older(than: 81)], "a retry with no failure")
        XCTAssertEqual(failed.subscriptions, [Subscription(30, 40)])
        XCTAssertEqual(retried.subscriptions, [Subscription(50, 60)])
        test.finish()
    }

    func testGivenRefreshFailedWhenRetryIsTappedThenItRefreshesAgain() {
        appearWithFirstPage()
        useCase.answer(.newer(than: 100), with: [.error(10, APIError.invalidResponse)])
        useCase.answer(.newer(than: 100), with: ok([Fixture.post(101)]))
        test.send(.refresh, at: 30)
        test.send(.retry, at: 50)

        test.run()

        let failure = FeedFailure(load: .newer, cause: .unexpected)
        test.assertStates(
            firstPageStates + [
                .next(30, FeedState(items: firstPage, isRefreshing: true)),
                .next(40, FeedState(items: firstPage, failure: failure)),
                .next(50, FeedState(items: firstPage, isRefreshing: true)),
                .next(60, FeedState(items: Fixture.posts(81...101))),
            ])
        XCTAssertEqual(failure.message, "Could not load newer posts. Unexpected answer from the server.")
        XCTAssertEqual(useCase.requests, [.latest, .newer(than: 100), .newer(than: 100)])
        test.finish()
    }

    func testGivenAFailureWhenAnotherLoadStartsThenTheFailureIsCleared() {
        appearWithFirstPage()
        useCase.answer(.newer(than: 100), with: [.error(10, APIError.network)])
        useCase.answer(.older(than: 81), with: ok(Fixture.posts(61...80)))
        test.send(.refresh, at: 30)
        test.send(.reachedEnd, at: 50)

        test.run()

        test.assertStates(
            firstPageStates + [
                .next(30, FeedState(items: firstPage, isRefreshing: true)),
                .next(40, FeedState(items: firstPage, failure: FeedFailure(load: .newer, cause: .network))),
                .next(50, FeedState(items: firstPage, isLoadingOlder: true)),
                .next(60, FeedState(items: Fixture.posts(61...100))),
            ])
        test.finish()
    }

    func testWhileTheFirstPageLoadsNothingElseStarts() {
        let answer = appearWithFirstPage()
        test.send(.appear, at: 12)
        test.send(.refresh, at: 13)
        test.send(.reachedEnd, at: 14)
        test.send(.retry, at: 15)
        test.send(.appear, at: 30)

        test.run()

        test.assertStates(firstPageStates)
        XCTAssertEqual(useCase.requests, [.latest], "appearing again after the first page loads nothing either")
        XCTAssertEqual(answer.subscriptions, [Subscription(10, 20)])
        test.finish()
    }

    func testWhenAPostIsSelectedThenItRoutesToItsDetail() {
        appearWithFirstPage()
        test.send(.select(id: 90), at: 30)
        test.send(.select(id: 999), at: 40)

        test.run()

        test.assertStates(firstPageStates)
        test.assertRoutes([.next(30, .postDetail(Fixture.post(90)))])
        test.finish()
    }

    func testEachCauseOfFailureHasItsMessage() {
        let cases: [(Swift.Error, FeedFailure.Cause)] = [
            (APIError.network, .network), (APIError.server(statusCode: 502), .server),
            (APIError.invalidResponse, .unexpected), (APIError.notFound, .unexpected),
            (Fixture.Unexpected(), .unexpected),
        ]
        for (error, cause) in cases {
            XCTAssertEqual(FeedFailure(load: .initial, error: error), FeedFailure(load: .initial, cause: cause))
        }
        XCTAssertEqual(
            FeedFailure(load: .initial, cause: .unexpected).message,
            "Could not load the feed. Unexpected answer from the server.")
        XCTAssertEqual(
            FeedFailure(load: .newer, cause: .server).message,
            "Could not load newer posts. Something went wrong on our side.")
        XCTAssertEqual(FeedFailure(load: .older, cause: .network).message, "Could not load older posts. No connection.")
    }

    func testAFeedReleasedWhileLoadingIsFreedAndCancelsTheRequest() {
        let answer = useCase.answer(.latest, with: ok(firstPage))
        test.send(.appear, at: 10)
        test.advance(to: 15)
        test.assertStates([.next(0, FeedState()), .next(10, FeedState(isLoadingInitial: true))])
        test.assertRoutes([])

        test.releasePresenter()

        XCTAssertEqual(answer.subscriptions, [Subscription(10, 15)])
        test.finish()
    }
}
