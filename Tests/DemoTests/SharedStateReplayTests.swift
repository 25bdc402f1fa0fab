import Foundation
import XCTest

/// Sessions that go through the app's shared state (a link kept until the login, votes in the store) replay
/// to the same output: the store is fed by what the recording answers, not only by the backend.
final class SharedStateReplayTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("demo-shared-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: directory)
    }

    private func assertReplays(_ script: [String], name: String, showing lines: [String]) throws {
        let file = directory.appendingPathComponent("\(name).txt").path
        let recorded = try DemoProcess.run(
            arguments: ["--virtual", "--record", file], input: DemoSessionTests.input(script))
        XCTAssertEqual(recorded.status, 0, recorded.error)

        let replayed = try DemoProcess.run(arguments: ["--replay", file], input: "")

        XCTAssertEqual(replayed.status, 0, replayed.error)
        XCTAssertEqual(replayed.error, "")
        Golden.assertSameOutput(replayed.output, recorded.output, name: name)
        for line in lines { XCTAssertTrue(replayed.output.contains(line), line) }
    }

    func testALinkKeptUntilTheLoginReplays() throws {
        try assertReplays(
            [
                "link producthunt://post/x", "link producthunt://post/98", "email demo@example.com",
                "password password1", "login", "wait 600ms", "scroll 30", "share", "back",
            ], name: "link-replay",
            showing: [
                "error: the id 'x' is not a number", "-> post #98",
                "  shared: \"I signed up to chat with @kofimensah\"",
            ])
    }

    func testAVoteAndItsRollbackReplay() throws {
        try assertReplays(
            [
                "email demo@example.com", "password password1", "login", "wait 600ms", "open 3", "vote", "wait 300ms",
                "fail server", "vote", "wait 300ms", "back", "logout",
            ], name: "vote-replay",
            showing: [
                "  by Kofi Mensah, 63 votes, voted", "  ! Could not vote. Something went wrong on our side.",
                "-> login",
            ])
    }
}
