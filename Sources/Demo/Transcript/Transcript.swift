import Foundation

/// A session written down, one entry a line: what was typed, what the demo sent to the app, and what the
/// presenters did (event, state, route), each with its time in milliseconds since the start.
///
/// ```
/// # Demo transcript: virtual time in milliseconds
/// 0 input "login"
/// 0 send login loginTapped
/// 0 event login loginTapped
/// 0 state login LoginState(email: "", password: "", emailError: Optional("Enter your email."), ...)
/// ```
///
/// A replay performs the `send` entries again at their times, echoes the `input` entries, and expects
/// the presenters to do exactly what the `event`, `state`, `route` and `failure` entries say.
struct Transcript: Equatable {
    /// One line of a transcript.
    struct Entry: Equatable {
        enum Kind: String, CaseIterable {
            /// A line typed, as `Quoting` writes it.
            case input
            /// A line that was not valid UTF-8, with the invalid bytes replaced, quoted.
            case inputNotUTF8 = "input-not-utf8"
            /// A line too long to read: its length in bytes.
            case inputTooLong = "input-too-long"
            /// What the demo did to the app: an `Intent`'s text.
            case send
            /// What a presenter did: the screen's name, then the event, state, route or error.
            case event, state, route, failure

            /// Whether the entry says what a presenter did, rather than what the demo did.
            var isTrace: Bool { [.event, .state, .route, .failure].contains(self) }
        }

        /// Milliseconds since the session started.
        let time: Int
        let kind: Kind
        let text: String

        /// The entry for the line `input`.
        static func input(_ input: InputLine, at time: Int) -> Entry {
            switch input {
            case .text(let text): return Entry(time: time, kind: .input, text: Quoting.quote(text))
            case .invalidUTF8(let lossy): return Entry(time: time, kind: .inputNotUTF8, text: Quoting.quote(lossy))
            case .tooLong(let count): return Entry(time: time, kind: .inputTooLong, text: String(count))
            }
        }

        /// The line of input this entry records, if it records one.
        var input: InputLine? {
            switch kind {
            case .input: return Quoting.unquote(text[...]).map(InputLine.text)
            case .inputNotUTF8: return Quoting.unquote(text[...]).map(InputLine.invalidUTF8)
            case .inputTooLong: return Int(text).map(InputLine.tooLong)
            default: return nil
            }
        }

        var line: String { "\(time) \(kind.rawValue) \(text)" }

        /// The entry written as `line`, or `nil`.
        init?(line: Substring) {
            let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, let time = Int(parts[0]), time >= 0, let kind = Kind(rawValue: String(parts[1]))
            else { return nil }
            self.init(time: time, kind: kind, text: String(parts[2]))
        }

        init(time: Int, kind: Kind, text: String) {
            self.time = time
            self.kind = kind
            self.text = text
        }
    }

    /// Whether the times are virtual milliseconds (the same on every run) or measured ones.
    var virtual: Bool
    var entries: [Entry] = []

    /// The first line, which says how the times were taken.
    static func header(virtual: Bool) -> String {
        "# Demo transcript: \(virtual ? "virtual" : "real") time in milliseconds"
    }

    /// The transcript written as `text`, or the line number and the reason it cannot be read.
    static func parse(_ text: String) -> Result<Transcript, CommandError> {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        guard let first = lines.first, first == header(virtual: true) || first == header(virtual: false) else {
            return .failure(
                CommandError("line 1: not a demo transcript (it should start with '\(header(virtual: true))')"))
        }
        var transcript = Transcript(virtual: first == header(virtual: true))
        for (index, line) in lines.enumerated().dropFirst() where !line.isEmpty && !line.hasPrefix("#") {
            guard let entry = Entry(line: line), entry.kind != .send || Intent(text: entry.text[...]) != nil,
                entry.kind.isTrace || entry.kind == .send || entry.input != nil
            else {
                return .failure(CommandError("line \(index + 1): cannot read '\(line.prefix(60))'"))
            }
            transcript.entries.append(entry)
        }
        return .success(transcript)
    }
}

/// Writes a transcript to a file as the session goes, one line at a time, so that a session that is
/// interrupted still leaves what happened so far.
final class TranscriptWriter {
    private let file: FileHandle

    /// A writer to a new file at `path`, replacing any, or `nil` with the reason it cannot be written.
    static func create(path: String, virtual: Bool) -> Result<TranscriptWriter, CommandError> {
        guard FileManager.default.createFile(atPath: path, contents: nil), let file = FileHandle(forWritingAtPath: path)
        else { return .failure(CommandError("cannot write the transcript to '\(path)'")) }
        let writer = TranscriptWriter(file: file)
        writer.write(Transcript.header(virtual: virtual))
        return .success(writer)
    }

    private init(file: FileHandle) {
        self.file = file
    }

    deinit {
        try? file.close()
    }

    func append(_ entry: Transcript.Entry) {
        write(entry.line)
    }

    private func write(_ line: String) {
        file.write(Data((line + "\n").utf8))
    }
}
