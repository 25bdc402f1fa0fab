extension PresenterTest {
    /// Sends the events of a marble diagram, runs the clock to the end of the diagrams, and checks that the
    /// states and routes recorded since the previous check are exactly the ones drawn.
    ///
    /// The first frame of every diagram is now; each frame lasts `ticksPerFrame` ticks. A symbol stands
    /// for its value in the table that follows the diagram; `-` is a frame where nothing happens and
    /// `(ab)` two emissions in one frame (see `Marbles` for the notation). A failure draws what was
    /// expected and what happened one above the other, with a caret under the first difference.
    ///
    /// ```swift
    /// test.assertMarbles(
    ///     events: "-p--t", values: ["p": .prepare, "t": .touch],
    ///     states: "i-P-T", values: ["i": .initial, "P": .prepared(value: 1), "T": .touched])
    /// ```
    /// - Parameters:
    ///   - events: the events to send, frame by frame.
    ///   - eventValues: the event each symbol of `events` stands for.
    ///   - states: the states expected, frame by frame; a harness created now records the current state in
    ///     the first frame.
    ///   - stateValues: the state each symbol of `states` stands for.
    ///   - routes: the routes expected; none by default.
    ///   - routeValues: the route each symbol of `routes` stands for.
    ///   - ticksPerFrame: the length of a frame.
    ///   - fileID: the file of the check, as Swift Testing reports it; leave the default.
    ///   - filePath: the file of the check, as XCTest reports it; leave the default.
    ///   - line: the line of the check; leave the default.
    ///   - column: the column of the check; leave the default.
    public func assertMarbles(
        events: String, values eventValues: [Character: Event],
        states: String, values stateValues: [Character: State],
        routes: String = "", values routeValues: [Character: Route] = [:],
        ticksPerFrame: TestTime = Marbles.defaultTicksPerFrame,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let location = Location(fileID, filePath, line, column)
        let origin = scheduler.clock
        let read = { (read: () throws(MarbleSyntaxError) -> Void) -> Bool in
            do throws(MarbleSyntaxError) {
                try read()
                return true
            } catch {
                self.report("\(error)", at: location)
                return false
            }
        }
        var sent: RecordedEvents<Event> = []
        var expectedStates: RecordedEvents<State> = []
        var expectedRoutes: RecordedEvents<Route> = []
        let readable =
            read { () throws(MarbleSyntaxError) in
                sent = try Marbles.events(
                    events, values: eventValues, subscribed: origin, ticksPerFrame: ticksPerFrame)
            }
            && read { () throws(MarbleSyntaxError) in
                expectedStates = try Marbles.events(
                    states, values: stateValues, subscribed: origin, ticksPerFrame: ticksPerFrame)
            }
            && read { () throws(MarbleSyntaxError) in
                expectedRoutes = try Marbles.events(
                    routes, values: routeValues, subscribed: origin, ticksPerFrame: ticksPerFrame)
            }
        guard readable else { return }
        for recorded in sent {
            guard case .next(let event) = recorded.value else {
                return report(
                    "an events diagram only sends events: '|' and '#' mean nothing to a presenter", at: location)
            }
            send(event, at: recorded.time)
        }
        let frames = [events, states, routes].map(frameCount).max() ?? 1
        advance(to: origin + max(frames - 1, 0) * ticksPerFrame)

        let drawing = MarbleComparison(events: events, origin: origin, ticksPerFrame: ticksPerFrame)
        if let message = drawing.compare(
            "states", expected: expectedStates, actual: takeUnassertedStates(), values: stateValues)
        {
            report(message, at: location)
        }
        if let message = drawing.compare(
            "routes", expected: expectedRoutes, actual: takeUnassertedRoutes(), values: routeValues)
        {
            report(message, at: location)
        }
    }
}

/// The number of frames a diagram spans from its first frame, or from `^`, to its end.
private func frameCount(_ diagram: String) -> Int {
    var frames = 0
    var inGroup = false
    var inOffset = false
    for character in diagram {
        switch character {
        case " ": continue
        case "[": inOffset = true
        case "]": inOffset = false
        case "(": inGroup = true
        case ")":
            inGroup = false
            frames += 1
        case "^": frames = 1
        default: if !inGroup && !inOffset { frames += 1 }
        }
    }
    return frames
}

/// Draws expected and actual emissions as marbles, one above the other, to show where they part.
private struct MarbleComparison {
    /// How a drawing writes a value that has no symbol and whose description is too long to write out.
    static let longValue: Character = "?"

    let events: String
    let origin: TestTime
    let ticksPerFrame: TestTime

    /// `events` as marbles: a value by its symbol in `values`, or by its description in braces (`{back}`),
    /// or, if that is long, as `?`, so that the drawing stays one short line.
    private func draw<Element: Equatable>(_ events: RecordedEvents<Element>, values: [Character: Element]) -> String {
        let symbols = values.keys.sorted()
        let tokens: RecordedEvents<String> = events.map { recorded in
            switch recorded.value {
            case .next(let element):
                if let symbol = symbols.first(where: { values[$0] == element }) {
                    return Recorded(time: recorded.time, value: .next(String(symbol)))
                }
                let text = String(describing: element)
                return Recorded(time: recorded.time, value: .next(text.count > 16 ? String(Self.longValue) : text))
            case .error(let error): return Recorded(time: recorded.time, value: .error(error))
            case .completed: return Recorded(time: recorded.time, value: .completed)
            }
        }
        return marbles(from: tokens, subscribed: origin, ticksPerFrame: ticksPerFrame)
    }

    func compare<Element: Equatable>(
        _ title: String, expected: RecordedEvents<Element>, actual: RecordedEvents<Element>,
        values: [Character: Element]
    ) -> String? {
        guard let index = firstDifference(expected, actual) else { return nil }
        let expectedDrawing = draw(expected, values: values)
        let actualDrawing = draw(actual, values: values)
        let column = zip(expectedDrawing, actualDrawing).prefix { $0 == $1 }.count
        var lines = [
            "\(title) differ, drawn from tick \(origin) at \(ticksPerFrame) ticks a frame:",
            "  events:   \(events.filter { $0 != " " })",
            "  expected: \(expectedDrawing.isEmpty ? "(nothing)" : expectedDrawing)",
            "  actual:   \(actualDrawing.isEmpty ? "(nothing)" : actualDrawing)",
        ]
        if expectedDrawing != actualDrawing {
            lines.append("            " + String(repeating: " ", count: column) + "^")
        }
        if (expectedDrawing + actualDrawing).contains(Self.longValue) {
            lines.append("  (\(Self.longValue): a value not among the diagram's values, written out below)")
        }
        lines.append(
            sideBySide(title, expected: expected, actual: actual, firstDifference: index))
        return lines.joined(separator: "\n")
    }
}
