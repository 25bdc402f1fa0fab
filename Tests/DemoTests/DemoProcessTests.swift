import Foundation
import ShowcaseApp
import XCTest

@testable import Demo

final class DemoProcessTests: XCTestCase {
    func testHelpFlagPrintsUsageAndExitsZero() throws {
        let result = try DemoProcess.run(arguments: ["--help"], input: "")
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("Usage: Demo"), result.output)
        assertFitsInAHundredColumns(result.output)
    }

    /// Fails for each line of `output` wider than 100 columns, as `help` and `--help` must fit.
    private func assertFitsInAHundredColumns(_ output: String, line: UInt = #line) {
        let lines = output.split(separator: "\n")
        XCTAssertGreaterThan(lines.count, 50, "the whole help", line: line)
        for text in lines where text.count > 100 {
            XCTFail("\(text.count) columns: \(text)", line: line)
        }
    }

    func testEndOfInputExitsZero() throws {
        let result = try DemoProcess.run(arguments: [], input: "")
        XCTAssertEqual(result.status, 0)
    }

    func testUnknownFlagPrintsUsageToStandardErrorAndExitsTwo() throws {
        let result = try DemoProcess.run(arguments: ["--bogus"], input: "")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("unknown option '--bogus'"), result.error)
    }

    func testUnknownCommandReportsAnErrorAndGoesOn() throws {
        let result = try DemoProcess.run(arguments: [], input: "dance\nhelp\n")
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("error: unknown command 'dance'"), result.output)
        XCTAssertTrue(result.output.contains("Commands (log in as demo@example.com"), result.output)
    }

    func testAnUnknownCommandOrOneOfAnotherScreenSaysWhatWentWrongAndLosesNothing() throws {
        let result = try DemoProcess.run(
            arguments: ["--virtual"], input: "email a@b.c\ndance\nopen 3\nvote now\npassword secret1\n")
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(
            result.output.contains(
                """
                > dance
                error: unknown command 'dance' (type 'help' for the commands)
                > open 3
                error: 'open' does nothing on the login screen
                > vote now
                error: 'vote' takes no argument, but got 'now'
                > password ***
                [login]
                  email: a@b.c
                  password: *******
                  log in: enabled

                """), result.output)
    }

    func testHelpListsTheCommandsOfTheScreenShownFirst() throws {
        let signIn = "email demo@example.com\npassword password1\nlogin\nwait 600ms\n"
        for (input, shown) in [("help\n", LoginScreen.self), (signIn + "help\n", FeedScreen.self)]
            as [(String, any ScreenAdapter.Type)]
        {
            let lines = try DemoProcess.run(arguments: ["--virtual"], input: input).output.split(
                separator: "\n", omittingEmptySubsequences: false
            ).map(String.init)
            guard let start = lines.firstIndex(of: "> help") else { return XCTFail(lines.joined(separator: "\n")) }
            XCTAssertEqual(Array(lines[(start + 1)...].dropLast()), Help.lines(shown: shown), shown.name)
            XCTAssertEqual(lines[start + 2], "On the \(shown.name) screen, shown now:")
            assertFitsInAHundredColumns(lines[(start + 1)...].joined(separator: "\n"))
        }
    }
}
