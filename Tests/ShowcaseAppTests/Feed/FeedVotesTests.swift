import PresentersXCTest
import ShowcaseApp
import XCTest

final class FeedVotesTests: ShowcaseAppTestCase {
    // Ticks of a tenth of a second: the answers, tens of ticks away, come well within a request's 10 s.
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
    private lazy var pages = TestAnswers<PageRequest, [Post]>(
        call: "feed.page", scheduler: scheduler, failureReporter: .xctest)
    private let store = AppStore(session: Fixture.session)
    private let page = Fixture.posts(1...3)

    private func makeTest() -> PresenterTest<FeedEvent, FeedState, FeedRoute> {
        PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [pages, store, scheduler] in
            var useCase = FeedUseCase.unimplemented(Unimplemented(failureReporter: .xctest))
            useCase.page = pages.call
            return makeFeedPresenter(useCase: useCase, votes: store.slice(\.votes), scheduler: scheduler)
        }
    }

    func testGivenAShownPageWhenAVoteChangesInTheStoreThenItsPostShowsTheNewCountWithoutAReload() {
        pages.answer(.latest, with: [.next(10, page), .completed(10)])
        let test = makeTest()
        test.send(.appear, at: 10)
        let known = page[1].votes
        scheduler.scheduleAt(50) { [store] in store.dispatch(.voteSent(postID: 2, voted: true, count: known)) }
        scheduler.scheduleAt(60) { [store] in store.dispatch(.voteConfirmed(postID: 2, voted: true, count: 77)) }
        scheduler.scheduleAt(70) { [store] in store.dispatch(.voteFailed(postID: 2, previous: nil)) }

        test.run()

        let voted = page[1].votes + 1
        test.assertStates([
            .next(0, FeedState()), .next(10, FeedState(isLoadingInitial: true)), .next(20, FeedState(items: page)),
            .next(50, FeedState(items: [page[0], page[1].counting(voted), page[2]])),
            .next(60, FeedState(items: [page[0], page[1].counting(77), page[2]])),
        ])
        test.assertRoutes([])
        XCTAssertEqual(pages.requests, [.latest])
        // At 70 the store forgot the vote: the feed keeps the last count it was told.
        test.finish(expectingLiveSubscriptions: 1)
    }

    func testGivenTheFeedWhenTheUserLogsOutThenItRoutesToTheLogin() {
        pages.answer(.latest, with: [.next(10, page), .completed(10)])
        let test = makeTest()
        test.send(.appear, at: 10)
        test.send(.logOutTapped, at: 30)

        test.run()

        test.assertStates([
            .next(0, FeedState()), .next(10, FeedState(isLoadingInitial: true)), .next(20, FeedState(items: page)),
        ])
        test.assertRoutes([.next(30, .loggedOut)])
        test.finish(expectingLiveSubscriptions: 1)
    }

    func testGivenVotesInTheStoreWhenTheFeedAppearsAgainThenItFollowsThemOnce() {
        store.dispatch(.voteConfirmed(postID: 9, voted: true, count: 5))
        pages.answer(.latest, with: [.next(10, page), .completed(10)])
        let test = makeTest()
        test.send(.appear, at: 10)
        test.send(.appear, at: 40)
        scheduler.scheduleAt(50) { [store] in store.dispatch(.voteConfirmed(postID: 3, voted: true, count: 1)) }

        test.run()

        test.assertStates([
            .next(0, FeedState()), .next(10, FeedState(isLoadingInitial: true)), .next(20, FeedState(items: page)),
            .next(50, FeedState(items: [page[0].counting(1), page[1], page[2]])),
        ])
        test.assertRoutes([])
        test.finish(expectingLiveSubscriptions: 1)
    }
}
