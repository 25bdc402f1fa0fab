import Presenters
import ShowcaseApp
import XCTest

final class FeedPagingTests: FeedPresenterTestCase {
    func testWhenRefreshedThenNewerPostsArePrepended() {
        appearWithFirstPage()
        let newer = pages.answer(.newer(than: 100), with: ok(Fixture.posts(101...102)))
        test.send(.refresh, at: 30)

        test.run()

        test.assertStates(
            firstPageStates + [
                .next(30, FeedState(items: firstPage, isRefreshing: true)),
                .next(40, FeedState(items: Fixture.posts(81...102))),
            ])
        XCTAssertEqual(pages.requests, [.latest, .newer(than: 100)])
        XCTAssertEqual(newer.subscriptions, [Subscription(30, 40)])
        test.finish()
    }

    func testWhenRefreshFindsNothingNewerThenTheListStaysAsItWas() {
        appearWithFirstPage()
        pages.answer(.newer(than: 100), with: ok([]))
        test.send(.refresh, at: 30)
        test.send(.refresh, at: 35)

        test.run()

        test.assertStates(
            firstPageStates + [
                .next(30, FeedState(items: firstPage, isRefreshing: true)), .next(40, FeedState(items: firstPage)),
            ])
        XCTAssertEqual(pages.requests, [.latest, .newer(than: 100)], "a refresh while refreshing starts nothing")
        test.finish()
    }

    func testWhenTheEndIsReachedThenOlderPagesAreAppendedUntilOneComesBackEmpty() {
        appearWithFirstPage()
        let second = pages.answer(.older(than: 81), with: ok(Fixture.posts(61...80)))
        let last = pages.answer(.older(than: 61), with: ok([]))
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
        XCTAssertEqual(pages.requests, [.latest, .older(than: 81), .older(than: 61)])
        XCTAssertEqual(second.subscriptions, [Subscription(30, 40)])
        XCTAssertEqual(last.subscriptions, [Subscription(50, 60)])
        test.finish()
    }

    func testWhenTheEndIsReachedAgainWhileLoadingOlderThenNothingMoreIsAskedFor() {
        appearWithFirstPage()
        let older = pages.answer(.older(than: 81), with: ok(Fixture.posts(61...80)))
        test.send(.reachedEnd, at: 30)
        test.send(.reachedEnd, at: 35)

        test.run()

        test.assertStates(
            firstPageStates + [
                .next(30, FeedState(items: firstPage, isLoadingOlder: true)),
                .next(40, FeedState(items: Fixture.posts(61...100))),
            ])
        XCTAssertEqual(pages.requests, [.latest, .older(than: 81)])
        XCTAssertEqual(older.subscriptions, [Subscription(30, 40)])
        test.finish()
    }

    func testGivenOlderPostsLoadingWhenRefreshedThenBothCompleteInOneOrderedListWithoutDuplicates() {
        appearWithFirstPage()
        // Both pages overlap the list: the older one repeats post 81, the newer one post 100.
        let older = pages.answer(.older(than: 81), with: ok(Fixture.posts(61...81), after: 20))
        let newer = pages.answer(.newer(than: 100), with: ok(Fixture.posts(100...101), after: 5))
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
        pages.answer(.newer(than: 100), with: ok(Fixture.posts(101...103), after: 20))
        pages.answer(.older(than: 81), with: ok(Fixture.posts(61...80), after: 5))
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
        let failed = pages.answer(.older(than: 81), with: [.error(10, APIError.server(statusCode: 500))])
        let retried = pages.answer(.older(than: 81), with: ok(Fixture.posts(61...80)))
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
        XCTAssertEqual(pages.requests, [.latest, .older(than: 81), .older(than: 81)], "a retry with no failure")
        XCTAssertEqual(failed.subscriptions, [Subscription(30, 40)])
        XCTAssertEqual(retried.subscriptions, [Subscription(50, 60)])
        test.finish()
    }

    func testGivenRefreshFailedWhenRetryIsTappedThenItRefreshesAgain() {
        appearWithFirstPage()
        pages.answer(.newer(than: 100), with: [.error(10, APIError.invalidResponse)])
        pages.answer(.newer(than: 100), with: ok([Fixture.post(101)]))
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
        XCTAssertEqual(pages.requests, [.latest, .newer(than: 100), .newer(than: 100)])
        test.finish()
    }

    func testGivenAFailureWhenAnotherLoadStartsThenTheFailureIsCleared() {
        appearWithFirstPage()
        pages.answer(.newer(than: 100), with: [.error(10, APIError.network)])
        pages.answer(.older(than: 81), with: ok(Fixture.posts(61...80)))
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
}
