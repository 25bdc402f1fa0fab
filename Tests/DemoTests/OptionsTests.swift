import XCTest

@testable import Demo

final class OptionsTests: XCTestCase {
    func testNoArgumentsMeansRealTimeOnStandardInput() {
        XCTAssertEqual(Options.parse([]), .success(Options()))
    }

    func testReadsEveryOption() {
        XCTAssertEqual(
            Options.parse(["--virtual", "--record", "out.txt", "--replay", "in.txt", "--help"]),
            .success(Options(virtual: true, recordPath: "out.txt", replayPath: "in.txt", help: true)))
        XCTAssertEqual(Options.parse(["-h"]), .success(Options(help: true)))
    }

    func testReadsTheCredentialsFile() {
        XCTAssertEqual(
            Options.parse(["--credentials", "session.json", "--virtual"]),
            .success(Options(virtual: true, credentialsPath: "session.json")))
        XCTAssertEqual(
            Options.parse(["--credentials"]), .failure(CommandError("option '--credentials' needs a file name")))
    }

    func testAFileOptionNeedsItsFile() {
        XCTAssertEqual(Options.parse(["--record"]), .failure(CommandError("option '--record' needs a file name")))
        XCTAssertEqual(
            Options.parse(["--replay", "--virtual"]), .failure(CommandError("option '--replay' needs a file name")))
    }

    func testReadsTheServersURLAndRefusesItWithTheVirtualClockOrAReplay() {
        XCTAssertEqual(
            Options.parse(["--api", "http://127.0.0.1:8080/v1", "--record", "out.txt"]),
            .success(Options(recordPath: "out.txt", apiURL: URL(string: "http://127.0.0.1:8080/v1"))))
        let needsURL = CommandError("option '--api' needs the server's base URL, such as http://127.0.0.1:8080/v1")
        XCTAssertEqual(Options.parse(["--api"]), .failure(needsURL))
        XCTAssertEqual(Options.parse(["--api", "ftp://example.com"]), .failure(needsURL))
        XCTAssertEqual(
            Options.parse(["--api", "http://127.0.0.1:8080/v1", "--virtual"]),
            .failure(
                CommandError("'--api' runs the app in real time against a server: it cannot be used with '--virtual'")))
        XCTAssertEqual(
            Options.parse(["--replay", "in.txt", "--api", "http://127.0.0.1:8080/v1"]),
            .failure(
                CommandError("'--api' runs the app in real time against a server: it cannot be used with '--replay'")))
    }

    func testRefusesUnknownOptionsAndStrayArguments() {
        XCTAssertEqual(Options.parse(["--bogus"]), .failure(CommandError("unknown option '--bogus'")))
        XCTAssertEqual(Options.parse(["--virtual", "login"]), .failure(CommandError("unknown option 'login'")))
    }

    func testUsageStartsWithTheSynopsisAndEndsWithTheCommands() {
        XCTAssertEqual(
            Array(Options.usage.prefix(2)),
            [
                "Usage: Demo [--virtual] [--record FILE] [--replay FILE] [--image-cache DIR] [--credentials FILE]",
                "            [--api URL] [--help]",
            ])
        XCTAssertEqual(Array(Options.usage.suffix(Help.lines().count)), Help.lines())
    }
}
