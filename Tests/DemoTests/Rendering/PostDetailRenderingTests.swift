import Presenters
import ShowcaseApp
import XCTest

@testable import Demo

final class PostDetailRenderingTests: XCTestCase {
    func testShowsThePost() {
        let post = Post(id: 98, title: "Fast Journal", author: "Kofi Mensah", votes: 62)
        XCTAssertEqual(
            PostDetailRendering.lines(PostDetailState(post: post)),
            ["[post #98]", "  Fast Journal", "  by Kofi Mensah, 62 votes"])
    }
}
