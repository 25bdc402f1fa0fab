import Foundation
import XCTest

@testable import Demo

/// `--record` writes a transcript that `--replay` feeds back to the same output, and a replay notices when
/// the app does something else than the recording says.
final class ReplayTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("demo-replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: directory)
    }

    private let session = DemoSessionTests.input([
        "register", "age 7", "back", "email demo@example.com", "password nope", "password password1", "login",
        "wait 600ms", "open 2", "back", "open 99", "fail network", "more", "wait 300ms", "retry", "wait 1s",
        "dance", "wait 31s", "refresh",
    ])

    func testReplayOfAVirtualRecordingPrintsTheSameOutput() throws {
        let transcript = directory.appendingPathComponent("virtual.txt").path
        let recorded = try DemoProcess.run(arguments: ["--virtual", "--record", transcript], input: session)
        XCTAssertEqual(recorded.status, 0, recorded.error)

        let replayed = try DemoProcess.run(arguments: ["--replay", transcript], input: "")

        XCTAssertEqual(replayed.status, 0, replayed.error)
        XCTAssertEqual(replayed.error, "")
        Golden.assertMatches(replayed.output, recorded.output, name: "replay")
        // The session went through every screen, so the replay proves something.
        for line in ["-> registration", "-> feed", "-> post #99", "-> back", "! Could not load older posts"] {
            XCTAssertTrue(replayed.output.contains(line), line)
        }
    }

    func testReplayOfARealTimeRecordingPrintsTheSameOutput() throws {
        let transcript = directory.appendingPathComponent("real.txt").path
        // No `wait`: what happens after the input has ended comes out in the same order however long it takes.
        let script = DemoSessionTests.input(["email demo@example.com", "password password1", "login"])
        let recorded = try DemoProcess.run(arguments: ["--record", transcript], input: script)
        XCTAssertEqual(recorded.status, 0, recorded.error)
        XCTAssertTrue(recorded.output.contains("[feed] 20 posts"), recorded.output)

        let replayed = try DemoProcess.run(arguments: ["--replay", transcript], input: "")

        XCTAssertEqual(replayed.status, 0, replayed.error)
        Golden.assertMatches(replayed.output, recorded.output, name: "real-time-replay")
    }

    func testReplayThatDiffersFromTheRecordingFailsAndShowsWhere() throws {
        let path = directory.appendingPathComponent("tampered.txt")
        let recorded = try DemoProcess.run(
            arguments: ["--virtual", "--record", path.path], input: "email demo@example\n")
        XCTAssertEqual(recorded.status, 0)
        let transcript = try String(contentsOf: path, encoding: .utf8)
        let tampered = transcript.replacingOccurrences(of: "isLoginEnabled: false", with: "isLoginEnabled: true")
        XCTAssertNotEqual(tampered, transcript)
        try tampered.write(to: path, atomically: true, encoding: .utf8)

        let replayed = try DemoProcess.run(arguments: ["--replay", path.path], input: "")

        XCTAssertEqual(replayed.status, 1)
        XCTAssertTrue(replayed.error.contains("the replay differs from the recording"), replayed.error)
        XCTAssertTrue(replayed.error.contains("recorded: 0 state login LoginState("), replayed.error)
    }

    func testReplayOfAFileThatIsNotATranscriptFails() throws {
        let path = directory.appendingPathComponent("notes.txt")
        try "shopping list\n".write(to: path, atomically: true, encoding: .utf8)

        let replayed = try DemoProcess.run(arguments: ["--replay", path.path], input: "")

        XCTAssertEqual(replayed.status, 1)
        XCTAssertTrue(replayed.error.contains("line 1: not a demo transcript"), replayed.error)
        XCTAssertEqual(replayed.output, "")
    }

    func testFirstDifferenceComparesTimesOnlyForVirtualRecordings() {
        let recorded = [Transcript.Entry(time: 300, kind: .route, text: "login feed")]
        let replayed = [Transcript.Entry(time: 301, kind: .route, text: "login feed")]

        XCTAssertNil(Replay.firstDifference(recorded, replayed, comparingTimes: false))
        XCTAssertEqual(
            Replay.firstDifference(recorded, replayed, comparingTimes: true),
            "  recorded: 300 route login feed\n  replayed: 301 route login feed")
        XCTAssertEqual(
            Replay.firstDifference(recorded, [], comparingTimes: false),
            "  recorded: 300 route login feed\n  replayed: (nothing)")
    }
}
