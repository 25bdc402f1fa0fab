import Foundation
import HTTPTestSupport
import XCTest

@testable import Demo

/// The built demo with `--api` against a real server on loopback (the in-memory backend served over HTTP),
/// in real time. The server answers 150 ms after a request, so that the line after a command is always
/// read (and echoed) before the answer, and each `wait 500ms` lets the answers come (the wait after the
/// login, a second, lets two come one after the other, the session and the feed's first page, with room for
/// a busy machine): the transcript is the same on every run.
final class ServerSessionTests: XCTestCase {
    private let signIn = ["email demo@example.com", "password password1", "login", "wait 1s"]

    func testLogInReadTheFeedOpenAPostCommentVoteAndLogOut() throws {
        let server = try Self.server()
        defer { server.stop() }
        try assertSession(
            signIn + [
                "open 3", "wait 500ms", "comment Works offline too", "send", "wait 500ms", "vote", "wait 500ms",
                "requests", "fail network", "location deny", "back", "logout", "wait 500ms",
            ], against: server, matches: "ServerSession")
        // The post and its comments are asked for at once, on two connections: in either order.
        XCTAssertEqual(
            server.requests.map { "\($0) \($0.headers["authorization"] ?? "-")" }.sorted(),
            [
                "GET /v1/posts Bearer token-1", "GET /v1/posts/98 Bearer token-1",
                "GET /v1/posts/98/comments Bearer token-1", "POST /v1/posts/98/comments Bearer token-1",
                "POST /v1/session -", "PUT /v1/posts/98/vote Bearer token-1",
            ])
    }

    func testAServerOnAnotherMachineOverPlainHTTPIsToldOfAndTheRunGoesOnWithoutTheToken() throws {
        let result = try DemoProcess.run(arguments: ["--api", "http://example.invalid:8080/v1"], input: "quit\n")

        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(
            result.output,
            "! the session's token will not be sent to example.invalid over plain http (only over https, or to "
                + "this machine: localhost, 127.0.0.1, ::1); the requests go without it\n"
                + "[login]\n  email: (empty)\n  password: (empty)\n  log in: disabled\n> quit\n")
    }

    func testASessionTheServerEndsMidwayBringsBackTheLoginAndTheNextLoginLeadsToTheFeed() throws {
        let server = try Self.server()
        defer { server.stop() }
        // The server no longer knows the session when the post and its comments are asked for: whichever
        // answer comes first ends the session, and the other one finds the screen gone.
        server.inject(.status(401), on: "GET /v1/posts/98")
        server.inject(.status(401), on: "GET /v1/posts/98/comments")
        try assertSession(
            signIn + [
                "open 3", "wait 500ms", "state", "email demo@example.com", "password password1", "login", "wait 500ms",
            ],
            against: server, matches: "ServerSessionExpired")
        // The post and its comments are asked for at once, on two connections: in either order.
        XCTAssertEqual(
            server.requests.map { "\($0) \($0.headers["authorization"] ?? "-")" }.sorted(),
            [
                "GET /v1/posts Bearer token-1", "GET /v1/posts Bearer token-2", "GET /v1/posts/98 Bearer token-1",
                "GET /v1/posts/98/comments Bearer token-1", "POST /v1/session -", "POST /v1/session -",
            ])
    }

    func testAServerStoppedMidSessionReadsAsNoConnectionAndTheRetryLoadsOnceItIsBack() throws {
        var server = try Self.server()
        let port = server.port
        let demo = try DemoProcess.start(arguments: ["--api", server.baseURL.absoluteString])
        let output = try XCTUnwrap(demo.output)
        let input = FileDescriptor(demo.input.fileDescriptor)
        var shown = ""

        XCTAssertNil(input.writeAll(DemoSessionTests.input(signIn)))
        shown += Self.read(output, until: "(more)\n", after: shown)
        server.stop()
        // A refused connection fails at once: the next line is typed once the screen said so.
        XCTAssertNil(input.writeAll(DemoSessionTests.input(["refresh"])))
        shown += Self.read(output, until: "No connection. (retry)\n", after: shown)
        server = try LoopbackServer(port: port, answerDelay: 0.15)
        defer { server.stop() }
        XCTAssertNil(input.writeAll(DemoSessionTests.input(["retry", "wait 500ms", "quit"])))
        try demo.input.close()
        shown += String(decoding: output.readDataToEndOfFile(), as: UTF8.self)

        XCTAssertEqual(demo.wait(), 0)
        XCTAssertEqual(server.requests.map(\.description), ["GET /v1/posts?newerThan=100"])
        Golden.assertMatches(shown, Golden.transcript("ServerStoppedSession"))
    }

    /// What `output` prints from now until what was `shown` before and it end with `marker`; less if it
    /// ends first.
    private static func read(_ output: FileHandle, until marker: String, after shown: String) -> String {
        var read = ""
        while !(shown + read).hasSuffix(marker) {
            let chunk = output.availableData
            if chunk.isEmpty { break }
            read += String(decoding: chunk, as: UTF8.self)
        }
        return read
    }

    func testAServerThatCannotBeReachedGivesTheLoginsNoConnectionMessage() throws {
        let port = try Sockets.closedPort()

        let result = try DemoProcess.run(
            arguments: ["--api", "http://127.0.0.1:\(port)/v1"], input: DemoSessionTests.input(signIn))

        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.error, "")
        XCTAssertTrue(
            result.output.hasSuffix("  log in: enabled\n  ! No connection. Check your network and try again.\n"),
            result.output)
    }

    func testASessionRecordedAgainstAServerReplaysWithoutIt() throws {
        let server = try Self.server()
        let recording = FileManager.default.temporaryDirectory.appendingPathComponent("server-\(UUID()).recording")
        defer { try? FileManager.default.removeItem(at: recording) }
        let script = signIn + ["open 3", "wait 500ms", "vote", "wait 500ms", "back"]
        let recorded = try DemoProcess.run(
            arguments: ["--api", server.baseURL.absoluteString, "--record", recording.path],
            input: DemoSessionTests.input(script))
        server.stop()
        XCTAssertEqual(recorded.status, 0)

        let replayed = try DemoProcess.run(arguments: ["--replay", recording.path], input: "")

        XCTAssertEqual(replayed.error, "")
        XCTAssertEqual(replayed.status, 0, replayed.output)
        XCTAssertTrue(replayed.output.contains("by Kofi Mensah, 63 votes, voted\n"), replayed.output)
    }

    /// A server that answers 150 ms after each request, on the real clock.
    private static func server() throws -> LoopbackServer {
        try LoopbackServer(answerDelay: 0.15)
    }

    private func assertSession(
        _ script: [String], against server: LoopbackServer, matches golden: String, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let result = try DemoProcess.run(
            arguments: ["--api", server.baseURL.absoluteString], input: DemoSessionTests.input(script))
        XCTAssertEqual(result.status, 0, file: file, line: line)
        XCTAssertEqual(result.error, "", file: file, line: line)
        let output = result.output.replacingOccurrences(of: "127.0.0.1:\(server.port)", with: "127.0.0.1:PORT")
        Golden.assertMatches(output, Golden(golden), file: file, line: line)
    }
}
