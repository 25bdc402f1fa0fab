extension PresenterTest {
    /// Sends `event` now and checks, as a step, the change of state it causes at once: the state recorded
    /// must equal the state before the step changed by `change`, field for field, and no route may be emitted.
    ///
    /// ```swift
    /// test.send(.appear) { $0.isLoading = true }
    /// ```
    ///
    /// A step runs what is due now after sending. It checks the first state the event records; a second one
    /// at the same time is left for `receive`. States or routes recorded before the step that no check
    /// asserted fail the test, named. The first step starts from the state the harness recorded when it was
    /// created, which it counts as asserted. A failure names the fields that differ:
    ///
    /// ```
    /// state after send(appear) at 100 differs:
    ///   isLoading: expected true, actual false
    /// ```
    ///
    /// With `exhaustivity` relaxing `.states`, earlier states may go unasserted and `change` is applied to the
    /// latest state: only the fields it sets are checked.
    /// - Parameters:
    ///   - event: the event to send.
    ///   - change: how the event changes the state; the resulting state must be exactly the one recorded.
    ///   - fileID: the file of the check, as Swift Testing reports it; leave the default.
    ///   - filePath: the file of the check, as XCTest reports it; leave the default.
    ///   - line: the line of the check; leave the default.
    ///   - column: the column of the check; leave the default.
    public func send(
        _ event: Event, assert change: (inout State) -> Void, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        withoutActuallyEscaping(change) { change in
            sendStep(event, route: nil, change: change, at: Location(fileID, filePath, line, column))
        }
    }

    /// Sends `event` now and checks, as a step, that it emits `route`, and the change of state it causes at
    /// once (none when `change` is `nil`): `test.send(.close, route: .back)`. See `send(_:assert:)`.
    /// - Parameters:
    ///   - event: the event to send.
    ///   - route: the one route the event must emit now.
    ///   - change: how the event changes the state; `nil` when it must not change it.
    ///   - fileID: the file of the check, as Swift Testing reports it; leave the default.
    ///   - filePath: the file of the check, as XCTest reports it; leave the default.
    ///   - line: the line of the check; leave the default.
    ///   - column: the column of the check; leave the default.
    public func send(
        _ event: Event, route: Route, assert change: ((inout State) -> Void)? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        sendStep(event, route: route, change: change, at: Location(fileID, filePath, line, column))
    }

    /// Checks, as a step, the change of state an effect caused when it answered, now: the oldest state not
    /// yet asserted must have been recorded at the current time, and equal the state before it changed by
    /// `change`; no route may have been emitted since the previous check.
    ///
    /// ```swift
    /// test.advance(by: 50)
    /// test.receive { $0 = ProfileState(name: "Ada") }
    /// ```
    ///
    /// `receive` does not move the clock (it runs what is due now): advance to the answer's time first, so
    /// that the step says when it came. Each state is received on its own, in order. With `exhaustivity`
    /// relaxing `.states`, it checks the latest state recorded since the previous check, whenever it came,
    /// and only the fields `change` sets.
    /// - Parameters:
    ///   - change: how the answer changes the state.
    ///   - fileID: the file of the check, as Swift Testing reports it; leave the default.
    ///   - filePath: the file of the check, as XCTest reports it; leave the default.
    ///   - line: the line of the check; leave the default.
    ///   - column: the column of the check; leave the default.
    public func receive(
        assert change: (inout State) -> Void, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        withoutActuallyEscaping(change) { change in
            receiveStep(route: nil, change: change, at: Location(fileID, filePath, line, column))
        }
    }

    /// Checks, as a step, that an effect's answer emitted `route` since the previous check, and the change
    /// of state it caused now (none when `change` is `nil`). See `receive(assert:)`.
    /// - Parameters:
    ///   - route: the one route emitted since the previous check, now.
    ///   - change: how the answer changes the state; `nil` when it must not change it.
    ///   - fileID: the file of the check, as Swift Testing reports it; leave the default.
    ///   - filePath: the file of the check, as XCTest reports it; leave the default.
    ///   - line: the line of the check; leave the default.
    ///   - column: the column of the check; leave the default.
    public func receive(
        route: Route, assert change: ((inout State) -> Void)? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        receiveStep(route: route, change: change, at: Location(fileID, filePath, line, column))
    }
}

