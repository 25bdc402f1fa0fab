import PresentersXCTest
import XCTest

/// The snippets of the "Paging a list" article, run as they are printed there: a search whose list is made for
/// its query.
final class PagingAListArticleTests: PresentersTestCase {
    func testTheLatestQueryWinsAndItsSongsKeepTheServicesOrder() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)  // a tick is a millisecond
        let pages = TestAnswers<SongPage, [Song]>(call: "songs.page", scheduler: scheduler, failureReporter: .xctest)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            makeSongSearchPresenter(page: pages.call, scheduler: scheduler)
        }
        let love = pages.answer(SongPage("love"), with: [.next(10, songs(7, 3, 9)), .completed(10)])
        // Each page lists the most relevant songs first, whatever their ids.
        let loud = pages.answer(SongPage("loud"), with: [.next(10, songs(4, 9, 2)), .completed(10)])

        test.send(.typed("lo"), at: 1000)
        test.send(.typed("love"), at: 1100)  // within 300 ms: "lo" is never asked for
        test.send(.typed("loud"), at: 1405)  // "love" was asked for at 1400: its page is cancelled
        test.run()

        test.assertStates([
            .next(0, SongSearchState()),
            .next(1000, SongSearchState(query: "lo")),
            .next(1100, SongSearchState(query: "love")),
            .next(1400, SongSearchState(query: "love", songs: Songs(isLoadingInitial: true))),
            .next(1405, SongSearchState(query: "loud")),
            .next(1705, SongSearchState(query: "loud", songs: Songs(isLoadingInitial: true))),
            .next(1715, SongSearchState(query: "loud", songs: Songs(items: songs(4, 9, 2)))),
        ])
        XCTAssertEqual(pages.requests, [SongPage("love"), SongPage("loud")])
        XCTAssertEqual(love.subscriptions, [Subscription(1400, 1405)])  // its answer, due at 1410, never came
        XCTAssertEqual(loud.subscriptions, [Subscription(1705, 1715)])
        test.finish()
    }

    func testTheNextPageOfAQueryFollowsItsLastSongAndAFailureIsRetried() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)  // a tick is a millisecond
        let pages = TestAnswers<SongPage, [Song]>(call: "songs.page", scheduler: scheduler, failureReporter: .xctest)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            makeSongSearchPresenter(page: pages.call, scheduler: scheduler)
        }
        let older = SongPage("jazz", .before(6))  // the page after the last song shown
        pages.answer(SongPage("jazz"), with: [.next(10, songs(5, 1, 6)), .completed(10)])
        pages.answer(older, with: [.error(10, NoNetwork())])
        pages.answer(older, with: [.next(10, songs(6, 2, 3)), .completed(10)])  // its first song is shown already

        test.send(.typed("jazz"), at: 1000)
        test.send(.songs(.reachedEnd), at: 1400)
        test.send(.songs(.retry), at: 1500)
        test.run()

        let shown = songs(5, 1, 6)
        let offline = PagedListFailure(load: .older, cause: "offline")
        test.assertStates([
            .next(0, SongSearchState()),
            .next(1000, SongSearchState(query: "jazz")),
            .next(1300, SongSearchState(query: "jazz", songs: Songs(isLoadingInitial: true))),
            .next(1310, SongSearchState(query: "jazz", songs: Songs(items: shown))),
            .next(1400, SongSearchState(query: "jazz", songs: Songs(items: shown, isLoadingOlder: true))),
            .next(1410, SongSearchState(query: "jazz", songs: Songs(items: shown, failure: offline))),
            .next(1500, SongSearchState(query: "jazz", songs: Songs(items: shown, isLoadingOlder: true))),
            .next(1510, SongSearchState(query: "jazz", songs: Songs(items: songs(5, 1, 6, 2, 3)))),
        ])
        XCTAssertEqual(pages.requests, [SongPage("jazz"), older, older])
        test.finish()
    }
}
