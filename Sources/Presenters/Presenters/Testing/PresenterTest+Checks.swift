extension PresenterTest {
    /// Where a check was written.
    struct Location {
        let fileID: StaticString
        let filePath: StaticString
        let line: UInt
        let column: UInt

        init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
            self.fileID = fileID
            self.filePath = filePath
            self.line = line
            self.column = column
        }

        init(_ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt) {
            self.init(fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    /// The states recorded since the previous check, which are now checked.
    func takeUnassertedStates() -> RecordedEvents<State> {
        defer { assertedStates = states.events.count }
        return Array(states.events.dropFirst(assertedStates))
    }

    /// The routes recorded since the previous check, which are now checked.
    func takeUnassertedRoutes() -> RecordedEvents<Route> {
        defer { assertedRoutes = routes.events.count }
        return Array(routes.events.dropFirst(assertedRoutes))
    }

    /// Reports the states and routes recorded since the last check that none asserted; `step`, as in
    /// `" before send(close)"`, says where they were found.
    func reportUnasserted(before step: String, at location: Location) {
        let states = self.states.events.dropFirst(assertedStates)
        if !states.isEmpty, exhaustivity.checks(.states) {
            report(
                (["states were emitted\(step) that the test did not assert:"]
                    + unassertedLines(states, after: lastAssertedState)).joined(separator: "\n"),
                at: location)
        }
        let routes = self.routes.events.dropFirst(assertedRoutes)
        if !routes.isEmpty, exhaustivity.checks(.routes) {
            report(
                (["routes were emitted\(step) that the test did not assert:"]
                    + unassertedLines(routes, after: nil)).joined(separator: "\n"),
                at: location)
        }
    }

    /// The state the last check asserted, if one did.
    private var lastAssertedState: State? {
        guard assertedStates > 0, assertedStates <= states.events.count,
            case .next(let state) = states.events[assertedStates - 1].value
        else { return nil }
        return state
    }

    /// Reports `message` at `location`, its lines broken between words where they are wider than the
    /// failures' width.
    func report(_ message: String, at location: Location) {
        failureReporter(
            TestFailure(
                message: wrappedToWidth(message), fileID: location.fileID, filePath: location.filePath,
                line: location.line,
                column: location.column))
    }

    func check<Element: Equatable>(
        _ title: String, expected: RecordedEvents<Element>, actual: RecordedEvents<Element>, at location: Location
    ) {
        guard let index = firstDifference(expected, actual) else { return }
        report(
            sideBySide(title, expected: expected, actual: actual, firstDifference: index),
            at: location)
    }

    func checkEverythingAsserted(at location: Location) {
        reportUnasserted(before: "", at: location)
        for error in unmappedErrors.dropFirst(reportedErrors) {
            report(
                "an effect failed at \(error.time) with \(error.value) and nothing maps the error to state:\n"
                    + "give the effect a catch: or the presenter a failure:",
                at: location)
        }
        reportedErrors = unmappedErrors.count
    }

    func pendingMessage(_ pending: [TestTime], expected: [TestTime]) -> String {
        let times = pending.map(String.init).joined(separator: ", ")
        if expected.isEmpty {
            return "scheduled actions are still pending at \(times):\nadvance the scheduler past them, or "
                + "expect them with finish(expectingPendingActionsAt: [\(times)])"
        }
        return "scheduled actions are pending at [\(times)], the test expected them at "
            + "[\(expected.map(String.init).joined(separator: ", "))]"
    }

    func liveMessage(_ live: Int, expected: Int) -> String {
        var lines = ["\(subscriptions(live)) alive at the end of the test, expected \(expected)"]
        if let tested {
            let inFlight = tested.effectsInFlight
            for effect in inFlight.running {
                let time = scheduler.converter.convertToVirtualTime(effect.startedAt)
                lines.append("  effect \(effect.policy) started at \(time) is still running")
            }
            for policy in inFlight.waiting {
                lines.append("  effect \(policy) is still waiting for its turn")
            }
            for task in tested.owedTasks {
                let time = scheduler.converter.convertToVirtualTime(task.startedAt)
                lines.append(
                    "  the task of effect \(task.policy) started at \(time) is suspended at an await that virtual time\n"
                        + "  does not end (a real request or sleep, a continuation never resumed): let its stub take time\n"
                        + "  with `try await scheduler.sleep(for:)`, or await `presenter.waitForTasks()` for work done elsewhere"
                )
            }
        }
        if expected == 0 {
            lines.append(
                "advance the scheduler until they end, dispose them, or expect them with "
                    + "finish(expectingLiveSubscriptions: \(live))")
        }
        return lines.joined(separator: "\n")
    }

    func subscriptions(_ count: Int) -> String {
        count == 1 ? "1 subscription is" : "\(count) subscriptions are"
    }
}
