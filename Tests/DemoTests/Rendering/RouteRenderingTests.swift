import Presenters
import ShowcaseApp
import XCTest

@testable import Demo

final class RouteRenderingTests: XCTestCase {
    func testNamesEveryRoute() {
        XCTAssertEqual(RouteRendering.text(LoginRoute.feed), "feed")
        XCTAssertEqual(RouteRendering.text(LoginRoute.registration), "registration")
        XCTAssertEqual(RouteRendering.text(RegistrationRoute.feed), "feed")
        XCTAssertEqual(
            RouteRendering.text(FeedRoute.postDetail(Post(id: 7, title: "T", author: "A", votes: 1))), "post #7")
        XCTAssertEqual(RouteRendering.text(PostDetailRoute.back), "back")
    }
}
