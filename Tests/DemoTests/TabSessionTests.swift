import Foundation
import XCTest

/// The tabs and the way back in the built demo, on a virtual clock: each tab keeps its stack, every
/// change of the screen shown has its `-> ...` line, and `back` says what it did on every screen.
final class TabSessionTests: XCTestCase {
    private let signIn = ["email demo@example.com", "password password1", "login", "wait 600ms"]

    private func run(_ script: [String]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("demo-tabs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try DemoProcess.run(
            arguments: ["--virtual", "--image-cache", directory.path], input: DemoSessionTests.input(script))
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.error, "")
        return result.output
    }

    func testEachTabKeepsItsStackWhileAnotherIsShown() throws {
        let output = try run(
            signIn + [
                "screens", "venues", "wait 1s", "wait 300ms", "open 2", "wait 300ms", "gallery", "venues", "venues",
                "screens", "feed", "open 3", "gallery", "feed", "screens", "quit",
            ])

        Golden.assertMatches(output, Golden.tabSession)
    }

    func testSearchWithATextOnAnotherScreenShowsTheSearchTabAndSearches() throws {
        let output = try run(
            signIn + [
                "search timer", "wait 300ms", "wait 300ms", "open 1", "wait 300ms", "feed", "search notes", "quit",
            ])
        let lines = output.components(separatedBy: "\n")

        let searched = try XCTUnwrap(lines.firstIndex(of: "> search timer"))
        XCTAssertEqual(lines[searched + 1], "-> search tab: search")
        XCTAssertTrue(lines[searched...].contains("  query: timer"), output)
        // The search tab shows the post opened from it: the search is not there to type into.
        let refused = try XCTUnwrap(lines.firstIndex(of: "> search notes"))
        XCTAssertTrue(lines[refused + 1].hasPrefix("-> search tab: "), output)
        XCTAssertTrue(
            lines[refused...].contains(
                "error: the search tab shows the post screen, which has no 'search': go back to the search screen first"
            ),
            output)
    }

    func testBackSaysWhatItDidOnEveryScreen() throws {
        let output = try run(
            ["back", "register", "back"] + signIn + [
                "back", "open 3", "back", "collection 3", "wait 300ms", "back", "user 2", "wait 300ms", "back",
                "venues", "back", "wait 1s", "wait 300ms", "open 1", "back", "gallery", "back", "screens", "quit",
            ])

        Golden.assertMatches(output, Golden.backSession)
    }
}
