/// Why a marble diagram could not be read, and where.
///
/// Its description names the reason and points at the character:
///
/// ```
/// ')' closes no group, at position 5 of the marble diagram:
/// --a--)-|
///      ^
/// ```
public struct MarbleSyntaxError: Error, Equatable, Sendable {
    /// What is wrong with a marble diagram.
    public enum Reason: Equatable, Sendable {
        /// A symbol that is not in the `values` table.
        case unknownSymbol(Character)
        /// `#` in a diagram read without an `error:` to send.
        case missingError
        /// `(` with no matching `)`.
        case unclosedGroup
        /// `)` with no `(` before it.
        case unopenedGroup
        /// `(` inside a group.
        case nestedGroup
        /// `()`, a group without events.
        case emptyGroup
        /// `-` inside a group, whose events all happen in one frame.
        case timeInsideGroup
        /// A second `^`; the first is at `firstAt`.
        case duplicateSubscriptionPoint(firstAt: Int)
        /// `^` in a cold observable's diagram: a cold observable starts when it is subscribed to.
        case subscriptionPointInColdObservable
        /// An event after `|` or `#`, which ended the sequence at `terminatedAt`.
        case eventAfterTermination(terminatedAt: Int)
        /// `[` that does not start an offset written `[+n]`.
        case malformedOffset
        /// An offset `[+n]` that is not between 1 and one frame less one tick.
        case offsetOutOfRange(Int, ticksPerFrame: TestTime)
        /// An offset `[+n]` that is not followed by the event it delays.
        case offsetWithoutEvent
    }

    /// The diagram that could not be read.
    public let diagram: String
    /// Where the problem is: the index of the character in `diagram`, counting from 0, spaces included.
    public let position: Int
    /// What the problem is.
    public let reason: Reason

    /// An error about the character at `position` of `diagram`.
    public init(diagram: String, position: Int, reason: Reason) {
        self.diagram = diagram
        self.position = position
        self.reason = reason
    }
}

extension MarbleSyntaxError: CustomStringConvertible {
    /// The reason, the position, and the diagram with a `^` under the faulty character.
    public var description: String {
        let pointer = String(repeating: " ", count: position) + "^"
        return "\(reason), at position \(position) of the marble diagram:\n\(diagram)\n\(pointer)"
    }
}

extension MarbleSyntaxError.Reason: CustomStringConvertible {
    /// The reason in words, with what to do about it where that helps.
    public var description: String {
        switch self {
        case .unknownSymbol(let symbol):
            return "'\(symbol)' has no value: add it to `values`"
        case .missingError:
            return "'#' needs an error to send: pass `error:`"
        case .unclosedGroup:
            return "'(' is never closed"
        case .unopenedGroup:
            return "')' closes no group"
        case .nestedGroup:
            return "a group cannot contain another group"
        case .emptyGroup:
            return "a group needs at least one event"
        case .timeInsideGroup:
            return "'-' cannot be inside a group: all its events happen in one frame"
        case .duplicateSubscriptionPoint(let first):
            return "a second '^' (the first is at position \(first))"
        case .subscriptionPointInColdObservable:
            return "'^' marks where a hot observable is subscribed; a cold observable starts at its subscription"
        case .eventAfterTermination(let terminated):
            return "an event after the sequence ended at position \(terminated)"
        case .malformedOffset:
            return "an offset is written '[+n]', n a whole number of ticks"
        case .offsetOutOfRange(let ticks, let ticksPerFrame):
            return "offset +\(ticks) is not between 1 and \(ticksPerFrame - 1) (one frame is \(ticksPerFrame) ticks)"
        case .offsetWithoutEvent:
            return "an offset must be followed by the event it delays"
        }
    }
}
