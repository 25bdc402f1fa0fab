import Foundation
import Presenters
import XCTest

@testable import Demo

/// When standard output cannot be written any more, the demo stops with a message on standard error and
/// status 1, rather than a crash, and its recording keeps every entry up to that point.
final class OutputFailureTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("demo-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: directory)
    }

    private func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    func testAClosedStandardOutputStopsTheDemo() throws {
        let result = try DemoProcess.run(arguments: ["--virtual"], input: "login\n", shell: #"exec "$0" "$@" >&-"#)

        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.error, "error: cannot write to standard output: Bad file descriptor\n")
    }

    func testAFullDiskStopsTheDemoAndKeepsTheRecording() throws {
        let full = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"), "a system without /dev/full")
        let recording = path("full.txt")

        let result = try DemoProcess.run(
            arguments: ["--virtual", "--record", recording], input: "login\n", output: full)

        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.error, "error: cannot write to standard output: No space left on device\n")
        // The login screen, shown before any input, was the first thing that could not be written.
        XCTAssertEqual(
            try String(contentsOfFile: recording, encoding: .utf8),
            "# presenter recording v1\n# time: ticks of 0.001 s\n"
                + #"0 state login {"email":"","isLoading":false,"isLoginEnabled":false,"password":""}"# + "\n")
    }

    func testABrokenPipeWithSIGPIPEIgnoredStopsTheDemoAndKeepsTheRecording() throws {
        let recording = path("broken.txt")
        // As a service runs it: a write to a pipe nobody reads fails with EPIPE instead of killing the process.
        let demo = try DemoProcess.start(
            arguments: ["--virtual", "--record", recording], shell: #"trap '' PIPE; exec "$0" "$@""#)
        let output = try XCTUnwrap(demo.output)
        let input = FileDescriptor(demo.input.fileDescriptor)

        XCTAssertNil(input.writeAll("email demo@example.com\n"))
        // Reads until the demo has shown the email typed, then goes away, as `head` does.
        var shown = ""
        while !shown.contains("email: demo@example.com") {
            let chunk = output.availableData
            if chunk.isEmpty { break }
            shown += String(decoding: chunk, as: UTF8.self)
        }
        try output.close()
        XCTAssertNil(input.writeAll("password password1\n"))
        try demo.input.close()
        let error = String(decoding: demo.error.readDataToEndOfFile(), as: UTF8.self)

        XCTAssertEqual(demo.wait(), 1)
        XCTAssertEqual(error, "error: cannot write to standard output: Broken pipe\n")
        let recorded = try String(contentsOfFile: recording, encoding: .utf8)
        let typed = [
            #"0 note input "email demo@example.com""#, #"0 note send "login emailChanged \"demo@example.com\"""#,
        ]
        XCTAssertTrue(recorded.contains(typed.joined(separator: "\n") + "\n"), recorded)
        // The line whose echo failed is the last entry, whole.
        XCTAssertTrue(recorded.hasSuffix("\n0 note input \"password ***\"\n"), recorded)
        XCTAssertNoThrow(try Recording(parsing: recorded))
    }
}
