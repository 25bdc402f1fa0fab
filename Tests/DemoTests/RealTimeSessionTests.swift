import Foundation
import XCTest

@testable import Demo

/// The built demo on the real clock: what the app's answers change is printed as they come, while the demo
/// waits for the next line.
final class RealTimeSessionTests: XCTestCase {
    func testAnAnswerIsPrintedWhileTheDemoWaitsForTheNextLine() throws {
        let demo = try DemoProcess.start(arguments: [])
        let output = try XCTUnwrap(demo.output)
        let input = FileDescriptor(demo.input.fileDescriptor)

        // The input stays open: the demo reads on, and the feed can only come from the answers.
        XCTAssertNil(input.writeAll("email demo@example.com\npassword password1\nlogin\n"))
        var shown = ""
        while !shown.contains("(more)") {
            let chunk = output.availableData
            if chunk.isEmpty { break }
            shown += String(decoding: chunk, as: UTF8.self)
        }
        XCTAssertNil(input.writeAll("quit\n"))
        try demo.input.close()
        shown += String(decoding: output.readDataToEndOfFile(), as: UTF8.self)

        XCTAssertEqual(demo.wait(), 0)
        let lines = shown.split(separator: "\n", omittingEmptySubsequences: false)
        let login = try XCTUnwrap(lines.firstIndex(of: "> login"), shown)
        let quit = try XCTUnwrap(lines.firstIndex(of: "> quit"), shown)
        // Each answer once, in order, before the next line was typed.
        XCTAssertEqual(
            Array(lines[login..<min(login + 11, lines.count)]),
            [
                "> login", "[login]", "  email: demo@example.com", "  password: *********", "  log in: logging in...",
                "[login]", "  email: demo@example.com", "  password: *********", "  log in: enabled", "-> feed",
                "[feed] loading...",
            ], shown)
        XCTAssertEqual(lines[login + 11], "[feed] 20 posts", shown)
        XCTAssertEqual(lines[quit - 1], "  (more)", shown)
    }
}
