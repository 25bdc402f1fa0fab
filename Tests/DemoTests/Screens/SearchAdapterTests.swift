import Presenters
import ShowcaseApp
import XCTest

@testable import Demo

final class SearchAdapterTests: XCTestCase {
    private typealias Results = PagedListState<Post, RequestFailure>

    private func posts(_ ids: ClosedRange<Int>) -> [Post] {
        ids.reversed().map { Post(id: $0, title: "Title \($0)", author: "Ann", votes: $0 * 2) }
    }

    func testAsksForAQueryWhileTheFieldIsEmpty() {
        XCTAssertEqual(
            SearchScreen.lines(SearchState()),
            ["[search]", "  query: (empty)", "  type to search posts by title or author"])
    }

    func testShowsTheQueryWhileItIsSearched() {
        XCTAssertEqual(
            SearchScreen.lines(SearchState(query: "tim")), ["[search]", "  query: tim"])
        XCTAssertEqual(
            SearchScreen.lines(SearchState(query: "tim", results: Results(isLoadingInitial: true))),
            ["[search] searching...", "  query: tim"])
    }

    func testNumbersTheResultsAndShowsWhatTheEndOfTheListShows() {
        XCTAssertEqual(
            SearchScreen.lines(SearchState(query: "title", results: Results(items: posts(9...10)))),
            [
                "[search] 2 posts", "  query: title", "  1. #10 Title 10, by Ann, 20 votes",
                "  2. #9 Title 9, by Ann, 18 votes", "  (more)",
            ])
        XCTAssertEqual(
            SearchScreen.lines(SearchState(query: "t", results: Results(items: posts(1...1), isLoadingOlder: true)))
                .last, "  loading more...")
        XCTAssertEqual(
            SearchScreen.lines(SearchState(query: "t", results: Results(items: posts(1...1), moreToLoad: false)))
                .last, "  (end of the results)")
    }

    func testAfterAPageAddedSumsUpTheResultsAlreadyShown() {
        let before = SearchState(query: "t", results: Results(items: posts(3...4)))
        let loaded = SearchState(query: "t", results: Results(items: posts(1...4)))
        XCTAssertEqual(
            SearchScreen.lines(loaded, after: before),
            [
                "[search] 4 posts", "  query: t", "  2 more at the end", "  (results 1 to 2 as above)",
                "  3. #2 Title 2, by Ann, 4 votes", "  4. #1 Title 1, by Ann, 2 votes", "  (more)",
            ])
    }

    func testSaysWhenNothingMatchesAndWhenALoadFailed() {
        XCTAssertEqual(
            SearchScreen.lines(SearchState(query: "zzz", results: Results(moreToLoad: false, isEmpty: true))),
            ["[search]", "  query: zzz", "  no post matches 'zzz'"])
        let failed = Results(failure: PagedListFailure(load: .initial, cause: .timedOut))
        XCTAssertEqual(
            SearchScreen.lines(SearchState(query: "tim", results: failed)),
            ["[search]", "  query: tim", "  ! Could not load the results. The server took too long to answer. (retry)"])
    }

    func testCommandsSendTheSearchsEvents() {
        let shown = SearchState(query: "t", results: Results(items: posts(1...3)))
        XCTAssertEqual(SearchScreen.event(for: "search tiny notes", in: shown), .success(.typed("tiny notes")))
        XCTAssertEqual(SearchScreen.event(for: "clear", in: shown), .success(.typed("")))
        XCTAssertEqual(SearchScreen.event(for: "more", in: shown), .success(.reachedEnd))
        XCTAssertEqual(SearchScreen.event(for: "open 1", in: shown), .success(.select(id: 3)))
        XCTAssertEqual(
            SearchScreen.event(for: "open 4", in: shown),
            .failure(CommandError("there is no result 4: the results shown are 1 to 3")))
        XCTAssertEqual(
            SearchScreen.event(for: "open 1", in: SearchState()),
            .failure(CommandError("there is no result 1: no result is shown")))
        XCTAssertEqual(
            SearchScreen.event(for: "retry", in: shown),
            .failure(CommandError("there is nothing to retry: no load failed")))
        let failed = SearchState(
            query: "t", results: Results(failure: PagedListFailure(load: .initial, cause: .network)))
        XCTAssertEqual(SearchScreen.event(for: "retry", in: failed), .success(.retry))
    }
}
