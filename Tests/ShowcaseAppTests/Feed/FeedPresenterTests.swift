import Presenters
import ShowcaseApp
import XCTest

final class FeedPresenterTests: FeedPresenterTestCase {
    func testGivenAFreshFeedWhenItAppearsThenTheFirstPageLoads() {
        let answer = appearWithFirstPage()

        test.run()

        test.assertStates(firstPageStates)
        test.assertRoutes([])
        XCTAssertEqual(pages.requests, [.latest])
        XCTAssertEqual(answer.subscriptions, [Subscription(10, 20)])
        test.finish()
    }

    func testGivenNoPostsWhenTheFeedAppearsThenItShowsTheEmptyStateAndNothingMoreToLoad() {
        let answer = pages.answer(.latest, with: ok([]))

        test.send(.appear, at: 10)
        test.send(.reachedEnd, at: 30)
        test.send(.appear, at: 40)

        test.run()

        test.assertStates([
            .next(0, FeedState()), .next(10, FeedState(isLoadingInitial: true)),
            .next(20, FeedState(moreToLoad: false, isEmpty: true)),
        ])
        XCTAssertEqual(pages.requests, [.latest])
        XCTAssertEqual(answer.subscriptions, [Subscription(10, 20)])
        test.finish()
    }

    func testGivenTheEmptyStateWhenRefreshFindsPostsThenTheyAreShown() {
        pages.answer(.latest, with: ok([]))
        let second = pages.answer(.latest, with: ok(Fixture.posts(1...3)))

        test.send(.appear, at: 10)
        test.send(.refresh, at: 30)

        test.run()

        test.assertStates([
            .next(0, FeedState()), .next(10, FeedState(isLoadingInitial: true)),
            .next(20, FeedState(moreToLoad: false, isEmpty: true)),
            .next(30, FeedState(isRefreshing: true, moreToLoad: false, isEmpty: true)),
            .next(40, FeedState(items: Fixture.posts(1...3))),
        ])
        XCTAssertEqual(pages.requests, [.latest, .latest])
        XCTAssertEqual(second.subscriptions, [Subscription(30, 40)])
        test.finish()
    }

    func testGivenTheFirstLoadFailedWhenRetryIsTappedThenItLoadsAgain() {
        let failed = pages.answer(.latest, with: [.error(10, APIError.network)])
        let retried = pages.answer(.latest, with: ok(firstPage))

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
        XCTAssertEqual(pages.requests, [.latest, .latest])
        XCTAssertEqual(failed.subscriptions, [Subscription(10, 20)])
        XCTAssertEqual(retried.subscriptions, [Subscription(30, 40)])
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
        XCTAssertEqual(pages.requests, [.latest], "appearing again after the first page loads nothing either")
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

    func testWhenACollectionOrAUserIsChosenThenItRoutesToItById() {
        test.send(.openCollection(id: 3), at: 10)
        test.send(.openUser(id: 2), at: 20)

        test.run()

        test.assertStates([.next(0, FeedState())])
        test.assertRoutes([.next(10, .collection(id: 3)), .next(20, .user(id: 2))])
        XCTAssertEqual(pages.requests, [])
        test.finish()
    }

    func testEachCauseOfFailureHasItsMessage() {
        let cases: [(Swift.Error, RequestFailure)] = [
            (APIError.network, .network), (APIError.server(statusCode: 502), .server),
            (APIError.invalidResponse, .unexpected), (APIError.notFound, .notFound),
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
        let answer = pages.answer(.latest, with: ok(firstPage))
        test.send(.appear, at: 10)
        test.advance(to: 15)
        test.assertStates([.next(0, FeedState()), .next(10, FeedState(isLoadingInitial: true))])
        test.assertRoutes([])

        test.releasePresenter()

        XCTAssertEqual(answer.subscriptions, [Subscription(10, 15)])
        test.finish()
    }
}
