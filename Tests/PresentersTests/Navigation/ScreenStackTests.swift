import XCTest

@testable import Presenters

/// A stack of screens is never empty: going back stops at its root.
final class ScreenStackTests: XCTestCase {
    func testPushingPutsAScreenOnTopAndPoppingTakesItOff() {
        var stack = ScreenStack(root: "feed")
        stack.push("post 98")
        stack.push("user 2")

        XCTAssertEqual(stack.screens, ["feed", "post 98", "user 2"])
        XCTAssertEqual(stack.top, "user 2")
        XCTAssertEqual(stack.count, 3)
        XCTAssertTrue(stack.pop())
        XCTAssertEqual(stack.top, "post 98")
        XCTAssertEqual(stack.root, "feed")
    }

    func testPoppingTheRootDoesNothingAndSaysSo() {
        var stack = ScreenStack(root: "feed")
        stack.push("post 98")

        XCTAssertTrue(stack.pop())
        XCTAssertFalse(stack.pop())
        XCTAssertFalse(stack.pop())

        XCTAssertEqual(stack.screens, ["feed"])
        XCTAssertEqual(stack.top, "feed")
        XCTAssertEqual(stack.count, 1)
    }

    func testAStackOfNoScreenIsNone() {
        XCTAssertNil(ScreenStack<String>([]))
        XCTAssertEqual(ScreenStack(["feed", "post 98"])?.top, "post 98")
    }

    func testKeepingThroughAnIndexMakesItTheTop() {
        var stack = ScreenStack(["feed", "post 98", "user 2", "post 7"])!

        stack.keep(through: 1)

        XCTAssertEqual(stack.screens, ["feed", "post 98"])
        stack.keep(through: 0)
        XCTAssertEqual(stack.screens, ["feed"])
    }

    func testDescribesItsScreensBottomFirst() {
        XCTAssertEqual("\(ScreenStack(["feed", "post 98"])!)", "feed > post 98")
    }
}
