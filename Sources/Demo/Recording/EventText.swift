import Foundation
import Presenters
import ShowcaseApp

/// An event as the demo writes it in its recording's notes, derived from the event's `Codable` form: the
/// case's name, then its payloads in order, each separated by a space, as in `loginTapped`,
/// `emailChanged "a b"`, `select 42`, `editComment 12 "two words"` or `comments refresh`.
///
/// A payload is written as:
/// - a string: quoted (`Quoting`), a secret's as its stand-in, a star for each character, which reads back
///   as a secret equal to any (`Secret(standIn:)`), so that a replay types what the screen showed;
/// - a number: `120`, `-40`, `12.5` (a whole number without its fraction); `true` or `false`;
/// - an enum: its case's name and its own payloads; a struct: its fields in order; a range of positions: `0-7`;
///   a list: `[a b]`; no value: `nil`.
///
/// An event reads back from its text only when the event writes exactly that text, so that one text
/// stands for one event.
enum EventText {
    /// How the demo writes `event` after the screen's name.
    static func text(of event: some Encodable) -> String {
        let written = WrittenValue()
        // The demo's encoder throws nothing; an event whose own `encode(to:)` throws is written as far as
        // it got, which no event reads back from.
        try? event.encode(to: EventTextEncoder(into: written, codingPath: []))
        return written.text
    }

    /// The event of type `type` that `text` writes, or `nil` if `text` is none that `text(of:)` writes.
    static func event<Event: Codable>(_ type: Event.Type, from text: Substring) -> Event? {
        guard let reader = TextReader(text), let event = try? reader.value(Event.self, at: []), reader.isAtEnd
        else { return nil }
        return self.text(of: event) == text ? event : nil
    }

    /// The texts the demo wrote, by the screens' names, for events whose text it now writes otherwise,
    /// and the text it writes for them: the gallery wrote the events of its list without the list's case
    /// (`refresh` for `list refresh`). A recording that holds one still replays.
    static let formerTexts: [String: [Substring: Substring]] = [
        GalleryScreen.name: [
            "appear": "list appear", "refresh": "list refresh", "reachedEnd": "list reachedEnd", "retry": "list retry",
        ]
    ]

    /// `name "text"`.
    static func typed(_ name: String, _ text: String) -> String {
        name + " " + Quoting.quote(text)
    }

    /// `120`, `-40`, `12.5`: a number of points, without a fraction when it has none.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// The name and the argument of `text`, split at its first space.
    static func split(_ text: Substring) -> (name: Substring, argument: Substring?) {
        guard let space = text.firstIndex(of: " ") else { return (text, nil) }
        return (text[..<space], text[text.index(after: space)...])
    }

    /// What the encoder and the decoder are told: each secret is written as its stand-in, and read back
    /// as one.
    static var userInfo: [CodingUserInfoKey: Any] { [.redactsSecrets: true] }
}

/// A range of whole numbers, written `lower-upper` as the demo writes positions (`0-7`), and read back as
/// `PositionRange` reads positions: from 0.
enum RangeText {
    static func text(_ range: ClosedRange<Int>) -> String {
        "\(range.lowerBound)-\(range.upperBound)"
    }

    static func range(_ text: Substring) -> ClosedRange<Int>? {
        PositionRange.parse(text)
    }
}
