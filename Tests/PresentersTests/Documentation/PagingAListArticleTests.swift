import PresentersXCTest
import XCTest

/// The snippets of the "Paging a list" article, run as they are printed there: a search whose list is made for
/// its query.
final class PagingAListArticleTests: PresentersTestCase {
    func testTheLatestQueryWinsAndItsSongsKeepTheServicesOrder() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)  // a tick is a millisecond
        let stub = StubSongs(scheduler: scheduler)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            makeSongSearchPresenter(stub: stub, scheduler: scheduler)
        }
        let love = stub.answer("love", songs(7, 3, 9))
        let loud = stub.answer("loud", songs(4, 9, 2))  // the most relevant first, whatever their ids

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
        XCTAssertEqual(stub.asked, ["love", "loud"])
        XCTAssertEqual(love.subscriptions, [Subscription(1400, 1405)])  // its answer, due at 1410, never came
        XCTAssertEqual(loud.subscriptions, [Subscription(1705, 1715)])
        test.finish()
    }

    func testTheNextPageOfAQueryFollowsItsLastSongAndAFailureIsRetried() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)  // a tick is a millisecond
        let stub = StubSongs(scheduler: scheduler)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            makeSongSearchPresenter(stub: stub, scheduler: scheduler)
        }
        stub.answer("jazz", songs(5, 1, 6))
        stub.answer("jazz before 6")  // offline
        stub.answer("jazz before 6", songs(6, 2, 3))  // its first song is shown already

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
        XCTAssertEqual(stub.asked, ["jazz", "jazz before 6", "jazz before 6"])
        test.finish()
    }
}
