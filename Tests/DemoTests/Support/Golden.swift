import Foundation
import XCTest

/// Checks an output against a golden transcript: the output of a session that was read and checked by
/// hand once, kept in `Golden/` as a Swift string (SwiftPM would warn about a loose text file that the
/// package does not declare).
enum Golden {
    /// Fails, showing the first line that differs, unless `output` is exactly `golden`; the whole output
    /// is then written to a temporary file, to be read (and checked by hand) before it replaces `golden`.
    static func assertMatches(
        _ output: String, _ golden: String, name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard output != golden else { return }
        let expected = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let actual = output.split(separator: "\n", omittingEmptySubsequences: false)
        let index = zip(expected, actual).prefix { $0 == $1 }.count
        let saved = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(name).actual.txt")
        try? Data(output.utf8).write(to: saved)
        XCTFail(
            """
            the output differs from the golden transcript '\(name)' at line \(index + 1):
              expected: \(index < expected.count ? String(expected[index]) : "(end of the output)")
              actual:   \(index < actual.count ? String(actual[index]) : "(end of the output)")
            the whole output is in \(saved.path)
            """, file: file, line: line)
    }
}
