import Foundation
import XCTest

/// The demo with `--credentials FILE` keeps where the user was in `FILE.navigation`: saved when it quits,
/// restored at the next start, each screen loaded again by its id; a file it cannot use starts at the feed
/// with one line that says why.
final class NavigationFileSessionTests: XCTestCase {
    private var directory = ""
    private var credentials: String { directory + "/credentials.json" }
    private var navigation: String { credentials + ".navigation" }
    private let signIn = ["email demo@example.com", "password password1", "login", "wait 600ms"]

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = NSTemporaryDirectory() + "demo-navigation-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
        try super.tearDownWithError()
    }

    private func run(_ script: [String]) throws -> String {
        let result = try DemoProcess.run(
            arguments: ["--virtual", "--credentials", credentials], input: DemoSessionTests.input(script))
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.error, "")
        return result.output
    }

    /// A saved navigation with `feed` under the feed's tab and the other tabs at their first screen.
    private func save(feed screens: String, format: String = #""format":1,"#) {
        let tabs =
            #"[{"tab":"feed","screens":[{"kind":"feed"}\#(screens)]},{"tab":"venues","screens":[{"kind":"venues"}]},"#
            + #"{"tab":"gallery","screens":[{"kind":"gallery"}]},{"tab":"search","screens":[{"kind":"search"}]}]"#
        let file = "{\(format)\"navigation\":{\"selectedTab\":\"feed\",\"tabs\":\(tabs)}}"
        XCTAssertTrue(FileManager.default.createFile(atPath: navigation, contents: Data(file.utf8)))
    }

    func testAPostOpenedWhenTheDemoQuitIsShownAgainUnderTheFeedAtTheNextRun() throws {
        _ = try run(signIn + ["venues", "wait 1s", "wait 300ms", "open 2", "feed", "open 3", "quit"])
        let saved = try String(contentsOfFile: navigation, encoding: .utf8)
        XCTAssertTrue(saved.hasPrefix(#"{"format":1,"navigation":{"selectedTab":"feed","tabs":[{"screens":"#), saved)

        let output = try run(["screens", "wait 300ms", "back", "venues", "wait 300ms", "screens"])

        Golden.assertMatches(output, Golden.restoreSession)
    }

    func testASavedPostThatIsGoneStartsAtTheFeedWithOneLineSayingWhy() throws {
        _ = try run(signIn + ["quit"])
        save(feed: #",{"kind":"post","id":999}"#)

        let output = try run(["wait 300ms", "screens"])

        Golden.assertMatches(output, Golden.restoreGoneSession)
    }

    func testATruncatedFileStartsAtTheFeedWithOneLineSayingWhy() throws {
        _ = try run(signIn + ["open 3", "quit"])
        let saved = try String(contentsOfFile: navigation, encoding: .utf8)
        XCTAssertTrue(FileManager.default.createFile(atPath: navigation, contents: Data(saved.prefix(60).utf8)))

        let output = try run(["screens", "quit"])

        XCTAssertEqual(
            output,
            "! the saved navigation \(navigation) is corrupt (not JSON, or cut short); starting at the feed\n"
                + "[feed] loading...\n> screens\n[screens]\n  * feed: feed\n    venues: venues\n    gallery: gallery\n    search: search\n"
                + "> quit\n")
    }

    func testAFileOfAnotherFormatStartsAtTheFeedWithOneLineSayingWhy() throws {
        _ = try run(signIn + ["quit"])
        for (format, why) in [
            ("", "is in an older format"), (#""format":2,"#, "is in format 2"),
        ] {
            save(feed: #",{"kind":"post","id":98}"#, format: format)

            let output = try run(["quit"])

            XCTAssertEqual(
                output,
                "! the saved navigation \(navigation) \(why); this version reads format 1; starting at the feed\n"
                    + "[feed] loading...\n> quit\n")
        }
    }

    func testAFileThatIsNotANavigationOrNamesAnUnknownScreenStartsAtTheFeed() throws {
        _ = try run(signIn + ["quit"])
        let files: [(String, String)] = [
            (
                #"{"format":1,"navigation":{"stack":[]}}"#,
                "is corrupt (the stack has no screen: a stack is never empty)"
            ),
            (#"["feed"]"#, "is corrupt (not a saved navigation)"),
        ]
        for (file, why) in files {
            XCTAssertTrue(FileManager.default.createFile(atPath: navigation, contents: Data(file.utf8)))

            let output = try run(["quit"])

            XCTAssertEqual(
                output, "! the saved navigation \(navigation) \(why); starting at the feed\n[feed] loading...\n> quit\n"
            )
        }
        save(feed: #",{"kind":"wizard"}"#)
        XCTAssertEqual(
            try run(["quit"]),
            "! the saved navigation \(navigation) cannot be restored: the app has no screen wizard; starting at the feed\n"
                + "[feed] loading...\n> quit\n")
    }

    func testALogoutLeavesNoNavigationAndTheNextRunStartsAtTheLogin() throws {
        _ = try run(signIn + ["open 3", "quit"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: navigation))

        _ = try run(["back", "logout", "quit"])

        XCTAssertFalse(FileManager.default.fileExists(atPath: navigation))
        XCTAssertTrue(try run(["quit"]).hasPrefix("[login]\n"))
    }
}
