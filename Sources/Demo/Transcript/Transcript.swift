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
    /// What the writer is told not to write into: the file's device and inode, the same through any path.
    struct FileIdentity: Equatable {
        let device: UInt64
        let inode: UInt64

        /// The identity of the file at `path`, symbolic links followed, or `nil` if there is none.
        init?(path: String) {
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            self.init(status)
        }

        init(_ status: stat) {
            // `dev_t` is signed on Darwin: any mapping that keeps distinct values distinct will do.
            device = UInt64(truncatingIfNeeded: status.st_dev)
            inode = UInt64(truncatingIfNeeded: status.st_ino)
        }
    }

    private let file: FileDescriptor
    private let path: String

    /// A writer to the file at `path`, written as a shell's `>` writes it: a regular file is emptied, a
    /// symbolic link is followed, a FIFO or a device is written into, and a missing file is created.
    /// - Parameter protected: a file never to write into, the transcript being replayed.
    /// - Returns: the writer, or why it cannot write there.
    static func create(path: String, virtual: Bool, protecting protected: FileIdentity? = nil) -> Result<
        TranscriptWriter, CommandError
    > {
        var number: Int32
        repeat {
            // Opening a FIFO waits for its reader, and a signal may interrupt the wait.
            number = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o666)
        } while number == -1 && errno == EINTR
        guard number != -1 else {
            let error = SystemError(code: errno)
            if error.code == EISDIR { return .failure(CommandError("cannot record into '\(path)': it is a directory")) }
            return .failure(CommandError("cannot write the transcript to '\(path)': \(error)"))
        }
        let file = FileDescriptor(number)
        var status = stat()
        if fstat(number, &status) == 0, FileIdentity(status) == protected {
            file.close()
            return .failure(CommandError("cannot record into '\(path)': it is the transcript being replayed"))
        }
        // Emptied only now, once it is known not to be the replayed file.
        if status.st_mode & S_IFMT == S_IFREG, ftruncate(number, 0) != 0 {
            let error = SystemError(code: errno)
            file.close()
            return .failure(CommandError("cannot write the transcript to '\(path)': \(error)"))
        }
        let writer = TranscriptWriter(file: file, path: path)
        if let error = writer.file.writeAll(Transcript.header(virtual: virtual) + "\n") {
            return .failure(CommandError("cannot write the transcript to '\(path)': \(error)"))
        }
        return .success(writer)
    }

    private init(file: FileDescriptor, path: String) {
        self.file = file
        self.path = path
    }

    deinit {
        file.close()
    }

    /// Writes `entry` at once; if the file refuses it, the demo stops, since a recording that misses
    /// entries could not be replayed.
    func append(_ entry: Transcript.Entry) {
        if let error = file.writeAll(entry.line + "\n") {
            Program.stop("cannot write the transcript to '\(path)': \(error)")
        }
    }
}