extension PresenterTest {
    private func sendStep(_ event: Event, route: Route?, change: ((inout State) -> Void)?, at location: Location) {
        let step = "send(\(stepName(event)))"
        startSteps()
        settle(before: step, at: location)
        let before = states.events.count
        let routesBefore = routes.events.count
        let base = latestState
        presenter.send(event)
        scheduler.advanceTo(scheduler.clock)
        let title = "after \(step) at \(scheduler.clock)"
        checkState(title, base: base, change: change, from: before, at: location)
        checkRoutes(title, expected: route, from: routesBefore, at: location)
    }

    private func receiveStep(route: Route?, change: ((inout State) -> Void)?, at location: Location) {
        startSteps()
        scheduler.advanceTo(scheduler.clock)
        let now = scheduler.clock
        let first = assertedStates
        let title = "received at \(now)"
        if change != nil, first == states.events.count {
            let next = scheduler.pendingActionTimes.min().map { "the next scheduled action is at \($0)" }
            report(
                "nothing to receive at \(now): no state was emitted since the previous check, and "
                    + (next ?? "nothing is scheduled"),
                at: location)
        } else if exhaustivity.checks(.states), first < states.events.count, states.events[first].time != now {
            let time = states.events[first].time
            report(
                "the state \(title) was emitted at \(time): receive it before advancing the clock past \(time)",
                at: location)
        }
        if first < states.events.count || change == nil {
            checkState(title, base: state(at: first - 1), change: change, from: first, at: location)
        }
        checkRoutes(title, expected: route, from: assertedRoutes, at: location)
    }

    /// Counts the state recorded when the harness was created as asserted: steps start from it.
    private func startSteps() {
        if assertedStates == 0, !states.events.isEmpty {
            assertedStates = 1
        }
    }

    /// Reports the states and routes recorded before a step that no check asserted, and counts them asserted.
    private func settle(before step: String, at location: Location) {
        reportUnasserted(before: " before \(step)", at: location)
        assertedStates = states.events.count
        assertedRoutes = routes.events.count
    }

    /// Checks the state recorded from index `first` on against `base` changed by `change`, and counts what
    /// it checked as asserted: exhaustively the one state at `first` (or `base` itself when none was
    /// recorded), or, with states relaxed, the fields `change` sets on the latest state.
    private func checkState(
        _ title: String, base: State, change: ((inout State) -> Void)?, from first: Int, at location: Location
    ) {
        let recorded = states.events
        var expected: State
        let actual: State
        if exhaustivity.checks(.states) {
            actual = first < recorded.count ? state(at: first) : base
            assertedStates = min(first + 1, recorded.count)
            expected = base
        } else {
            actual = first < recorded.count ? state(at: recorded.count - 1) : base
            assertedStates = recorded.count
            expected = actual
        }
        change?(&expected)
        guard expected != actual else { return }
        let lines = fieldDifferenceLines(expected: expected, actual: actual).map { "  " + $0 }
        report((["state \(title) differs:"] + lines).joined(separator: "\n"), at: location)
    }

    /// Checks the routes recorded from index `first` on: exactly `expected`, now, or, with routes relaxed,
    /// `expected` among them; and counts them all asserted.
    private func checkRoutes(_ title: String, expected route: Route?, from first: Int, at location: Location) {
        let actual = Array(routes.events.dropFirst(first))
        assertedRoutes = routes.events.count
        let expected: RecordedEvents<Route> = route.map { [.next(scheduler.clock, $0)] } ?? []
        let list = { (routes: RecordedEvents<Route>) in "[" + routes.map { fixture($0) }.joined(separator: ", ") + "]" }
        if exhaustivity.checks(.routes) {
            guard actual != expected else { return }
            report(
                expectedAndActual("routes \(title) differ", expected: list(expected), actual: list(actual)),
                at: location)
        } else if let route, !actual.contains(where: { $0.value == .next(route) }) {
            report("routes \(title) do not include \(describe(route)): actual \(list(actual))", at: location)
        }
    }

    /// The state recorded last: the presenter's current state.
    private var latestState: State {
        state(at: states.events.count - 1)
    }

    /// The state recorded at `index`; the presenter's current state if that entry is not a state.
    private func state(at index: Int) -> State {
        guard states.events.indices.contains(index), case .next(let state) = states.events[index].value else {
            return presenter.currentState
        }
        return state
    }
}
