import Presenters
import ShowcaseApp
import XCTest

final class SearchPresenterTests: ShowcaseAppTestCase {
    typealias Results = PagedListState<Post, RequestFailure>

    // Ticks of a tenth of a second: the typing pause is 3 ticks, and the answers, tens of ticks away, come
    // well within a request's 10 s.
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
    lazy var searches = TestAnswers<SearchRequest, [Post]>(
        call: "search.search", scheduler: scheduler, failureReporter: .xctest)
    var query = ""
    lazy var test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler, searches, query] in
        var useCase = SearchUseCase.unimplemented(Unimplemented(failureReporter: .xctest))
        useCase.search = searches.call
        return makeSearchPresenter(useCase: useCase, query: query, scheduler: scheduler)
    }
    let found = Fixture.posts(81...100)

    /// The search of `text` for `page`.
    func search(_ text: String, _ page: PageRequest = .latest) -> SearchRequest {
        SearchRequest(text: text, page: page)
    }

    func testTypingSearchesOnceTheUserPausesFor300ms() {
        let answer = searches.answer(search("tim"), with: ok(found))
        test.send(.typed("t"), at: 10)
        test.send(.typed("ti"), at: 11)
        test.send(.typed("tim"), at: 12)
        test.send(.typed("tim"), at: 14)

        test.run()

        test.assertStates([
            .next(0, SearchState()), .next(10, SearchState(query: "t")), .next(11, SearchState(query: "ti")),
            .next(12, SearchState(query: "tim")),
            .next(15, SearchState(query: "tim", results: Results(isLoadingInitial: true))),
            .next(25, SearchState(query: "tim", results: Results(items: found))),
        ])
        test.assertRoutes([])
        XCTAssertEqual(searches.requests, [SearchRequest(text: "tim", page: .latest)])
        XCTAssertEqual(answer.subscriptions, [Subscription(15, 25)])
        test.finish()
    }

    func testANewQueryCancelsTheSearchInFlightAndDropsThePagesOfTheOldOne() {
        searches.answer(search("a"), with: ok(found))
        let older = searches.answer(search("a", .older(than: 81)), with: ok(Fixture.posts(61...80)))
        let cancelled = searches.answer(search("ab"), with: ok(found))
        let latest = searches.answer(search("abc"), with: ok(Fixture.posts(1...2)))
        test.send(.typed("a"), at: 10)
        test.send(.reachedEnd, at: 30)
        test.send(.typed("ab"), at: 35)
        test.send(.typed("abc"), at: 45)

        test.run()

        test.assertStates([
            .next(0, SearchState()), .next(10, SearchState(query: "a")),
            .next(13, SearchState(query: "a", results: Results(isLoadingInitial: true))),
            .next(23, SearchState(query: "a", results: Results(items: found))),
            .next(30, SearchState(query: "a", results: Results(items: found, isLoadingOlder: true))),
            .next(35, SearchState(query: "ab")),
            .next(38, SearchState(query: "ab", results: Results(isLoadingInitial: true))),
            .next(45, SearchState(query: "abc")),
            .next(48, SearchState(query: "abc", results: Results(isLoadingInitial: true))),
            .next(58, SearchState(query: "abc", results: Results(items: Fixture.posts(1...2)))),
        ])
        XCTAssertEqual(older.subscriptions, [Subscription(30, 35)], "the new query cancelled it before its page came")
        XCTAssertEqual(cancelled.subscriptions, [Subscription(38, 45)])
        XCTAssertEqual(latest.subscriptions, [Subscription(48, 58)])
        test.finish()
    }

    func testNothingFoundShowsTheNoResultStateAndClearingTheFieldTheEmptyOne() {
        searches.answer(search("zzz"), with: ok([]))
        let cleared = searches.answer(search("zz"), with: ok(found))
        test.send(.typed("zzz"), at: 10)
        test.send(.reachedEnd, at: 30)
        test.send(.typed("zz"), at: 40)
        test.send(.typed(""), at: 45)

        test.run()

        let nothing = SearchState(query: "zzz", results: Results(moreToLoad: false, isEmpty: true))
        test.assertStates([
            .next(0, SearchState()), .next(10, SearchState(query: "zzz")),
            .next(13, SearchState(query: "zzz", results: Results(isLoadingInitial: true))), .next(23, nothing),
            .next(40, SearchState(query: "zz")),
            .next(43, SearchState(query: "zz", results: Results(isLoadingInitial: true))),
            .next(45, SearchState()),
        ])
        XCTAssertEqual(SearchState().placeholder, "type to search posts by title or author")
        XCTAssertEqual(nothing.placeholder, "no post matches 'zzz'")
        XCTAssertEqual(cleared.subscriptions, [Subscription(43, 45)])
        test.finish()
    }

    func testTheEndOfTheResultsLoadsTheNextPageUntilThereIsNone() {
        searches.answer(search("o"), with: ok(found))
        searches.answer(search("o", .older(than: 81)), with: ok(Fixture.posts(75...80)))
        searches.answer(search("o", .older(than: 75)), with: ok([]))
        test.send(.typed("o"), at: 10)
        test.send(.reachedEnd, at: 30)
        test.send(.reachedEnd, at: 35)
        test.send(.reachedEnd, at: 50)
        test.send(.reachedEnd, at: 70)

        test.run()

        let all = Fixture.posts(75...100)
        test.assertStates([
            .next(0, SearchState()), .next(10, SearchState(query: "o")),
            .next(13, SearchState(query: "o", results: Results(isLoadingInitial: true))),
            .next(23, SearchState(query: "o", results: Results(items: found))),
            .next(30, SearchState(query: "o", results: Results(items: found, isLoadingOlder: true))),
            .next(40, SearchState(query: "o", results: Results(items: all))),
            .next(50, SearchState(query: "o", results: Results(items: all, isLoadingOlder: true))),
            .next(60, SearchState(query: "o", results: Results(items: all, moreToLoad: false))),
        ])
        XCTAssertEqual(
            searches.requests.map(\.page), [.latest, .older(than: 81), .older(than: 75)],
            "no second page while one loads, none after the end")
        test.finish()
    }

    func testASearchThatHangsTimesOutAfter10SecondsAndItsRetryShowsTheResults() {
        let hung = searches.answer(search("tim"), with: [])
        let retried = searches.answer(search("tim"), with: ok(found))
        test.send(.typed("tim"), at: 10)
        test.send(.retry, at: 120)

        test.run()

        let failure = PagedListFailure(load: .initial, cause: RequestFailure.timedOut)
        test.assertStates([
            .next(0, SearchState()), .next(10, SearchState(query: "tim")),
            .next(13, SearchState(query: "tim", results: Results(isLoadingInitial: true))),
            .next(113, SearchState(query: "tim", results: Results(failure: failure))),
            .next(120, SearchState(query: "tim", results: Results(isLoadingInitial: true))),
            .next(130, SearchState(query: "tim", results: Results(items: found))),
        ])
        XCTAssertEqual(
            SearchState(query: "tim", results: Results(failure: failure)).failureMessage,
            "Could not load the results. The server took too long to answer.")
        XCTAssertEqual(hung.subscriptions, [Subscription(13, 113)])
        XCTAssertEqual(retried.subscriptions, [Subscription(120, 130)])
        test.finish()
    }

    func testAResultSelectedOpensThePostWithThePostAsItsSeed() {
        searches.answer(search("tim"), with: ok(found))
        test.send(.typed("tim"), at: 10)
        test.send(.select(id: 90), at: 30)
        test.send(.select(id: 999), at: 40)

        test.run()

        test.assertStates([
            .next(0, SearchState()), .next(10, SearchState(query: "tim")),
            .next(13, SearchState(query: "tim", results: Results(isLoadingInitial: true))),
            .next(23, SearchState(query: "tim", results: Results(items: found))),
        ])
        test.assertRoutes([.next(30, .postDetail(Fixture.post(90)))])
        XCTAssertEqual(
            SearchScreen.request(for: .postDetail(Fixture.post(90)), in: root()),
            .push(AppScreen.post(id: 90)))
        test.finish()
    }

    func testASearchOpenedWithAQuerySearchesItAtOnceWhenItAppearsAndOnlyOnce() {
        query = "tim"
        searches.answer(search("tim"), with: ok(found))
        test.send(.appear, at: 10)
        test.send(.appear, at: 30)

        test.run()

        test.assertStates([
            .next(0, SearchState(query: "tim")),
            .next(10, SearchState(query: "tim", results: Results(isLoadingInitial: true))),
            .next(20, SearchState(query: "tim", results: Results(items: found))),
        ])
        XCTAssertEqual(searches.requests, [SearchRequest(text: "tim", page: .latest)])
        test.finish()
    }

    func testAnEmptySearchAppearingAsksForNothing() {
        test.send(.appear, at: 10)
        test.send(.retry, at: 20)
        test.send(.reachedEnd, at: 30)

        test.run()

        test.assertStates([.next(0, SearchState())])
        XCTAssertEqual(searches.requests, [])
        test.finish()
    }

    private func root() -> CompositionRoot {
        AppUnderTest(scheduler: scheduler).root
    }
}
