import Foundation
import XCTest

final class DemoProcessTests: XCTestCase {
    func testHelpFlagPrintsUsageAndExitsZero() throws {
        let result = try DemoProcess.run(arguments: ["--help"], input: "")
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("Usage: Demo"), result.output)
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
}
