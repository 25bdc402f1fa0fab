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

    func testRefusesUnknownOptionsAndStrayArguments() {
        XCTAssertEqual(Options.parse(["--bogus"]), .failure(CommandError("unknown option '--bogus'")))
        XCTAssertEqual(Options.parse(["--virtual", "login"]), .failure(CommandError("unknown option 'login'")))
    }

    func testUsageStartsWithTheSynopsisAndEndsWithTheCommands() {
        XCTAssertEqual(
            Array(Options.usage.prefix(2)),
            [
                "Usage: Demo [--virtual] [--record FILE] [--replay FILE] [--image-cache DIR] [--credentials FILE]",
                "            [--help]",
            ])
        XCTAssertEqual(Array(Options.usage.suffix(Help.lines().count)), Help.lines())
    }
}
