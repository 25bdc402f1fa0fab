import Presenters
import XCTest

/// Follows the children of a list of tap rows through a run of edits: after each edit there must be one
/// live child per listed id, a child whose row stays must be the same presenter, and a child whose row went
/// must be gone. It keeps every child it saw weakly, so that the test can check at its end that none
/// outlived the parent.
struct TapRowChildrenCheck {
    private var kept: [Int: ObjectIdentifier] = [:]
    private var seen: [WeakTapRow] = []

    /// How many of the children seen are still alive.
    var liveChildren: Int { seen.filter { $0.presenter != nil }.count }

    /// Checks `rows` after an edit that took the listed ids from `before` to `shown`.
    mutating func check(
        _ rows: ChildPresenters<TapEvent, TapRow, Never>, before: [Int], shown: [Int], step: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for id in before where !shown.contains(id) {
            XCTAssertNil(rows[id], "\(step): \(id) was removed", file: file, line: line)
            kept[id] = nil
        }
        for id in shown {
            guard let child = rows[id] else {
                XCTFail("\(step): no child for \(id)", file: file, line: line)
                continue
            }
            if let identity = kept[id] {
                XCTAssertEqual(
                    identity, ObjectIdentifier(child), "\(step): \(id) was made again", file: file, line: line)
            }
            kept[id] = ObjectIdentifier(child)
            seen.append(WeakTapRow(presenter: child))
        }
    }
}

/// A tap row's presenter that may have been freed.
private struct WeakTapRow {
    weak var presenter: Presenter<TapEvent, TapRow, Never>?
}
