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
