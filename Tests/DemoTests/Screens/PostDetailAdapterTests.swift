import Foundation
import Presenters
import ShowcaseApp
import XCTest

@testable import Demo

final class PostDetailAdapterTests: XCTestCase {
    func testShowsThePost() {
        let post = Post(id: 98, title: "Fast Journal", author: "Kofi Mensah", votes: 62)
        XCTAssertEqual(
            PostDetailScreen.lines(PostDetailState(post: post)),
            [
                "[post #98]", "  Fast Journal", "  by Kofi Mensah, 62 votes",
                "  header: height 200, image offset 0, title opacity 1 (scrolled 0)",
            ])
    }

    private let header = "  header: height 200, image offset 0, title opacity 1 (scrolled 0)"

    func testShowsTheVoteAndWhyTheLastOneFailed() {
        let post = Post(id: 98, title: "Fast Journal", author: "Kofi Mensah", votes: 62)
        XCTAssertEqual(
            PostDetailScreen.lines(PostDetailState(post: post, vote: Vote(isVoted: true, count: 63, isPending: true))),
            ["[post #98]", "  Fast Journal", "  by Kofi Mensah, 63 votes, voted (sending...)", header])
        XCTAssertEqual(
            PostDetailScreen.lines(PostDetailState(post: post, vote: Vote(isVoted: true, count: 63))),
            ["[post #98]", "  Fast Journal", "  by Kofi Mensah, 63 votes, voted", header])
        XCTAssertEqual(
            PostDetailScreen.lines(PostDetailState(post: post, voteFailure: "Could not vote. No connection.")),
            [
                "[post #98]", "  Fast Journal", "  by Kofi Mensah, 62 votes", "  ! Could not vote. No connection.",
                header,
            ])
    }

    func testTheVoteCommandTapsTheVoteButtonUnlessAVoteIsBeingSent() {
        let post = Post(id: 7, title: "T", author: "A", votes: 1)
        XCTAssertEqual(PostDetailScreen.event(for: .vote, in: PostDetailState(post: post)), .success(.voteTapped))
        XCTAssertEqual(
            PostDetailScreen.event(
                for: .vote, in: PostDetailState(post: post, vote: Vote(isVoted: true, count: 2, isPending: true))),
            .failure(CommandError("the vote is being sent; wait for the answer")))
    }

    func testARouteToThePostNamesItByItsId() {
        let post = Post(id: 7, title: "T", author: "A", votes: 1)
        XCTAssertEqual(PostDetailScreen.title(PostDetailState(post: post)), "post #7")
    }

    func testItsBackButtonIsTheBackCommand() {
        let state = PostDetailState(post: Post(id: 7, title: "T", author: "A", votes: 1))
        XCTAssertEqual(PostDetailScreen.event(for: .back, in: state), .success(.backTapped))
        XCTAssertNil(PostDetailScreen.event(for: .refresh, in: state))
    }

    func testShowsTheHeaderScrolledAndTheMessageShared() {
        let post = Post(id: 98, title: "Fast Journal", author: "Kofi Mensah", votes: 62)
        XCTAssertEqual(
            PostDetailScreen.lines(
                PostDetailState(post: post, scrollOffset: 70, shareMessage: "I am chatting with @kofi")),
            [
                "[post #98]", "  Fast Journal", "  by Kofi Mensah, 62 votes",
                "  header: height 130, image offset -35, title opacity 0.5 (scrolled 70)",
                "  shared: \"I am chatting with @kofi\"",
            ])
    }

    func testScrollMovesFromTheOffsetShownAndShareNeedsALiveChat() {
        let post = Post(id: 7, title: "T", author: "A", votes: 1)
        let scrolled = PostDetailState(post: post, scrollOffset: 30)
        XCTAssertEqual(PostDetailScreen.event(for: .scroll(-50), in: scrolled), .success(.scrolled(offset: -20)))
        XCTAssertEqual(
            PostDetailScreen.event(for: .share, in: scrolled),
            .failure(CommandError("this post has no live chat to share")))
        let chat = LiveChat(host: "a", start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 1))
        XCTAssertEqual(
            PostDetailScreen.event(for: .share, in: PostDetailState(post: post, chat: chat)), .success(.shareTapped))
    }

    func testReadsBackOnlyTheNumbersItWrites() {
        XCTAssertEqual(PostDetailScreen.text(of: .scrolled(offset: 12.5)), "scrolled 12.5")
        XCTAssertEqual(PostDetailScreen.event(from: "scrolled -40"), .scrolled(offset: -40))
        for bad in ["scrolled nan", "scrolled 1e3", "scrolled", "scrolled inf", "shareTapped now"] {
            XCTAssertNil(PostDetailScreen.event(from: bad[...]), bad)
        }
    }
}
