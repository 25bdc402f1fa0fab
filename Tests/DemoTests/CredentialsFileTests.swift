import Foundation
import TestSupport
import XCTest

/// The demo with `--credentials FILE`: the session kept from one run to the next.
final class CredentialsFileTests: XCTestCase {
    private var directory = ""
    private var path: String { directory + "/credentials.json" }

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = NSTemporaryDirectory() + "demo-credentials-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
        try super.tearDownWithError()
    }

    private func run(_ script: [String]) throws -> String {
        let result = try DemoProcess.run(
            arguments: ["--virtual", "--credentials", path], input: DemoSessionTests.input(script))
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.error, "")
        return result.output
    }

    func testASessionLoggedInIsThereAtTheNextRun() throws {
        let first = try run(["email demo@example.com", "password password1", "login", "wait 300ms", "quit"])
        XCTAssertTrue(first.hasPrefix("[login]\n"), first)
        XCTAssertTrue(first.contains("-> feed\n"), first)

        let second = try run(["state", "wait 300ms"])

        XCTAssertTrue(
            second.hasPrefix(
                "restored: feed\n[feed] loading...\n> state\n[feed] loading...\n> wait 300ms\n[feed] 20 posts\n"),
            second)
    }

    func testTheSessionAndTheNavigationAreKeptInFilesOfTheirOwnerOnly() throws {
        _ = try run(["email demo@example.com", "password password1", "login", "wait 300ms", "quit"])

        XCTAssertEqual(permissions(of: path), 0o600)
        XCTAssertEqual(permissions(of: path + ".navigation"), 0o600)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: directory).sorted(),
            [
                "credentials.json", "credentials.json.navigation",
            ])
    }

    func testAFileOthersCouldOpenIsReportedMadeItsOwnersOnlyAndItsSessionUsed() throws {
        _ = try run(["email demo@example.com", "password password1", "login", "wait 300ms"])
        XCTAssertEqual(chmod(path, 0o644), 0)

        let output = try run(["quit"])

        XCTAssertTrue(
            output.hasPrefix(
                "! others had access to the credentials file \(path) (mode 0644): it is now its owner's only (0600); "
                    + "log out and in again if someone may have read its token\nrestored: feed\n[feed] loading...\n"),
            output)
        XCTAssertEqual(permissions(of: path), 0o600)
    }

    func testALogoutIsThereAtTheNextRun() throws {
        _ = try run(["email demo@example.com", "password password1", "login", "wait 300ms"])
        let second = try run(["logout"])
        XCTAssertTrue(
            second.hasSuffix(
                "> logout\n-> login\n[login]\n  email: (empty)\n  password: (empty)\n  log in: disabled\n"), second)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))

        let third = try run(["quit"])

        XCTAssertTrue(third.hasPrefix("[login]\n"), third)
    }

    func testACorruptFileIsReportedAndTheRunStartsLoggedOut() throws {
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("{\"session\":".utf8)))

        let output = try run(["quit"])

        XCTAssertEqual(
            output,
            "! the credentials file \(path) is corrupt (not JSON, or cut short); starting logged out\n"
                + "[login]\n  email: (empty)\n  password: (empty)\n  log in: disabled\n> quit\n")
    }

    func testASessionThatCannotBeSavedIsReportedAndTheRunGoesOn() throws {
        let path = directory + "/missing/credentials.json"
        let result = try DemoProcess.run(
            arguments: ["--virtual", "--credentials", path],
            input: DemoSessionTests.input(["email demo@example.com", "password password1", "login", "wait 300ms"]))

        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("! cannot save the session to \(path) ("), result.output)
        XCTAssertTrue(result.output.contains("-> feed\n"), result.output)
    }
}
