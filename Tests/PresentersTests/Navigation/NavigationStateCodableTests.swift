import Foundation
import Presenters
import XCTest

/// A navigation value saves as its stacks and comes back equal; a file that is not one is refused with an
/// error that says why, never trusted.
final class NavigationStateCodableTests: XCTestCase {
    typealias Value = NavigationState<String, String>

    private func json(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private func decode(_ text: String) throws -> Value {
        try JSONDecoder().decode(Value.self, from: Data(text.utf8))
    }

    func testValuesOfEveryShapeComeBackEqual() throws {
        let values = [
            Value(root: "login"),
            Value(stack: ScreenStack(root: "login"), modal: ScreenStack(["registration", "terms"])!),
            Value(
                tabs: [
                    NavigationTab(tab: "feed", stack: ScreenStack(["feed", "post 98"])!),
                    NavigationTab(tab: "venues", stack: ScreenStack(root: "venues")),
                ], selected: "venues", modal: ScreenStack(root: "compose")),
        ]

        for value in values {
            XCTAssertEqual(try decode(try json(value)), value)
        }
        XCTAssertEqual(
            try json(values[2]),
            #"{"modal":["compose"],"selectedTab":"venues","tabs":[{"screens":["feed","post 98"],"tab":"feed"},"#
                + #"{"screens":["venues"],"tab":"venues"}]}"#)
    }

    func testAFileThatIsNotAValueIsRefusedWithWhy() {
        let files: [(String, String)] = [
            (#"{"stack":[]}"#, "the stack has no screen: a stack is never empty"),
            (#"{"stack":["a"],"modal":[]}"#, "the modal has no screen: a stack is never empty"),
            (#"{"tabs":[],"selectedTab":"feed"}"#, "a tab bar has at least one tab"),
            (
                #"{"tabs":[{"tab":"feed","screens":["a"]},{"tab":"feed","screens":["b"]}],"selectedTab":"feed"}"#,
                "a tab bar has each tab once"
            ),
            (
                #"{"tabs":[{"tab":"feed","screens":["a"]}],"selectedTab":"gallery"}"#,
                "the selected tab gallery is not one of the tabs"
            ),
            (
                #"{"tabs":[{"tab":"feed","screens":[]}],"selectedTab":"feed"}"#,
                "the tab feed has no screen: a stack is never empty"
            ),
            (
                #"{"stack":["a"],"tabs":[{"tab":"feed","screens":["a"]}],"selectedTab":"feed"}"#,
                "a navigation has one stack or tabs, and not both"
            ),
            (#"{}"#, "a navigation has one stack or tabs, and not both"),
        ]

        for (file, why) in files {
            XCTAssertThrowsError(try decode(file), file) { error in
                guard case DecodingError.dataCorrupted(let context) = error else {
                    return XCTFail("\(file): \(error)")
                }
                XCTAssertEqual(context.debugDescription, why, file)
            }
        }
    }

    func testAValueWithTabsDoesNotReadAsANavigationWithoutTabs() {
        let saved = #"{"selectedTab":"home","tabs":[{"screens":[{"home":{}}],"tab":"home"}]}"#

        XCTAssertNoThrow(try JSONDecoder().decode(NavigationState<Tab, Page>.self, from: Data(saved.utf8)))
        XCTAssertThrowsError(try JSONDecoder().decode(NavigationState<NoTabs, Page>.self, from: Data(saved.utf8))) {
            error in
            XCTAssertTrue("\(error)".contains("a navigation without tabs has no tab to read"), "\(error)")
        }
    }
}
