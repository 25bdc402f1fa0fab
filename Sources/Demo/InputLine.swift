import Foundation

/// A line of standard input as the demo receives it: text, or why it cannot be read as a command.
///
/// The demo reads bytes, not `readLine()`, because `readLine()` silently replaces invalid UTF-8 with
/// U+FFFD: a command would then run with a mangled argument instead of being refused.
enum InputLine: Equatable {
    /// A line of valid UTF-8, without its line break.
    case text(String)
    /// A line that is not valid UTF-8, decoded with the invalid bytes replaced, for the echo only.
    case invalidUTF8(lossy: String)
    /// A line longer than `LineSplitter.longestLine` bytes; only its length is kept.
    case tooLong(byteCount: Int)

    /// The line as its echo and its note in a recording show it: a command's secret argument as `***`.
    func redactingSecrets(on screen: AdaptedScreen?) -> InputLine {
        guard case .text(let text) = self else { return self }
        return .text(Command.redactingSecrets(text, on: screen))
    }

    /// The line as the echo shows it.
    var shown: String {
        switch self {
        case .text(let text): return text
        case .invalidUTF8(let lossy): return lossy
        case .tooLong(let count): return "(a line of \(count) bytes)"
        }
    }
}

/// Cuts a stream of bytes into lines, keeping at most `longestLine` bytes of any line in memory.
struct LineSplitter {
    /// Longer lines are refused: no command needs more, and a runaway paste must not fill the memory.
    static let longestLine = 1_024

    private var pending: [UInt8] = []
    private var droppedCount = 0

    /// The lines that `bytes` completes.
    mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputLine] {
        var lines: [InputLine] = []
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                lines.append(takeLine())
            } else if pending.count < Self.longestLine {
                pending.append(byte)
            } else {
                droppedCount += 1
            }
        }
        return lines
    }

    /// The last line, if the input ended without a line break after it.
    mutating func finish() -> InputLine? {
        pending.isEmpty && droppedCount == 0 ? nil : takeLine()
    }

    private mutating func takeLine() -> InputLine {
        defer {
            pending.removeAll(keepingCapacity: true)
            droppedCount = 0
        }
        if droppedCount > 0 { return .tooLong(byteCount: pending.count + droppedCount) }
        // A line typed on Windows or pasted from there ends in CR LF.
        let bytes = pending.last == UInt8(ascii: "\r") ? pending.dropLast() : pending[...]
        // Decoding replaces each invalid sequence with U+FFFD, which is valid UTF-8 and so never what was
        // there: the text reads back as the same bytes exactly when they were valid. (The standard library's
        // validating initialiser says it at once, but needs macOS 15 and iOS 18.)
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? .text(text) : .invalidUTF8(lossy: text)
    }
}

/// The lines of a file descriptor (standard input), read as they come.
final class LineReader {
    private let descriptor: Int32
    private var splitter = LineSplitter()
    private var ready: [InputLine] = []
    private var ended = false

    init(descriptor: Int32 = STDIN_FILENO) {
        self.descriptor = descriptor
    }

    /// The next line, waiting for it; `nil` at the end of the input.
    func next() -> InputLine? {
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while ready.isEmpty && !ended {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                ready += splitter.feed(buffer[..<count])
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                ended = true
                if let last = splitter.finish() { ready.append(last) }
            }
        }
        return ready.isEmpty ? nil : ready.removeFirst()
    }
}
