import Foundation
import XCTest

/// The search tab in the built demo, on a virtual clock: a query searched once the typing pauses for
/// 300 ms, its next page, a query that finds nothing, a search that times out and its retry, a result
/// opened and left, and a link that opens a search.
final class SearchSessionTests: XCTestCase {
    func testTheSearchTabFindsPostsAsTheUserTypesAndOpensThem() throws {
        let script = [
            "email demo@example.com", "password password1", "login", "wait 600ms", "search", "search qu",
            "wait 100ms", "search an", "wait 300ms", "wait 300ms", "more", "wait 300ms",
            "search zzz", "wait 600ms", "fail hang", "search timer", "wait 9s", "wait 1s", "wait 300ms", "retry",
            "wait 300ms", "open 1", "wait 300ms", "back", "clear", "link producthunt://search?q=quiet+notes",
            "wait 300ms", "screens", "quit",
        ]
        let result = try DemoProcess.run(arguments: ["--virtual"], input: DemoSessionTests.input(script))

        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.error, "")
        Golden.assertMatches(result.output, Golden.transcript("SearchSession"))
    }
}
