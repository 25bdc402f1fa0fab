import Presenters
import ShowcaseApp
import XCTest

@testable import Demo

final class FeedAdapterTests: XCTestCase {
    private func posts(_ ids: ClosedRange<Int>) -> [Post] {
        ids.reversed().map { Post(id: $0, title: "Title \($0)", author: "Ann", votes: $0 * 2) }
    }

    func testShowsTheLoaderBeforeTheFirstPage() {
        XCTAssertEqual(FeedScreen.lines(FeedState(isLoadingInitial: true)), ["[feed] loading..."])
    }

    func testNumbersThePostsAndMarksThatMoreCanBeLoaded() {
        XCTAssertEqual(
            FeedScreen.lines(FeedState(items: posts(9...10))),
            [
                "[feed] 2 posts", "  1. #10 Title 10, by Ann, 20 votes", "  2. #9 Title 9, by Ann, 18 votes",
                "  (more)",
            ])
    }

    func testAlignsTheNumbersOfLongLists() {
        let lines = FeedScreen.lines(FeedState(items: posts(1...10)))
        XCTAssertEqual(lines[1], "   1. #10 Title 10, by Ann, 20 votes")
        XCTAssertEqual(lines[10], "  10. #1 Title 1, by Ann, 2 votes")
    }

    func testShowsTheEndOfTheFeedAndTheLoaderOfTheNextPage() {
        XCTAssertEqual(
            FeedScreen.lines(FeedState(items: posts(1...1), moreToLoad: false)).last, "  (end of the feed)")
        XCTAssertEqual(
            FeedScreen.lines(FeedState(items: posts(1...1), isLoadingOlder: true)).last, "  loading more...")
    }

    func testShowsTheRefreshAndTheFailureWithItsRetry() {
        let state = FeedState(
            items: posts(1...1), isRefreshing: true, failure: FeedFailure(load: .newer, cause: .network))
        XCTAssertEqual(
            FeedScreen.lines(state),
            [
                "[feed] 1 post, refreshing...", "  1. #1 Title 1, by Ann, 2 votes", "  (more)",
                "  ! Could not load newer posts. No connection. (retry)",
            ])
    }

    func testShowsAnEmptyFeed() {
        XCTAssertEqual(FeedScreen.lines(FeedState(moreToLoad: false, isEmpty: true)), ["[feed] no posts yet"])
    }

    func testAfterAChangeSumsUpThePostsAlreadyShownAtTheTop() {
        let before = FeedState(items: posts(3...4))
        let loading = FeedState(items: posts(3...4), isLoadingOlder: true)
        let loaded = FeedState(items: posts(1...4))

        XCTAssertEqual(
            FeedScreen.lines(loading, after: before),
            ["[feed] 2 posts", "  (posts 1 to 2 as above)", "  loading more..."])
        XCTAssertEqual(
            FeedScreen.lines(loaded, after: loading),
            [
                "[feed] 4 posts", "  2 more at the end", "  (posts 1 to 2 as above)",
                "  3. #2 Title 2, by Ann, 4 votes",
                "  4. #1 Title 1, by Ann, 2 votes", "  (more)",
            ])
        XCTAssertEqual(
            FeedScreen.lines(
                FeedState(items: posts(1...1)), after: FeedState(items: posts(1...1), isRefreshing: true)),
            ["[feed] 1 post", "  (post 1 as above)", "  (more)"])
    }

    func testAfterNewerPostsArriveShowsTheWholeListRenumbered() {
        let lines = FeedScreen.lines(FeedState(items: posts(1...2)), after: FeedState(items: posts(1...1)))
        XCTAssertEqual(
            lines,
            [
                "[feed] 2 posts", "  1 new post at the top", "  1. #2 Title 2, by Ann, 4 votes",
                "  2. #1 Title 1, by Ann, 2 votes", "  (more)",
            ])
    }

    func testSaysWhatCameAtTheTopAndAtTheEndFromTheListsChanges() {
        let lines = FeedScreen.lines(FeedState(items: posts(1...6)), after: FeedState(items: posts(3...4)))

        XCTAssertEqual(Array(lines.prefix(3)), ["[feed] 6 posts", "  2 new posts at the top", "  2 more at the end"])
    }

    func testTheFirstPageAndAChangeOfOnePostSayNothingCame() {
        let first = FeedScreen.lines(FeedState(items: posts(1...2)), after: FeedState(isLoadingInitial: true))
        let voted = [Post(id: 2, title: "Title 2", author: "Ann", votes: 5)] + posts(1...1)
        let changed = FeedScreen.lines(FeedState(items: voted), after: FeedState(items: posts(1...2)))

        XCTAssertEqual(first[1], "  1. #2 Title 2, by Ann, 4 votes")
        XCTAssertEqual(changed[1], "  1. #2 Title 2, by Ann, 5 votes")
    }

    func testTheLogoutCommandTapsLogOut() {
        XCTAssertEqual(FeedScreen.event(for: "logout", in: FeedState()), .success(.logOutTapped))
    }
}
