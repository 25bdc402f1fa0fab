/// Draws recorded events as a marble diagram (see `Marbles`), so a failing test can show what it expected
/// and what happened in the same notation.
///
/// The first frame, or `^` when some event comes before it, is tick `subscribed`. Events in one frame
/// are grouped, `(ab)`; an event between frames is written with its offset, `[+1]a`. Every error is drawn
/// `#`, so compare the events themselves to tell errors apart. Reading the drawing back with the same
/// `values` gives the same events.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = scheduler.createHotObservable("-a-^-b-c-|", values: ["a": 1, "b": 2, "c": 3])
/// let res = scheduler.start { xs.map { $0 * 10 } }
/// print(marbles(from: res.events, values: ["x": 20, "y": 30]))
/// // Prints: --x-y-|
/// ```
///
/// - Parameters:
///   - events: The events to draw, as recorded by a `TestableObserver` or given to a test observable.
///   - values: The symbol of each element. An element missing from it is drawn as its description when that
///     is one free character, and as `{description}` otherwise.
///   - subscribed: The tick of the first frame, or of `^`.
///   - ticksPerFrame: The length of one frame.
public func marbles<Element: Equatable>(
    from events: [Recorded<Event<Element>>], values: [Character: Element],
    subscribed: TestTime = TestScheduler.Defaults.subscribed, ticksPerFrame: TestTime = Marbles.defaultTicksPerFrame
) -> String {
    let symbols = values.keys.sorted()
    return MarbleDrawing(origin: subscribed, ticksPerFrame: ticksPerFrame).draw(events) { element in
        if let symbol = symbols.first(where: { values[$0] == element }) { return String(symbol) }
        return MarbleDrawing.fallbackSymbol(for: element, taken: values.keys.contains)
    }
}

/// Draws recorded events as a marble diagram, each element as its description when that is one free
/// character and as `{description}` otherwise.
public func marbles<Element>(
    from events: [Recorded<Event<Element>>], subscribed: TestTime = TestScheduler.Defaults.subscribed,
    ticksPerFrame: TestTime = Marbles.defaultTicksPerFrame
) -> String {
    MarbleDrawing(origin: subscribed, ticksPerFrame: ticksPerFrame).draw(events) { element in
        MarbleDrawing.fallbackSymbol(for: element, taken: { _ in false })
    }
}

/// Lays recorded events out in frames and writes them with the notation `MarbleParser` reads.
struct MarbleDrawing {
    let origin: TestTime
    let ticksPerFrame: TestTime

    init(origin: TestTime, ticksPerFrame: TestTime) {
        precondition(ticksPerFrame > 0, "a marble frame must last at least one tick")
        self.origin = origin
        self.ticksPerFrame = ticksPerFrame
    }

    func draw<Element>(_ events: [Recorded<Event<Element>>], symbol: (Element) -> String) -> String {
        // Same-tick events keep their recorded order: sort by time, then by position.
        let ordered = events.enumerated().sorted { lhs, rhs in
            (lhs.element.time, lhs.offset) < (rhs.element.time, rhs.offset)
        }
        var frames: [Int: [String]] = [:]
        for (_, recorded) in ordered {
            let distance = recorded.time - origin
            let frame = floorDivision(distance, ticksPerFrame)
            let offset = distance - frame * ticksPerFrame
            let token: String
            switch recorded.value {
            case .next(let element): token = symbol(element)
            case .completed: token = "|"
            case .error: token = "#"
            }
            frames[frame, default: []].append(offset == 0 ? token : "[+\(offset)]" + token)
        }
        guard let first = frames.keys.min(), let last = frames.keys.max() else { return "" }
        let showsSubscription = first < 0
        var diagram = ""
        for frame in min(first, 0)...max(last, showsSubscription ? 0 : last) {
            var tokens = frames[frame] ?? []
            if showsSubscription && frame == 0 { tokens.insert("^", at: 0) }
            switch tokens.count {
            case 0: diagram += "-"
            case 1: diagram += tokens[0]
            default: diagram += "(" + tokens.joined() + ")"
            }
        }
        return diagram
    }

    /// The element's description if it is one character no diagram reserves and no value already uses,
    /// otherwise the description in braces.
    static func fallbackSymbol<Element>(for element: Element, taken: (Character) -> Bool) -> String {
        let description = String(describing: element)
        if description.count == 1, let character = description.first, MarbleParser.isEvent(character),
            character != "|", character != "#", !taken(character)
        {
            return description
        }
        return "{\(description)}"
    }

    private func floorDivision(_ dividend: Int, _ divisor: Int) -> Int {
        let quotient = dividend / divisor
        return dividend % divisor < 0 ? quotient - 1 : quotient
    }
}
