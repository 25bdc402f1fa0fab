/// Marble diagrams: test fixtures drawn as text, read into recorded events.
///
/// Each character is one frame of virtual time, `ticksPerFrame` ticks long (10 by default, so a diagram
/// lines up with the round times RxTest fixtures use: `"--a"` from tick 200 puts `a` at 220).
///
/// | Written   | Meaning                                                                   |
/// |-----------|---------------------------------------------------------------------------|
/// | `-`       | one frame passes                                                          |
/// | `a`       | the element `values["a"]`, in the current frame                           |
/// | `\|`      | completion                                                                |
/// | `#`       | failure with the `error:` given                                           |
/// | `(ab)`    | `a` then `b` at the same tick; the whole group takes one frame            |
/// | `^`       | a hot observable's subscription point: the frame at tick `subscribed`     |
/// | `[+3]a`   | `a` three ticks after the start of its frame (drawings of recorded events use it) |
/// | space     | nothing: spaces only align diagrams                                       |
///
/// Every symbol, `|`, `#`, group and `^` takes one frame, like `-`. Without `^`, the first character is the
/// frame at tick `subscribed`; with it, characters before `^` are earlier frames. A diagram that cannot be
/// read throws a `MarbleSyntaxError` with the position and the reason.
///
/// ```swift
/// let events = try Marbles.events("-a-^-b-|", values: ["a": 1, "b": 2])
/// print(events)
/// // Prints: [next(1) @ 180, next(2) @ 220, completed @ 240]
/// ```
public enum Marbles {
    /// The length of one frame, in ticks, unless a diagram says otherwise.
    public static let defaultTicksPerFrame: TestTime = 10

    /// The events a diagram describes, at absolute ticks: `^` (or the first frame, without `^`) is tick
    /// `subscribed`. Use it for hot observables and for the events an observer should record.
    ///
    /// - Parameters:
    ///   - diagram: The marble diagram, such as `"--a-^-b--|"`.
    ///   - values: The element each symbol stands for.
    ///   - error: The error `#` sends.
    ///   - subscribed: The tick of `^`, or of the first frame when there is no `^`.
    ///   - ticksPerFrame: The length of one frame.
    /// - Throws: `MarbleSyntaxError` when the diagram is malformed.
    public static func events<Element>(
        _ diagram: String, values: [Character: Element], error: Swift.Error? = nil,
        subscribed: TestTime = TestScheduler.Defaults.subscribed, ticksPerFrame: TestTime = defaultTicksPerFrame
    ) throws(MarbleSyntaxError) -> [Recorded<Event<Element>>] {
        try read(
            diagram, value: { values[$0] }, error: error, isHot: true, origin: subscribed,
            ticksPerFrame: ticksPerFrame)
    }

    /// The events a diagram describes, each symbol standing for itself as a one-character string.
    public static func events(
        _ diagram: String, error: Swift.Error? = nil, subscribed: TestTime = TestScheduler.Defaults.subscribed,
        ticksPerFrame: TestTime = defaultTicksPerFrame
    ) throws(MarbleSyntaxError) -> [Recorded<Event<String>>] {
        try read(
            diagram, value: { String($0) }, error: error, isHot: true, origin: subscribed,
            ticksPerFrame: ticksPerFrame)
    }

    /// The events of a cold observable's diagram, at ticks counted from its subscription (the first
    /// frame is 0). A cold diagram has no `^`.
    ///
    /// - Throws: `MarbleSyntaxError` when the diagram is malformed.
    public static func coldEvents<Element>(
        _ diagram: String, values: [Character: Element], error: Swift.Error? = nil,
        ticksPerFrame: TestTime = defaultTicksPerFrame
    ) throws(MarbleSyntaxError) -> [Recorded<Event<Element>>] {
        try read(diagram, value: { values[$0] }, error: error, isHot: false, origin: 0, ticksPerFrame: ticksPerFrame)
    }

    /// The events of a cold observable's diagram, each symbol standing for itself as a one-character string.
    public static func coldEvents(
        _ diagram: String, error: Swift.Error? = nil, ticksPerFrame: TestTime = defaultTicksPerFrame
    ) throws(MarbleSyntaxError) -> [Recorded<Event<String>>] {
        try read(diagram, value: { String($0) }, error: error, isHot: false, origin: 0, ticksPerFrame: ticksPerFrame)
    }

    private static func read<Element>(
        _ diagram: String, value: (Character) -> Element?, error: Swift.Error?, isHot: Bool, origin: TestTime,
        ticksPerFrame: TestTime
    ) throws(MarbleSyntaxError) -> [Recorded<Event<Element>>] {
        let layout = try MarbleParser(diagram, allowsSubscriptionPoint: isHot, ticksPerFrame: ticksPerFrame).parse()
        let originFrame = layout.subscriptionFrame ?? 0
        var events: [Recorded<Event<Element>>] = []
        events.reserveCapacity(layout.entries.count)
        for entry in layout.entries {
            let time = origin + (entry.frame - originFrame) * ticksPerFrame + entry.offset
            switch entry.kind {
            case .symbol(let symbol):
                guard let element = value(symbol) else {
                    throw MarbleSyntaxError(diagram: diagram, position: entry.position, reason: .unknownSymbol(symbol))
                }
                events.append(Recorded(time: time, value: .next(element)))
            case .completed:
                events.append(Recorded(time: time, value: .completed))
            case .error:
                guard let error else {
                    throw MarbleSyntaxError(diagram: diagram, position: entry.position, reason: .missingError)
                }
                events.append(Recorded(time: time, value: .error(error)))
            }
        }
        return events
    }

    /// The result of `read`, or a trap with the syntax error's description at the caller's line.
    static func trapping<Result>(
        file: StaticString, line: UInt, _ read: () throws(MarbleSyntaxError) -> Result
    ) -> Result {
        do throws(MarbleSyntaxError) {
            return try read()
        } catch {
            fatalError(error.description, file: file, line: line)
        }
    }
}
