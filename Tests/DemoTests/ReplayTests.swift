import Foundation
import Presenters
import XCTest

@testable import Demo

/// `--record` writes a recording that `--replay` runs again to the same output, and a replay notices when
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
        let file = directory.appendingPathComponent("virtual.txt").path
        let recorded = try DemoProcess.run(arguments: ["--virtual", "--record", file], input: session)
        XCTAssertEqual(recorded.status, 0, recorded.error)

        let replayed = try DemoProcess.run(arguments: ["--replay", file], input: "")

        XCTAssertEqual(replayed.status, 0, replayed.error)
        XCTAssertEqual(replayed.error, "")
        Golden.assertSameOutput(replayed.output, recorded.output, name: "replay")
        // The session went through every screen, so the replay proves something.
        for line in ["-> registration", "-> feed", "-> post #99", "-> back", "! Could not load older posts"] {
            XCTAssertTrue(replayed.output.contains(line), line)
        }
    }

    func testReplayOfARealTimeRecordingPrintsTheSameOutput() throws {
        let file = directory.appendingPathComponent("real.txt").path
        // No `wait`: what happens after the input has ended comes out in the same order however long it takes.
        let script = DemoSessionTests.input(["email demo@example.com", "password password1", "login"])
        let recorded = try DemoProcess.run(arguments: ["--record", file], input: script)
        XCTAssertEqual(recorded.status, 0, recorded.error)
        XCTAssertTrue(recorded.output.contains("[feed] 20 posts"), recorded.output)

        let replayed = try DemoProcess.run(arguments: ["--replay", file], input: "")

        XCTAssertEqual(replayed.status, 0, replayed.error)
        Golden.assertSameOutput(replayed.output, recorded.output, name: "real-time-replay")
    }

    func testReplayOfATamperedRecordingFailsWithTheFirstDifference() throws {
        let path = directory.appendingPathComponent("tampered.txt")
        let recorded = try DemoProcess.run(
            arguments: ["--virtual", "--record", path.path], input: "email demo@example\n")
        XCTAssertEqual(recorded.status, 0)
        let recording = try String(contentsOf: path, encoding: .utf8)
        let tampered = recording.replacingOccurrences(
            of:
                #"0 state login {"email":"demo@example","emailError":"The part after @ needs a dot, as in example.com.""#,
            with: #"0 state login {"email":"demo@example","emailError":"Looks fine.""#)
        XCTAssertNotEqual(tampered, recording)
        try tampered.write(to: path, atomically: true, encoding: .utf8)

        let replayed = try DemoProcess.run(arguments: ["--replay", path.path], input: "")

        XCTAssertEqual(replayed.status, 1)
        let lines = replayed.error.split(separator: "\n").map(String.init)
        XCTAssertEqual(
            lines.first, "error: \(path.path): line 7: the replay differs from the recording at login's state #2:")
        XCTAssertEqual(
            lines.last,
            #"  emailError: recorded "Looks fine.", replayed "The part after @ needs a dot, as in example.com.""#)
        // The output is the replay's, up to its end: the difference is told once the session is over.
        XCTAssertEqual(replayed.output, recorded.output)
    }

    func testARealTimeSessionWhereATypedLineRacedAnAnswerReplaysInTheRecordedOrder() throws {
        let path = directory.appendingPathComponent("race.txt")
        try Golden.raceRecording.text.write(to: path, atomically: true, encoding: .utf8)

        let replayed = try DemoProcess.run(arguments: ["--replay", path.path], input: "")

        XCTAssertEqual(replayed.status, 0, replayed.error)
        XCTAssertEqual(replayed.error, "")
        Golden.assertMatches(replayed.output, Golden.raceSession)
        // The refresh started while the older posts were loading, both loaders on.
        XCTAssertTrue(replayed.output.contains("[feed] 20 posts, refreshing...\n"), replayed.output)
    }

    func testARecordedSessionWithRefusedCommandsReplaysByteForByte() throws {
        let path = directory.appendingPathComponent("refused.txt")
        try Golden.refusedRecording.text.write(to: path, atomically: true, encoding: .utf8)

        let replayed = try DemoProcess.run(arguments: ["--replay", path.path], input: "")

        XCTAssertEqual(replayed.status, 0, replayed.error)
        XCTAssertEqual(replayed.error, "")
        Golden.assertMatches(replayed.output, Golden.refusedSession)
        XCTAssertEqual(
            replayed.output.components(separatedBy: "error: there is no screen to go back to").count - 1, 4)
        XCTAssertTrue(replayed.output.contains("> feed\nerror: log in first: "), replayed.output)
        XCTAssertTrue(replayed.output.hasSuffix("> quit\n"), "the replay goes on to the end")
    }

    func testTheSessionOfEveryBackReplaysAsItRan() throws {
        let file = directory.appendingPathComponent("back.txt").path
        let script = DemoSessionTests.input(
            ["back", "register", "back", "email demo@example.com", "password password1", "login", "wait 600ms"] + [
                "back", "open 3", "back", "collection 3", "wait 300ms", "back", "user 2", "wait 300ms", "back",
                "venues", "back", "wait 1s", "wait 300ms", "open 1", "back", "gallery", "back", "screens", "quit",
            ])
        let cache = directory.appendingPathComponent("images").path
        let recorded = try DemoProcess.run(
            arguments: ["--virtual", "--image-cache", cache, "--record", file], input: script)
        XCTAssertEqual(recorded.status, 0, recorded.error)
        Golden.assertMatches(recorded.output, Golden.backSession)

        // A cache of its own, empty as the recorded session's was.
        let replayCache = directory.appendingPathComponent("replayed-images").path
        let replayed = try DemoProcess.run(arguments: ["--replay", file, "--image-cache", replayCache], input: "")

        XCTAssertEqual(replayed.status, 0, replayed.error)
        XCTAssertEqual(replayed.error, "")
        Golden.assertMatches(replayed.output, Golden.backSession)
    }

    func testTheRaceReplaysDifferentlyWhenTheAnswerComesBeforeTheTypedLine() throws {
        // What a replay over the backend's 300 ms latency did: the older posts before the refresh.
        var lines = Golden.raceRecording.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let answers = lines.indices.filter {
            lines[$0].hasPrefix("1199 next feed feed.page#2") || lines[$0].hasPrefix("1199 completed feed feed.page#2")
        }
        XCTAssertEqual(answers.count, 2)
        let moved = answers.map { lines[$0].replacingOccurrences(of: "1199 ", with: "1196 ") }
        for index in answers.reversed() { lines.remove(at: index) }
        let typed = try XCTUnwrap(lines.firstIndex(of: #"1197 note input "refresh""#))
        lines.insert(contentsOf: moved, at: typed)
        let refresh = try XCTUnwrap(lines.firstIndex(of: #"1197 event feed {"refresh":{}}"#)) + 1
        let path = directory.appendingPathComponent("early.txt")
        try lines.joined(separator: "\n").write(to: path, atomically: true, encoding: .utf8)

        let replayed = try DemoProcess.run(arguments: ["--replay", path.path], input: "")

        XCTAssertEqual(replayed.status, 1)
        XCTAssertTrue(
            replayed.error.hasPrefix(
                "error: \(path.path): line \(refresh): the replay differs from the recording at feed's event #3:\n"
                    + #"  recorded: 1197 event feed {"refresh":{}}"# + "\n  replayed: 1196 state feed "),
            replayed.error)
    }

    func testReplayOfAFileThatIsNotARecordingFailsWithItsLine() throws {
        let path = directory.appendingPathComponent("notes.txt")
        for (contents, error) in [
            ("shopping list\n", "line 1: missing the version line '# presenter recording v1', found 'shopping list'"),
            (
                "# presenter recording v1\n# time: milliseconds\n0 note input 7\n",
                "line 3: a 'input' note holds a string"
            ),
            (
                "# presenter recording v1\n# time: milliseconds\n0 note send \"feed fly\"\n",
                "line 3: 'feed fly' is nothing the demo sends"
            ),
            (
                "# presenter recording v1\n# time: ticks of 1.0 s\n",
                "line 2: the demo records ticks of 0.001 s ('--virtual') or milliseconds, not of 1.0 s"
            ),
        ] {
            try contents.write(to: path, atomically: true, encoding: .utf8)

            let replayed = try DemoProcess.run(arguments: ["--replay", path.path], input: "")

            XCTAssertEqual(replayed.status, 1, contents)
            XCTAssertEqual(replayed.error, "error: \(path.path): \(error)\n", contents)
            XCTAssertEqual(replayed.output, "", contents)
        }
    }

    func testReplayOfBytesThatAreNoTextFailsWithTheirLineAndDoesNotTrap() throws {
        let path = directory.appendingPathComponent("noise.bin")
        var bytes = Data("# presenter recording v1\n# time: milliseconds\n".utf8)
        bytes += Data(String(repeating: "x", count: 100_000).utf8) + Data([10, 0xFF, 0xFE, 10])
        try bytes.write(to: path)

        let replayed = try DemoProcess.run(arguments: ["--replay", path.path], input: "")

        XCTAssertEqual(replayed.status, 1)
        XCTAssertTrue(replayed.error.hasPrefix("error: \(path.path): line 3: bad time 'xxxx"), replayed.error)
        var random = SystemRandomNumberGenerator()
        try Data((0..<4_096).map { _ in UInt8.random(in: 0...255, using: &random) }).write(to: path)
        let noise = try DemoProcess.run(arguments: ["--replay", path.path], input: "")
        XCTAssertEqual(noise.status, 1)
        XCTAssertTrue(noise.error.hasPrefix("error: \(path.path): line "), noise.error)
    }

    func testAScreenTheRecordingNeverNamesIsNoDifferenceUntilItDoesMoreThanShowItsFirstState() throws {
        let header = "# presenter recording v1\n# time: milliseconds\n0 state feed {}\n"
        let recorded = try Recording(parsing: header)
        let built = try Recording(parsing: header + "0 state newtab {}\n")
        XCTAssertNil(ReplayComparison(comparingTimes: true).firstDifference(recorded: recorded, replayed: built))
        let shown = try Recording(parsing: header + "0 state newtab {}\n5 event newtab \"appear\"\n")
        XCTAssertEqual(
            ReplayComparison(comparingTimes: true).firstDifference(recorded: recorded, replayed: shown),
            "after line 2: the replay differs from the recording at newtab's state #1:\n  recorded: (nothing)\n"
                + "  replayed: 0 state newtab {}")
    }

    func testTheFirstDifferenceComparesTimesOnlyOnAVirtualClockAndNamesTheFields() throws {
        let recorded = try Recording(
            parsing:
                "# presenter recording v1\n# time: milliseconds\n0 state feed {\"votes\":[1,2]}\n300 route feed 1\n")
        let replayed = try Recording(
            parsing:
                "# presenter recording v1\n# time: milliseconds\n0 state feed {\"votes\":[1,2]}\n301 route feed 1\n")
        XCTAssertNil(ReplayComparison(comparingTimes: false).firstDifference(recorded: recorded, replayed: replayed))
        XCTAssertEqual(
            ReplayComparison(comparingTimes: true).firstDifference(recorded: recorded, replayed: replayed),
            "line 4: the replay differs from the recording at feed's route #1:\n  recorded: 300 route feed 1\n"
                + "  replayed: 301 route feed 1\n  time: recorded 300, replayed 301")
        let other = try Recording(
            parsing: "# presenter recording v1\n# time: milliseconds\n0 state feed {\"votes\":[1,3]}\n")
        XCTAssertEqual(
            ReplayComparison(comparingTimes: false).firstDifference(recorded: recorded, replayed: other),
            "line 3: the replay differs from the recording at feed's state #1:\n"
                + "  recorded: 0 state feed {\"votes\":[1,2]}\n  replayed: 0 state feed {\"votes\":[1,3]}\n"
                + "  votes[1]: recorded 2, replayed 3")
        XCTAssertEqual(
            ReplayComparison(comparingTimes: false).firstDifference(recorded: other, replayed: recorded),
            "line 3: the replay differs from the recording at feed's state #1:\n"
                + "  recorded: 0 state feed {\"votes\":[1,3]}\n  replayed: 0 state feed {\"votes\":[1,2]}\n"
                + "  votes[1]: recorded 3, replayed 2")
    }
}
