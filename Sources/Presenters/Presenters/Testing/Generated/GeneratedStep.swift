/// One step of a generated presenter test, as a failure report writes it and
/// ``PresenterTest/replay(_:settings:failureReporter:fileID:filePath:line:column:answers:invariants:expectingLiveSubscriptions:presenter:)``
/// plays it back.
///
/// ```swift
/// let steps: [GeneratedStep<CounterEvent>] = [
///     .send(.increment),
///     .wait(300),
///     .answer("counter.save", request: 1, .success("1")),
/// ]
/// ```
public enum GeneratedStep<Event> {
    /// Sends the event now.
    case send(Event)
    /// Moves the clock forward by this many ticks, running what comes due.
    case wait(TestTime)
    /// Answers the `request`-th request of the call named first (counting from 1, in the order the
    /// presenter made them), which must still be waiting, with the outcome.
    case answer(String, request: Int, AnswerOutcome)
}

/// How an answer step answers a request.
public enum AnswerOutcome: Equatable, Sendable {
    /// A success with the value this JSON encodes, decoded as the call's answer.
    case success(String)
    /// A failure: the request fails with `GeneratedFailure`.
    case failure
    /// No answer, ever: the request waits until the presenter ends it (a timeout, a cancellation); one still
    /// waiting at the end fails the test.
    case never
}

/// The error of a request that an answer step failed.
public struct GeneratedFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The call's name.
    public let call: String
    /// Which of its requests failed, counting from 1.
    public let request: Int

    /// The failure of request `request` of `call`.
    public init(call: String, request: Int) {
        self.call = call
        self.request = request
    }

    /// `search.search request 2 failed`.
    public var description: String { "\(call) request \(request) failed" }
}

extension GeneratedStep: CustomStringConvertible {
    /// The step as Swift to paste into a test, such as `.send(.type("a"))` or `.wait(300)`. An event is
    /// written as its debug description, an enumeration's case with a leading dot in place of its type.
    public var description: String {
        switch self {
        case .send(let event):
            return ".send(\(swiftValue(event)))"
        case .wait(let ticks):
            return ".wait(\(ticks))"
        case .answer(let call, let request, let outcome):
            return ".answer(\(swiftString(call)), request: \(request), \(outcome))"
        }
    }
}

extension AnswerOutcome: CustomStringConvertible {
    /// The outcome as Swift: `.success(#"[1,2]"#)`, `.failure` or `.never`.
    public var description: String {
        switch self {
        case .success(let json): return ".success(\(swiftString(json)))"
        case .failure: return ".failure"
        case .never: return ".never"
        }
    }
}

/// `text` as a Swift string literal: raw, with as many `#` as it needs, when it holds a quote or a backslash.
func swiftString(_ text: String) -> String {
    guard text.contains("\"") || text.contains("\\") || text.contains("\n") else { return "\"\(text)\"" }
    guard !text.contains("\n") else {
        return "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
    var hashes = "#"
    while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
    return hashes + "\"" + text + "\"" + hashes
}

/// `value` as Swift: its debug description, with a leading dot in place of its type's name before a case
/// (`.type("a")`), and without its module before its type's name (`Query(text: "a")`).
func swiftValue<Value>(_ value: Value) -> String {
    let text = String(reflecting: value)
    let qualified = String(reflecting: Value.self)
    guard text.hasPrefix(qualified) else { return text }
    let rest = text.dropFirst(qualified.count)
    if rest.hasPrefix(".") { return String(rest) }
    return String(describing: Value.self) + rest
}
