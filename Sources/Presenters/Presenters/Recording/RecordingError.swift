/// Why a recording cannot be read or replayed: the line of the recording at fault, when there is one,
/// and the reason.
///
/// ```swift
/// do {
///     _ = try Recording(parsing: "# presenter recording v1\n# time: ticks of 1.0 s\nten event search {}\n")
/// } catch {
///     print(error)
/// }
/// // Prints: line 3: bad time 'ten': a time is a whole number of ticks or milliseconds
/// ```
public struct RecordingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line of the recording at fault, counted from 1, or `nil` when the fault is not on one line
    /// (a presenter the recording does not have).
    public let line: Int?
    /// What is wrong, in a sentence.
    public let reason: String

    /// An error about `line` of a recording, or about the recording as a whole when `line` is `nil`.
    public init(line: Int?, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// The line and the reason: `line 3: bad time 'ten': ...`.
    public var description: String {
        guard let line else { return reason }
        return "line \(line): \(reason)"
    }
}

/// `text` in single quotes, cut to a length that keeps an error message on one line.
func quoted(_ text: Substring) -> String {
    let shown = text.count > 40 ? text.prefix(40) + "..." : text
    return "'" + shown + "'"
}
