import Foundation
import Presenters

/// What the demo writes into a session's recording for itself, as the format's notes: each line typed, and
/// what the demo did to the app (an event for the screen shown, going back, a failure injected into the
/// backend). The presenters' events, states and routes and their use cases' answers are the recorder's own
/// entries.
///
/// ```
/// 0 note input "email demo@example.com"
/// 0 note send "login emailChanged \"demo@example.com\""
/// 0 event login {"emailChanged":{"_0":"demo@example.com"}}
/// ```
///
/// A replay echoes the lines typed (and the errors they got), and does what each `send` says at its time.
enum DemoNote: Equatable {
    /// A line typed: `input` with the text, `input-not-utf8` with the text its invalid bytes were replaced
    /// in, `input-too-long` with its length in bytes.
    case input(InputLine)
    /// What the demo did to the app: `send` with the intent's text.
    case send(Intent)

    /// Writes the note into `recorder`, at its current time.
    func write(to recorder: SessionRecorder) {
        switch self {
        case .input(.text(let text)): recorder.note(text, as: "input")
        case .input(.invalidUTF8(let lossy)): recorder.note(lossy, as: "input-not-utf8")
        case .input(.tooLong(let count)): recorder.note(count, as: "input-too-long")
        case .send(let intent): recorder.note(intent.text, as: "send")
        }
    }

    /// The note `entry` holds, or `nil` when `entry` is none of the demo's notes.
    /// - Throws: a `RecordingError` with the entry's line when it is one of the demo's notes but does not
    ///   hold what the demo writes there.
    init?(_ entry: RecordingEntry) throws {
        guard entry.kind == .note else { return nil }
        func value<Value: Decodable>(_ type: Value.Type) throws -> Value {
            guard let json = entry.json, let value = try? JSONDecoder().decode(type, from: Data(json.utf8)) else {
                throw RecordingError(
                    line: entry.line,
                    reason: "a '\(entry.name)' note holds \(Value.self == Int.self ? "a number" : "a string")")
            }
            return value
        }
        switch entry.name {
        case "input": self = .input(.text(try value(String.self)))
        case "input-not-utf8": self = .input(.invalidUTF8(lossy: try value(String.self)))
        case "input-too-long": self = .input(.tooLong(byteCount: try value(Int.self)))
        case "send":
            let text = try value(String.self)
            guard let intent = Intent(text: text[...]) else {
                throw RecordingError(line: entry.line, reason: "'\(text.prefix(60))' is nothing the demo sends")
            }
            self = .send(intent)
        default: return nil
        }
    }
}
