import PresentersXCTest
import XCTest

/// A paged list made for a key, the search of `makeSongSearchPresenter`: a new key cancels the loads of the
/// old one and starts empty, its first page waits for a pause, and the songs keep the service's order.
final class PagedListKeyTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    private lazy var pages = TestAnswers<SongPage, [Song]>(
        call: "songs.page", scheduler: scheduler, failureReporter: .xctest)
    private lazy var test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler, pages] in
        makeSongSearchPresenter(page: pages.call, scheduler: scheduler)
    }

    func testANewKeyCancelsThePageOfTheOldKeyInFlightAndStartsEmpty() {
        pages.answer(SongPage("rock"), with: [.next(10, songs(3, 1)), .completed(10)])
        let next = pages.answer(SongPage("rock", .before(1)), with: [.next(10, songs(8)), .completed(10)])
        let pop = pages.answer(SongPage("pop"), with: [.next(10, songs(2)), .completed(10)])
        test.send(.typed("rock"), at: 1000)
        test.send(.songs(.reachedEnd), at: 1400)
        test.send(.typed("pop"), at: 1405)

        test.run()

        test.assertStates([
            .next(0, SongSearchState()), .next(1000, SongSearchState(query: "rock")),
            .next(1300, SongSearchState(query: "rock", songs: Songs(isLoadingInitial: true))),
            .next(1310, SongSearchState(query: "rock", songs: Songs(items: songs(3, 1)))),
            .next(1400, SongSearchState(query: "rock", songs: Songs(items: songs(3, 1), isLoadingOlder: true))),
            .next(1405, SongSearchState(query: "pop")),
            .next(1705, SongSearchState(query: "pop", songs: Songs(isLoadingInitial: true))),
            .next(1715, SongSearchState(query: "pop", songs: Songs(items: songs(2)))),
        ])
        XCTAssertEqual(next.subscriptions, [Subscription(1400, 1405)], "disposed before its answer at 1410")
        XCTAssertEqual(pop.subscriptions, [Subscription(1705, 1715)])
        test.finish()
    }

    func testTheFirstPageWaitsForAPauseAndTheLatestOfRapidKeysWins() {
        pages.answer(SongPage("blues"), with: [.next(10, songs(4)), .completed(10)])
        for (tick, text) in zip(stride(from: 1000, to: 2000, by: 200), ["b", "bl", "blu", "blue", "blues"]) {
            test.send(.typed(text), at: TestTime(tick))
        }

        test.run()

        let typed = zip(stride(from: 1000, to: 2000, by: 200), ["b", "bl", "blu", "blue", "blues"]).map {
            Recorded.next(TestTime($0), SongSearchState(query: $1))
        }
        test.assertStates(
            [.next(0, SongSearchState())] + typed + [
                .next(2100, SongSearchState(query: "blues", songs: Songs(isLoadingInitial: true))),
                .next(2110, SongSearchState(query: "blues", songs: Songs(items: songs(4)))),
            ])
        XCTAssertEqual(
            pages.requests, [SongPage("blues")], "each key 200 ms after the one before: only the last is asked for")
        test.finish()
    }

    func testAFailedFirstPageOfTheNewKeyIsItsOwnAndIsRetriedUnderIt() {
        pages.answer(SongPage("soul"), with: [.next(10, songs(9)), .completed(10)])
        pages.answer(SongPage("funk"), with: [.error(10, NoNetwork())])
        let retried = pages.answer(SongPage("funk"), with: [.next(10, songs(6, 7)), .completed(10)])
        test.send(.typed("soul"), at: 1000)
        test.send(.typed("funk"), at: 1400)
        test.send(.songs(.retry), at: 1800)
        test.send(.songs(.retry), at: 1805)

        test.run()

        let offline = PagedListFailure(load: .initial, cause: "offline")
        test.assertStates([
            .next(0, SongSearchState()), .next(1000, SongSearchState(query: "soul")),
            .next(1300, SongSearchState(query: "soul", songs: Songs(isLoadingInitial: true))),
            .next(1310, SongSearchState(query: "soul", songs: Songs(items: songs(9)))),
            .next(1400, SongSearchState(query: "funk")),
            .next(1700, SongSearchState(query: "funk", songs: Songs(isLoadingInitial: true))),
            .next(1710, SongSearchState(query: "funk", songs: Songs(failure: offline))),
            .next(1800, SongSearchState(query: "funk", songs: Songs(isLoadingInitial: true))),
            .next(1810, SongSearchState(query: "funk", songs: Songs(items: songs(6, 7)))),
        ])
        XCTAssertEqual(
            pages.requests, [SongPage("soul"), SongPage("funk"), SongPage("funk")],
            "a retry while the retried page loads asks nothing")
        XCTAssertEqual(retried.subscriptions, [Subscription(1800, 1810)])
        test.finish()
    }

    func testAnEmptyKeyCancelsTheWaitingAndRunningLoadsAndShowsNothing() {
        let folk = pages.answer(SongPage("folk"), with: [.next(10, songs(1)), .completed(10)])
        test.send(.typed("folk"), at: 1000)
        test.send(.typed(""), at: 1305)
        test.send(.typed("f"), at: 1400)
        test.send(.typed(""), at: 1500)

        test.run()

        test.assertStates([
            .next(0, SongSearchState()), .next(1000, SongSearchState(query: "folk")),
            .next(1300, SongSearchState(query: "folk", songs: Songs(isLoadingInitial: true))),
            .next(1305, SongSearchState()), .next(1400, SongSearchState(query: "f")), .next(1500, SongSearchState()),
        ])
        XCTAssertEqual(pages.requests, [SongPage("folk")], "the pause after \"f\" never ended")
        XCTAssertEqual(folk.subscriptions, [Subscription(1300, 1305)])
        test.finish()
    }

    func testARestartWithoutAPauseAsksAtOnceAndCancelsARefreshInFlight() {
        let list = PagedList(
            source: songPages(matching: "jazz", from: pages.call), id: "songs", failure: { _ in "offline" })
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            Presenter<PagedListEvent, Songs, Never>(
                initialState: Songs(), scheduler: scheduler, reduce: .pure { list.reduce($0, $1) },
                effects: { event, state in
                    event == .retry ? list.restart() : list.effect(of: event, in: state)
                })
        }
        pages.answer(SongPage("jazz"), with: [.next(10, songs(5)), .completed(10)])
        let refresh = pages.answer(SongPage("jazz", .after(5)), with: [.next(10, songs(6)), .completed(10)])
        pages.answer(SongPage("jazz"), with: [.next(10, songs(7)), .completed(10)])
        test.send(.appear, at: 10)
        test.send(.refresh, at: 30)
        test.send(.retry, at: 35)  // restarts the list

        test.run()

        test.assertStates([
            .next(0, Songs()), .next(10, Songs(isLoadingInitial: true)), .next(20, Songs(items: songs(5))),
            .next(30, Songs(items: songs(5), isRefreshing: true)),
            .next(35, Songs(isLoadingInitial: true)), .next(45, Songs(items: songs(7))),
        ])
        XCTAssertEqual(refresh.subscriptions, [Subscription(30, 35)])
        test.finish()
    }

    func testInTheSourcesOrderNewerItemsComeFirstOlderOnesLastAndEachItemStaysWhereItWas() {
        let list = PagedList(source: songPages(matching: "any", from: pages.call), failure: { _ in "offline" })
        var state = list.reduce(Songs(), .loaded(.initial, songs(3, 1, 2)))
        XCTAssertEqual(state.items, songs(3, 1, 2), "not sorted")
        state = list.reduce(state, .loaded(.newer, songs(5, 3, 4)))
        XCTAssertEqual(state.items, songs(5, 4, 3, 1, 2), "the new ones of a newer page first, in its order")
        state = list.reduce(state, .loaded(.older, songs(2, 0)))
        XCTAssertEqual(state.items, songs(5, 4, 3, 1, 2, 0), "the new ones of an older page last")
        state = list.reduce(state, .upsert(Song(id: 9)))
        XCTAssertEqual(state.items, songs(9, 5, 4, 3, 1, 2, 0), "an item added first")
        XCTAssertEqual(list.merged(songs(1, 2), songs(3, 1)), songs(1, 2, 3))
    }
}
