import Foundation
import XCTest

/// Whole sessions of the built demo on a virtual clock, compared line by line with golden transcripts
/// that were read and checked by hand.
final class DemoSessionTests: XCTestCase {
    func testLoginFailsWithWrongCredentialsThenSucceeds() throws {
        try assertSession(
            [
                "login", "email demo@example", "email demo@example.com", "password wrong", "password wrongpassword",
                "login", "login", "wait 300ms", "dismiss", "password password1", "login", "wait 299ms", "wait 1ms",
            ], matches: Golden.loginSession)
    }

    func testALoginThatHangsTimesOutAfterTenSecondsAndALoginAgainLogsIn() throws {
        try assertSession(
            [
                "email demo@example.com", "password password1", "fail hang", "login", "wait 9s", "wait 1s", "login",
                "wait 300ms",
            ], matches: Golden.loginTimeoutSession)
    }

    func testRegistrationRefusesInvalidFieldsThenRegisters() throws {
        try assertSession(
            [
                "register", "register", "email new@example", "email demo@example.com", "password 123",
                "password secret1", "age twenty", "age 7", "age 30", "register", "wait 300ms", "email new@example.com",
                "register", "register", "wait 300ms", "quit",
            ], matches: Golden.registrationSession)
    }

    func testFeedRefreshesAndPagesToTheEnd() throws {
        try assertSession(
            signIn + [
                "refresh", "wait 300ms", "wait 60s", "refresh", "refresh", "wait 300ms", "more", "more", "wait 300ms",
                "fail server", "more", "wait 300ms", "retry", "wait 300ms", "more", "wait 300ms", "more", "wait 300ms",
                "more", "wait 300ms", "more",
            ], matches: Golden.feedSession)
    }

    func testOpensPostsAndGoesBack() throws {
        try assertSession(
            ["register", "back"] + signIn + [
                "open 3", "state", "refresh", "more", "back", "open 21", "open 20", "back", "back",
            ], matches: Golden.openSession)
    }

    func testVenuesLocateTheUserThenListTheBestFirstAndTheTopOneOpensItsDetail() throws {
        try assertSession(
            ["venues", "gallery"] + signIn + [
                "venues", "wait 500ms", "wait 500ms", "wait 300ms", "open 1", "wait 300ms", "back", "back", "venues",
                "open 9", "fail network", "open 6", "wait 300ms", "retry", "wait 300ms", "back", "logout", "feed",
                "logout",
            ] + signIn + [
                "location deny", "venues", "retry", "location allow", "retry", "wait 1s", "wait 300ms", "quit",
            ], matches: Golden.venuesSession)
    }

    func testALinkWhileLoggedOutOpensAfterTheLogin() throws {
        try assertSession(
            [
                "link producthunt://post/98/comments", "link https://post/98", "link producthunt://post/98",
                "email demo@example.com", "password password1", "login", "wait 300ms", "wait 300ms", "scroll 70",
                "scroll -120", "share", "wait 120s", "share", "back",
            ], matches: Golden.linkSession)
    }

    func testAVoteOnADetailIsSeenInTheFeedAndAFailedOneIsRolledBack() throws {
        try assertSession(
            signIn + [
                "open 3", "vote", "vote", "wait 300ms", "back", "open 3", "fail network", "vote", "wait 300ms", "back",
                "logout",
            ],
            matches: Golden.voteSession)
    }

    func testBadInputGetsOneErrorLineEachAndTheDemoGoesOn() throws {
        var lines: [Data] = [
            "", "   ", "dance", "LOGIN now", "email", "open", "open 1 2", "open x", "open 999", "open 0", "wait",
            "wait 2", "wait -1s", "wait 2 s", "wait 2days", "wait 100000s", "fail", "fail meteor", "retry", "dismiss",
            "back", "age 30",
        ].map { Data($0.utf8) }
        lines.append(Data("email ".utf8) + Data([0xFF, 0xFE]) + Data("oops".utf8))
        lines.append(Data(("password " + String(repeating: "x", count: 3_000)).utf8))
        lines += ["email a\u{1B}[2Jb", "email  spaced out  ", "state\r"].map { Data($0.utf8) }
        lines += (signIn + ["open 999", "open 0", "retry", "email x", "back"]).map { Data($0.utf8) }
        // The last line has no line break: the end of the input ends it.
        let input = Data(lines.joined(separator: Data("\n".utf8))) + Data("\nstate".utf8)

        let result = try DemoProcess.run(arguments: ["--virtual"], input: input)

        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.error, "")
        Golden.assertMatches(result.output, Golden.badInputSession)
    }

    func testTheSameSessionPrintsTheSameOnEveryRun() throws {
        let script = signIn + ["more", "wait 250ms", "wait 50ms"]
        let first = try DemoProcess.run(arguments: ["--virtual"], input: Self.input(script))
        let second = try DemoProcess.run(arguments: ["--virtual"], input: Self.input(script))
        XCTAssertEqual(first.output, second.output)
        XCTAssertTrue(first.output.contains("[feed] 40 posts"), first.output)
    }

    /// Logs in with the demo account and waits for the feed's first page.
    private let signIn = ["email demo@example.com", "password password1", "login", "wait 600ms"]

    private func assertSession(
        _ script: [String], matches golden: Golden, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let result = try DemoProcess.run(arguments: ["--virtual"], input: Self.input(script))
        XCTAssertEqual(result.status, 0, file: file, line: line)
        XCTAssertEqual(result.error, "", file: file, line: line)
        Golden.assertMatches(result.output, golden, file: file, line: line)
    }

    static func input(_ script: [String]) -> String {
        script.map { $0 + "\n" }.joined()
    }
}
