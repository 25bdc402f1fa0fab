import Foundation
import Presenters
import ShowcaseApp
import XCTest

@testable import Demo

/// The post detail's votes, header and share message in the demo.
final class PostDetailVoteAdapterTests: XCTestCase {
    private let post = Post(id: 98, title: "Fast Journal", author: "Kofi Mensah", votes: 62)
    private let box = ["  No comments yet", "  new comment: (empty)", "  send: disabled"]

    private func shown(
        vote: Vote? = nil, voteFailure: String? = nil, scrollOffset: Double = 0, shareMessage: String? = nil
    ) -> PostDetailState {
        PostDetailState(
            id: 98, post: .loaded(post), comments: PagedListState(moreToLoad: false, isEmpty: true), vote: vote,
            voteFailure: voteFailure, scrollOffset: scrollOffset, shareMessage: shareMessage)
    }

    func testShowsTheVoteAndWhyTheLastOneFailed() {
        XCTAssertEqual(
            PostDetailScreen.lines(shown(vote: Vote(isVoted: true, count: 63, isPending: true))),
            ["[post #98]", "  Fast Journal", "  by Kofi Mensah, 63 votes, voted (sending...)"] + box)
        XCTAssertEqual(
            PostDetailScreen.lines(shown(vote: Vote(isVoted: true, count: 63))),
            ["[post #98]", "  Fast Journal", "  by Kofi Mensah, 63 votes, voted"] + box)
        XCTAssertEqual(
            PostDetailScreen.lines(shown(voteFailure: "Could not vote. No connection.")),
            ["[post #98]", "  Fast Journal", "  by Kofi Mensah, 62 votes", "  ! Could not vote. No connection."] + box)
    }

    func testShowsTheHeaderOnceScrolledAndTheMessageShared() {
        XCTAssertEqual(
            PostDetailScreen.lines(shown(scrollOffset: 70, shareMessage: "I am chatting with @kofi")),
            [
                "[post #98]", "  Fast Journal", "  by Kofi Mensah, 62 votes",
                "  header: height 130, image offset -35, title opacity 0.5 (scrolled 70)",
                "  shared: \"I am chatting with @kofi\"",
            ] + box)
        XCTAssertEqual(
            PostDetailScreen.lines(shown()), ["[post #98]", "  Fast Journal", "  by Kofi Mensah, 62 votes"] + box)
    }

    func testVoteScrollAndShareAreItsControls() {
        XCTAssertEqual(PostDetailScreen.event(for: "vote", in: shown()), .success(.voteTapped))
        XCTAssertEqual(
            PostDetailScreen.event(for: "vote", in: shown(vote: Vote(isVoted: true, count: 63, isPending: true))),
            .failure(CommandError("the vote is being sent; wait for the answer")))
        XCTAssertEqual(
            PostDetailScreen.event(for: "scroll -50", in: shown(scrollOffset: 30)), .success(.scrolled(offset: -20)))
        XCTAssertEqual(PostDetailScreen.event(for: "share", in: shown()), .success(.shareTapped))
        let loading = PostDetailState(id: 98, post: .loading)
        XCTAssertEqual(
            PostDetailScreen.event(for: "vote", in: loading), .failure(CommandError("the post is not shown yet")))
        XCTAssertEqual(
            PostDetailScreen.event(for: "share", in: loading), .failure(CommandError("the post is not shown yet")))
    }
}
