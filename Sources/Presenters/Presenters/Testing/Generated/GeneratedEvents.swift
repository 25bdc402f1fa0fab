/// How a generated presenter test draws the events it sends: one of the cases of the event, or what a
/// closure makes from a random source and the presenter's current state.
///
/// ```swift
/// let events = GeneratedEvents<SearchFieldEvent, SearchFieldState>.from { random, state in
///     .type(state.query + random.element(of: ["a", "b"]))
/// }
/// ```
public struct GeneratedEvents<Event, State> {
    let make: (RandomSource, State) -> Event

    /// The events `make` draws from the random source, given the current state.
    public static func from(_ make: @escaping (RandomSource, State) -> Event) -> GeneratedEvents {
        GeneratedEvents(make: make)
    }

    /// One of `events`, each equally likely, the first when shrunk; `events` is not empty.
    public static func oneOf(_ events: [Event]) -> GeneratedEvents {
        precondition(!events.isEmpty, "GeneratedEvents.oneOf needs at least one event")
        return GeneratedEvents { random, _ in random.element(of: events) }
    }
}

extension GeneratedEvents where Event: CaseIterable {
    /// Every case of the event, each equally likely, the first declared when shrunk.
    public static var cases: GeneratedEvents { oneOf(Array(Event.allCases)) }
}

/// A property of the state that holds after every step of a generated presenter test, with the name a
/// failure reports.
///
/// ```swift
/// let invariant = Invariant<SearchFieldState>("the results match the query") { state in
///     state.results.allSatisfy { $0.hasPrefix(state.query) }
/// }
/// ```
///
/// It is checked on every state the presenter emits, the first one included. A failure names it, gives the
/// state that breaks it, and the shortest sequence found that breaks it.
///
/// An invariant about what the presenter asked for sees the requests made so far as well:
///
/// ```swift
/// let oneSaveAtATime = Invariant<CounterState>("one save at a time") { _, requests in
///     requests.filter { $0.call == "counter.save" && $0.outcome == .waiting }.count <= 1
/// }
/// ```
public struct Invariant<State> {
    /// What the invariant says, as a failure names it.
    public let name: String
    let holds: (State, [RequestMade]) -> Bool
    /// Whether it looks at the requests, which are then gathered for it.
    let readsRequests: Bool

    /// The invariant `name`, which holds for a state when `holds` returns `true`.
    public init(_ name: String, _ holds: @escaping (State) -> Bool) {
        self.name = name
        self.holds = { state, _ in holds(state) }
        readsRequests = false
    }

    /// The invariant `name`, which holds for a state and the requests made until it is checked (after the
    /// step, in the order they were made) when `holds` returns `true`.
    public init(_ name: String, _ holds: @escaping (State, [RequestMade]) -> Bool) {
        self.name = name
        self.holds = holds
        readsRequests = true
    }
}

/// A request a presenter made to a generated use case, as an invariant sees it.
public struct RequestMade: Equatable, Sendable {
    /// What became of a request.
    public enum Outcome: Equatable, Sendable {
        /// No answer yet.
        case waiting
        /// It succeeded with the value this JSON encodes.
        case answered(String)
        /// It failed with `GeneratedFailure`.
        case failed
        /// A step said it is never answered, and the presenter has not ended it yet.
        case never
        /// The presenter ended it before an answer: cancelled it, or timed it out.
        case ended
    }

    /// The call's name.
    public let call: String
    /// Its place among the requests of its call, from 1.
    public let number: Int
    /// The request as JSON, empty for a call that takes none.
    public let request: String
    /// When it was made.
    public let time: TestTime
    /// What became of it.
    public let outcome: Outcome

    /// The request as a failure lists it: `counter.save#2(1) waiting`.
    var summary: String {
        let state: String
        switch outcome {
        case .waiting: state = "waiting"
        case .answered(let json): state = "answered \(json)"
        case .failed: state = "failed"
        case .never: state = "never answered"
        case .ended: state = "ended"
        }
        return "\(call)#\(number)(\(request)) at \(time) \(state)"
    }
}
