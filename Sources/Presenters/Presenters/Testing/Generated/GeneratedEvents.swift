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
public struct Invariant<State> {
    /// What the invariant says, as a failure names it.
    public let name: String
    let holds: (State) -> Bool

    /// The invariant `name`, which holds for a state when `holds` returns `true`.
    public init(_ name: String, _ holds: @escaping (State) -> Bool) {
        self.name = name
        self.holds = holds
    }
}
