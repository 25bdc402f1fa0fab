import Foundation
import XCTest

/// A golden that differs is rewritten with what the test got only when `RECORD_GOLDENS=1`, and the check
/// fails either way; the golden's folder is a temporary one here, never the source tree's.
final class GoldenRecordModeTests: XCTestCase {
    private var directory: URL!
    private let golden = Golden.loginSession
    private var file: URL { directory.appendingPathComponent("LoginSession.txt") }

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("goldens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(golden.text.utf8).write(to: file)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: directory)
    }

    /// The golden with its third line changed, as a change to the demo would print it.
    private var changed: String {
        var lines = golden.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[2] = "a line the demo prints now"
        return lines.joined(separator: "\n")
    }

    func testWithoutTheVariableADifferenceFailsAndNothingIsWritten() throws {
        for environment in [[:], ["RECORD_GOLDENS": "0"], ["RECORD_GOLDENS": ""]] {
            let failure = golden.mismatch(changed, recordingIn: directory, environment: environment)

            XCTAssertEqual(
                failure?.split(separator: "\n").prefix(3),
                [
                    "the output differs from the golden transcript 'LoginSession' at line 3:",
                    "  expected: \(golden.text.split(separator: "\n", omittingEmptySubsequences: false)[2])",
                    "  actual:   a line the demo prints now",
                ], "\(environment)")
            XCTAssertEqual(failure?.split(separator: "\n").last, "RECORD_GOLDENS=1 rewrites \(file.path) with it")
            XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), golden.text, "\(environment)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["LoginSession.txt"])
    }

    func testWithTheVariableADifferenceRewritesTheGoldenAndStillFails() throws {
        let failure = golden.mismatch(changed, recordingIn: directory, environment: ["RECORD_GOLDENS": "1"])

        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), changed)
        XCTAssertEqual(
            failure?.split(separator: "\n").last,
            "rewrote \(file.path) with the output (RECORD_GOLDENS=1): read the change in the diff")
        XCTAssertTrue(
            failure?.hasPrefix("the output differs from the golden transcript 'LoginSession' at line 3:") ?? false)
    }

    func testWithTheVariableAGoldenThatMatchesIsNotWritten() throws {
        // Without its file in the folder: a write would show.
        try FileManager.default.removeItem(at: file)

        XCTAssertNil(golden.mismatch(golden.text, recordingIn: directory, environment: ["RECORD_GOLDENS": "1"]))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }

    func testWithTheVariableAGoldenNotMadeYetIsWritten() throws {
        let new = Golden("NoSuchSessionYet")
        let refused = new.mismatch("> quit\n", recordingIn: directory, environment: [:])
        XCTAssertTrue(refused?.contains("(there is no Golden/NoSuchSessionYet.txt yet)") ?? false, refused ?? "")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["LoginSession.txt"])

        let failure = new.mismatch("> quit\n", recordingIn: directory, environment: ["RECORD_GOLDENS": "1"])

        XCTAssertEqual(
            try String(contentsOf: directory.appendingPathComponent("NoSuchSessionYet.txt"), encoding: .utf8),
            "> quit\n")
        XCTAssertTrue(failure?.contains("(there is no Golden/NoSuchSessionYet.txt yet)") ?? false, failure ?? "")
    }

    func testTheGoldensRewrittenAreTheSourceTreesOnes() {
        XCTAssertEqual(Golden.sources.lastPathComponent, "Golden")
        XCTAssertEqual(Golden.sources.deletingLastPathComponent().lastPathComponent, "DemoTests")
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: Golden.sources.appendingPathComponent("LoginSession.txt").path))
    }
}
