import Foundation
import TestSupport
import XCTest

@testable import Demo

/// `--record PATH` writes into PATH as a shell's `>` would, and refuses what it must not write into.
final class RecordingFileTests: XCTestCase {
    private var directory: URL!
    private let header = "# presenter recording v1\n# time: ticks of 0.001 s\n"

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("demo-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: directory)
    }

    private func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    private func contents(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    func testRecordsThroughASymbolicLinkIntoItsTarget() throws {
        let target = path("target.txt")
        // Longer than the recording: what is left of it would show that the file was not emptied.
        try String(repeating: "old\n", count: 1_000).write(toFile: target, atomically: false, encoding: .utf8)
        let link = path("link.txt")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)

        let result = try DemoProcess.run(arguments: ["--virtual", "--record", link], input: "login\n")

        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), target)
        let recorded = try contents(target)
        XCTAssertTrue(recorded.hasPrefix(header), recorded)
        XCTAssertTrue(recorded.contains("\n0 note input \"login\"\n"), recorded)
        XCTAssertFalse(recorded.contains("old"), recorded)
    }

    func testARecordingIsReadableByItsOwnerOnlyAndSoIsAFileOthersCouldReadRecordedOver() throws {
        let file = path("session.rec")
        let first = try DemoProcess.run(arguments: ["--virtual", "--record", file], input: "login\n")
        XCTAssertEqual(first.status, 0, first.error)
        XCTAssertEqual(permissions(of: file), 0o600)
        try String(repeating: "old\n", count: 1_000).write(toFile: file, atomically: false, encoding: .utf8)
        XCTAssertEqual(chmod(file, 0o644), 0)

        let second = try DemoProcess.run(arguments: ["--virtual", "--record", file], input: "login\n")

        XCTAssertEqual(second.status, 0, second.error)
        XCTAssertEqual(permissions(of: file), 0o600)
        let recorded = try contents(file)
        XCTAssertTrue(recorded.hasPrefix(header), recorded)
        XCTAssertFalse(recorded.contains("old"), recorded)
    }

    func testRecordsIntoAFIFOForItsReader() throws {
        let fifo = path("fifo")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let reader = FIFOReader(path: fifo)

        let result = try DemoProcess.run(arguments: ["--virtual", "--record", fifo], input: "login\n")

        XCTAssertEqual(result.status, 0, result.error)
        let recorded = try XCTUnwrap(reader.finish(within: 10), "the demo did not write into the FIFO")
        XCTAssertTrue(recorded.hasPrefix(header), recorded)
        XCTAssertTrue(recorded.contains("\n0 note input \"login\"\n"), recorded)
        var status = stat()
        XCTAssertEqual(lstat(fifo, &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO, "the FIFO was replaced")
    }

    func testRefusesADirectory() throws {
        let result = try DemoProcess.run(arguments: ["--virtual", "--record", directory.path], input: "login\n")

        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.error, "error: cannot record into '\(directory.path)': it is a directory\n")
        XCTAssertEqual(result.output, "")
    }

    func testRefusesTheRecordingBeingReplayedUnderAnyOfItsNames() throws {
        let file = path("session.txt")
        let recorded = try DemoProcess.run(arguments: ["--virtual", "--record", file], input: "login\n")
        XCTAssertEqual(recorded.status, 0, recorded.error)
        let original = try contents(file)
        try FileManager.default.createSymbolicLink(atPath: path("link.txt"), withDestinationPath: file)
        try FileManager.default.linkItem(atPath: file, toPath: path("hard-link.txt"))

        for name in [file, path("link.txt"), path("hard-link.txt"), directory.path + "/./session.txt"] {
            let result = try DemoProcess.run(arguments: ["--replay", file, "--record", name], input: "")

            XCTAssertEqual(result.status, 1, name)
            XCTAssertEqual(
                result.error, "error: cannot record into '\(name)': it is the recording being replayed\n", name)
            XCTAssertEqual(try contents(file), original, name)
        }
        // Recording the replay elsewhere writes it down again.
        let again = try DemoProcess.run(arguments: ["--replay", file, "--record", path("again.txt")], input: "")
        XCTAssertEqual(again.status, 0, again.error)
        XCTAssertEqual(try contents(path("again.txt")), original)
    }
}

/// Reads a FIFO to its end on a thread of its own: opening a FIFO waits for the other side.
private final class FIFOReader: @unchecked Sendable {
    // Unchecked: `bytes` is written by the reading thread before it signals `done`, and read after `done`.
    private let path: String
    private let done = DispatchSemaphore(value: 0)
    private var bytes: [UInt8] = []

    init(path: String) {
        self.path = path
        Thread.detachNewThread { [self] in
            let number = open(path, O_RDONLY)
            if number >= 0 {
                var buffer = [UInt8](repeating: 0, count: 4_096)
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(number, $0.baseAddress, $0.count) }
                    if count > 0 {
                        bytes += buffer[..<count]
                    } else if count == 0 || errno != EINTR {
                        break
                    }
                }
                close(number)
            }
            done.signal()
        }
    }

    /// What was read once the writer closed the FIFO, or `nil` if no writer came in `seconds`; then the
    /// reader is let go by opening the FIFO for writing, so that no thread stays blocked.
    func finish(within seconds: TimeInterval) -> String? {
        if done.wait(timeout: .now() + seconds) == .success { return String(decoding: bytes, as: UTF8.self) }
        let release = open(path, O_WRONLY | O_NONBLOCK)
        if release >= 0 { close(release) }
        return nil
    }
}
