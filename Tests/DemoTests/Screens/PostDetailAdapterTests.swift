import Presenters
import ShowcaseApp
import XCTest

@testable import Demo

final class PostDetailAdapterTests: XCTestCase {
    func testShowsThePost() {
        let post = Post(id: 98, title: "Fast Journal", author: "Kofi Mensah", votes: 62)
        XCTAssertEqual(
            PostDetailScreen.lines(PostDetailState(post: post)),
            ["[post #98]", "  Fast Journal", "  by Kofi Mensah, 62 votes"])
    }

    func testShowsTheVoteAndWhyTheLastOneFailed() {
        let post = Post(id: 98, title: "Fast Journal", author: "Kofi Mensah", votes: 62)
        XCTAssertEqual(
            PostDetailScreen.lines(PostDetailState(post: post, vote: Vote(isVoted: true, count: 63, isPending: true))),
            ["[post #98]", "  Fast Journal", "  by Kofi Mensah, 63 votes, voted (sending...)"])
        XCTAssertEqual(
            PostDetailScreen.lines(PostDetailState(post: post, vote: Vote(isVoted: true, count: 63))),
            ["[post #98]", "  Fast Journal", "  by Kofi Mensah, 63 votes, voted"])
        XCTAssertEqual(
            PostDetailScreen.lines(PostDetailState(post: post, voteFailure: "Could not vote. No connection.")),
            ["[post #98]", "  Fast Journal", "  by Kofi Mensah, 62 votes", "  ! Could not vote. No connection."])
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
}
