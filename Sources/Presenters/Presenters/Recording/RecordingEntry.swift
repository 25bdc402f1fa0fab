/// One line of a recording: something a presenter did, something a use case answered, or a note, with
/// its time.
///
/// Written as `TIME KIND NAME [CALL] [JSON]`, one entry a line:
///
/// ```
/// 100 event search {"query":{"_0":"sw"}}
/// 100 subscribe search results#1 "sw"
/// 130 next search results#1 ["sw!"]
/// 130 completed search results#1
/// 130 state search {"results":["sw!"]}
/// ```
public struct RecordingEntry: Equatable, Sendable, CustomStringConvertible {
    /// What an entry records.
    public enum Kind: String, CaseIterable, Sendable {
        /// The presenter handled this event: `event NAME JSON`.
        case event
        /// The presenter's state became this one (its first is its initial state): `state NAME JSON`.
        case state
        /// The presenter emitted this route: `route NAME JSON`.
        case route
        /// The presenter subscribed to a use case's answers, with the request if any:
        /// `subscribe NAME ANSWER#N [JSON]`.
        case subscribe
        /// The use case answered this element: `next NAME ANSWER#N JSON`.
        case next
        /// The use case failed, with the error tagged by its type: `error NAME ANSWER#N {"Type":JSON}`.
        case error
        /// The use case completed: `completed NAME ANSWER#N`.
        case completed
        /// The presenter cancelled the subscription before it ended: `dispose NAME ANSWER#N`. A replay
        /// does not check it; it tells the reader why no answer follows.
        case dispose
        /// A value the program recording the session wrote for itself, such as a line typed: `note TAG
        /// JSON`. A replay ignores it.
        case note

        /// Whether the entry is about one of a use case's subscriptions, and names it.
        public var isAnswer: Bool { [.subscribe, .next, .error, .completed, .dispose].contains(self) }

        /// Whether the entry is one of the use case's answers, which a replay delivers.
        var isDelivered: Bool { [.next, .error, .completed].contains(self) }

        /// Whether the entry ends its subscription.
        var endsCall: Bool { [.error, .completed, .dispose].contains(self) }
    }

    /// One subscription to a use case's answers: the answer's name and the subscription's number among
    /// the presenter's subscriptions to it, counted from 1, as in `results#2`.
    public struct Call: Hashable, Sendable, CustomStringConvertible {
        /// The name the presenter's code gave the answers, as in `results`.
        public let answer: String
        /// Which subscription of the presenter to these answers, counted from 1.
        public let number: Int

        /// The `number`-th subscription to `answer`.
        public init(answer: String, number: Int) {
            self.answer = answer
            self.number = number
        }

        /// `answer#number`, as the recording writes it.
        public var description: String { "\(answer)#\(number)" }
    }

    /// The time: virtual ticks or milliseconds since the recording started, as the recording says.
    public let time: Int
    /// What the entry records.
    public let kind: Kind
    /// The presenter the entry is about, or the tag of a note.
    public let name: String
    /// The subscription an answer entry is about; `nil` for the other kinds.
    public let call: Call?
    /// The event, state, route, request, element, error or note as one line of JSON; `nil` for the kinds
    /// that carry nothing.
    public let json: String?
    /// The line of the recording's text the entry is on, counted from 1.
    public let line: Int

    /// An entry; the recorder and the parser make them.
    init(time: Int, kind: Kind, name: String, call: Call? = nil, json: String? = nil, line: Int) {
        self.time = time
        self.kind = kind
        self.name = name
        self.call = call
        self.json = json
        self.line = line
    }

    /// The entry as the recording writes it, without its line number.
    public var description: String {
        var text = "\(time) \(kind.rawValue) \(name)"
        if let call { text += " \(call)" }
        if let json { text += " \(json)" }
        return text
    }
}

/// Whether `name` can name a presenter, an answer or a note: letters, digits and `.`, `_`, `-`, `/`.
func isValidRecordingName(_ name: Substring) -> Bool {
    !name.isEmpty
        && name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                    || ".-_/".unicodeScalars.contains(scalar))
        }
}
