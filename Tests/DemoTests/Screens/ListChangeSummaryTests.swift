import XCTest

@testable import Demo

final class ListChangeSummaryTests: XCTestCase {
    private struct Row: Identifiable, Equatable {
        var id: Int
    }

    private func lines(_ old: [Int], _ new: [Int]) -> [String] {
        ListChangeSummary.lines(
            from: old.map(Row.init), to: new.map(Row.init), top: { "\($0) on top" }, end: { "\($0) at the end" })
    }

    func testSaysHowManyItemsCameAtTheTopAndAtTheEnd() {
        XCTAssertEqual(lines([3, 4], [1, 2, 3, 4, 5]), ["  2 on top", "  1 at the end"])
    }

    func testAnItemInsertedInTheMiddleOrTakenOutSaysNothing() {
        XCTAssertEqual(lines([1, 3], [1, 2, 3]), [])
        XCTAssertEqual(lines([1, 2, 3], [1, 3]), [])
    }

    func testTheFirstPageSaysNothing() {
        XCTAssertEqual(lines([], [1, 2]), [])
    }

    func testAListThatLostItsItemsAndGotNewOnesSaysTheyCameOnTop() {
        XCTAssertEqual(lines([1], [2, 3]), ["  2 on top"])
    }
}
