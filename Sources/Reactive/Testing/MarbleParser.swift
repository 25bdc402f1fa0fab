/// Reads the layout of a marble diagram: which symbol happens in which frame, before any value is looked up.
///
/// Time is counted in frames: `-`, an event, a group `(...)` and `^` each take one frame; spaces take none.
/// Events inside a group share the group's frame. An offset `[+n]` delays the next event by `n` ticks inside
/// its frame, which lets a drawing of recorded events show ticks that fall between frames.
struct MarbleParser {
    /// One event of the diagram.
    struct Entry: Equatable {
        enum Kind: Equatable {
            case symbol(Character)
            case completed
            case error
        }

        let kind: Kind
        /// The frame the event happens in, counted from the diagram's first frame.
        let frame: Int
        /// Ticks after the start of `frame`.
        let offset: TestTime
        /// Where the event is written in the diagram, for error messages.
        let position: Int
    }

    /// The events in the order they are written, and the frame of `^` if there is one.
    struct Layout {
        var entries: [Entry] = []
        var subscriptionFrame: Int?
    }

    private let diagram: String
    private let characters: [Character]
    private let allowsSubscriptionPoint: Bool
    private let ticksPerFrame: TestTime

    /// An open group: the frame its events share, where `(` is, and whether it holds anything yet.
    private typealias Group = (frame: Int, position: Int, isEmpty: Bool)

    init(_ diagram: String, allowsSubscriptionPoint: Bool, ticksPerFrame: TestTime) {
        precondition(ticksPerFrame > 0, "a marble frame must last at least one tick")
        self.diagram = diagram
        characters = Array(diagram)
        self.allowsSubscriptionPoint = allowsSubscriptionPoint
        self.ticksPerFrame = ticksPerFrame
    }

    func parse() throws(MarbleSyntaxError) -> Layout {
        var layout = Layout()
        var frame = 0
        var group: Group?
        var subscriptionPosition: Int?
        var terminationPosition: Int?
        var offset: (ticks: TestTime, position: Int)?
        var position = 0

        while position < characters.count {
            let character = characters[position]
            if character == "[" {
                if let offset { throw failure(at: offset.position, .offsetWithoutEvent) }
                let (ticks, end) = try readOffset(from: position)
                offset = (ticks, position)
                position = end
                continue
            }
            if character != " ", !Self.isEvent(character), let offset {
                throw failure(at: offset.position, .offsetWithoutEvent)
            }
            switch character {
            case " ":
                break
            case "-":
                if group != nil { throw failure(at: position, .timeInsideGroup) }
                frame += 1
            case "(":
                if group != nil { throw failure(at: position, .nestedGroup) }
                group = (frame, position, true)
            case ")":
                guard let open = group else { throw failure(at: position, .unopenedGroup) }
                if open.isEmpty { throw failure(at: open.position, .emptyGroup) }
                group = nil
                frame += 1
            case "^":
                if !allowsSubscriptionPoint { throw failure(at: position, .subscriptionPointInColdObservable) }
                if let first = subscriptionPosition {
                    throw failure(at: position, .duplicateSubscriptionPoint(firstAt: first))
                }
                subscriptionPosition = position
                layout.subscriptionFrame = group?.frame ?? frame
                if group != nil { group?.isEmpty = false } else { frame += 1 }
            case "]":
                throw failure(at: position, .malformedOffset)
            default:
                if let terminated = terminationPosition {
                    throw failure(at: position, .eventAfterTermination(terminatedAt: terminated))
                }
                let kind: Entry.Kind =
                    switch character {
                    case "|": .completed
                    case "#": .error
                    default: .symbol(character)
                    }
                if character == "|" || character == "#" { terminationPosition = position }
                layout.entries.append(
                    Entry(kind: kind, frame: group?.frame ?? frame, offset: offset?.ticks ?? 0, position: position))
                offset = nil
                if group != nil { group?.isEmpty = false } else { frame += 1 }
            }
            position += 1
        }
        if let offset { throw failure(at: offset.position, .offsetWithoutEvent) }
        if let open = group { throw failure(at: open.position, .unclosedGroup) }
        return layout
    }

    /// Whether `character` is an event: a value's symbol, `|` or `#`.
    static func isEvent(_ character: Character) -> Bool {
        !reservedCharacters.contains(character)
    }

    /// The characters that are not symbols of values.
    static let reservedCharacters: Set<Character> = [" ", "-", "(", ")", "^", "[", "]"]

    /// Reads `[+n]` starting at `start`; returns `n` and the position after `]`.
    private func readOffset(from start: Int) throws(MarbleSyntaxError) -> (TestTime, Int) {
        var position = start + 1
        guard position < characters.count, characters[position] == "+" else {
            throw failure(at: start, .malformedOffset)
        }
        position += 1
        var digits = ""
        while position < characters.count, let digit = characters[position].wholeNumberValue,
            characters[position].isASCII
        {
            digits.append(String(digit))
            position += 1
        }
        guard !digits.isEmpty, position < characters.count, characters[position] == "]" else {
            throw failure(at: start, .malformedOffset)
        }
        guard let ticks = TestTime(digits), ticks > 0, ticks < ticksPerFrame else {
            throw failure(at: start, .offsetOutOfRange(TestTime(digits) ?? .max, ticksPerFrame: ticksPerFrame))
        }
        return (ticks, position + 1)
    }

    private func failure(at position: Int, _ reason: MarbleSyntaxError.Reason) -> MarbleSyntaxError {
        MarbleSyntaxError(diagram: diagram, position: position, reason: reason)
    }
}
