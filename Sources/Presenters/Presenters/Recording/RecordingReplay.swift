import Foundation

/// Replays a recording as an exhaustive presenter test: a new presenter gets the recorded events at their
/// times and the recorded answers in place of its use cases, and every state and route it produces is
/// compared with the recording's.
///
/// ```swift
/// let recording = try Recording(parsing: text)
/// try RecordingReplay(recording).run(presenterNamed: "search", failureReporter: .xctest) { answers, scheduler in
///     makeSearchPresenter(search: { answers("results", to: $0, from: backend.search) }, scheduler: scheduler)
/// }
/// ```
///
/// The replay runs on a `TestScheduler` that starts at the presenter's first entry, with the recording's
/// tick (one millisecond for a recording in milliseconds), until the recording's last entry. It drives a
/// `PresenterTest`, so a difference is reported as the harness reports it, states or routes side by side
/// with the first difference marked. It also reports a subscription the recording does not have, a request
/// that differs from the recorded one, a recorded subscription the presenter never made, an effect error
/// nothing mapped to state, and a presenter or subscription that outlives the presenter's release. A
/// recording may end with work in flight: the actions still pending and the subscriptions still alive at
/// its end are expected.
public struct RecordingReplay {
    /// The recording replayed.
    public let recording: Recording
    /// The types of the errors the use cases answered with, which the replay reads back as themselves
    /// (by their type's name); other errors come back as a `RecordedError`.
    public let errorTypes: [any (Error & Codable).Type]

    /// A replay of `recording` whose use cases' errors are read back as the types in `errorTypes`.
    public init(_ recording: Recording, errorTypes: [any (Error & Codable).Type] = []) {
        self.recording = recording
        self.errorTypes = errorTypes
    }

    /// Replays the presenter recorded as `name`, reporting every difference to `failureReporter` at the
    /// place of this call.
    /// - Parameters:
    ///   - name: the name the presenter was recorded under.
    ///   - failureReporter: where the differences go, as for a `PresenterTest`.
    ///   - presenter: builds the presenter on the replay's scheduler, its use cases answering through the
    ///     answers it is given.
    /// - Throws: a `RecordingError` when the recording has no presenter `name`, or when one of its entries
    ///   cannot be read as the presenter's `Event`, `State` or `Route`.
    public func run<Event: Decodable, State: Decodable & Equatable, Route: Decodable & Equatable>(
        presenterNamed name: String, failureReporter: FailureReporter, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        presenter: (Answers, TestScheduler) -> Presenter<Event, State, Route>
    ) throws {
        let entries = recording.entries(ofPresenter: name)
        guard let start = entries.first?.time else {
            let names = recording.presenterNames
            throw RecordingError(
                line: nil,
                reason: "the recording has no presenter named '\(name)'"
                    + (names.isEmpty ? ": it has none" : "; it has \(names.joined(separator: ", "))"))
        }
        let expected = try ExpectedTimeline<Event, State, Route>(entries)
        var hint: String?
        let reporter = FailureReporter { failure in
            failureReporter(
                TestFailure(
                    message: "replaying \(name): " + failure.message + (hint.map { "\n" + $0 } ?? ""),
                    fileID: failure.fileID, filePath: failure.filePath, line: failure.line, column: failure.column))
        }
        let here = { (message: String) in
            reporter(TestFailure(message: message, fileID: fileID, filePath: filePath, line: line, column: column))
        }
        let scheduler: TestScheduler
        switch recording.timeUnit {
        case .ticks(let resolution): scheduler = TestScheduler(initialClock: start, resolution: resolution)
        case .milliseconds:
            scheduler = TestScheduler(initialClock: start, resolution: 0.001, simulateProcessingDelay: false)
        }
        let answers = RecordedAnswers(recording: recording, presenter: name, errorTypes: errorTypes, report: here)
        let test = PresenterTest(
            scheduler: scheduler, failureReporter: reporter, fileID: fileID, filePath: filePath, line: line,
            column: column, presenter: { presenter(Answers(provider: answers), scheduler) })

        // In the recording's order, so that what happened at the same time happens in the same order.
        for step in expected.steps {
            switch step {
            case .send(let event, let time):
                scheduler.scheduleAt(time) { [weak test] in
                    Self.afterHandOver(answers, on: scheduler) { test?.tested?.send(event) }
                }
            case .answer(let entry) where !answers.isDeliveredOnSubscription(entry):
                scheduler.scheduleAt(entry.time) {
                    Self.afterHandOver(answers, on: scheduler) { answers.comeDue(entry) }
                }
            case .answer: break
            }
        }
        test.advance(to: max(start, recording.endTime ?? start))

        hint = expected.hint(
            "state", lines: expected.stateLines, at: firstDifference(expected.states, test.recordedStates))
        test.assertStates(expected.states, fileID: fileID, filePath: filePath, line: line, column: column)
        hint = expected.hint(
            "route", lines: expected.routeLines, at: firstDifference(expected.routes, test.recordedRoutes))
        test.assertRoutes(expected.routes, fileID: fileID, filePath: filePath, line: line, column: column)
        hint = nil
        answers.reportUnmade()
        test.finish(
            expectingPendingActionsAt: scheduler.pendingActionTimes,
            expectingLiveSubscriptions: test.liveSubscriptions, fileID: fileID, filePath: filePath,
            line: line, column: column)
    }

    /// Runs `step` now, or once the `async` calls handed an answer have gone on with it: an answer reaches
    /// its task through one more action of the scheduler, at the same time, which what the recording has
    /// after the answer waits for. A task that runs elsewhere (where there are no task executors) is waited
    /// for a bounded number of actions.
    private static func afterHandOver(
        _ answers: RecordedAnswers, on scheduler: TestScheduler, tries: Int = 1000, _ step: @escaping () -> Void
    ) {
        guard tries > 0, answers.isHandingOver else { return step() }
        scheduler.scheduleAt(scheduler.clock) { afterHandOver(answers, on: scheduler, tries: tries - 1, step) }
    }
}

/// What a recording says a presenter did, read as its types.
private struct ExpectedTimeline<Event: Decodable, State: Decodable, Route: Decodable> {
    enum Step {
        case send(Event, at: TestTime)
        case answer(RecordingEntry)
    }

    private(set) var steps: [Step] = []
    private(set) var states: RecordedEvents<State> = []
    private(set) var stateLines: [Int] = []
    private(set) var routes: RecordedEvents<Route> = []
    private(set) var routeLines: [Int] = []

    init(_ entries: [RecordingEntry]) throws {
        for entry in entries {
            let json = entry.json ?? ""
            switch entry.kind {
            case .event:
                steps.append(.send(try RecordingJSON.decode(Event.self, from: json, line: entry.line), at: entry.time))
            case .state:
                states.append(.next(entry.time, try RecordingJSON.decode(State.self, from: json, line: entry.line)))
                stateLines.append(entry.line)
            case .route:
                routes.append(.next(entry.time, try RecordingJSON.decode(Route.self, from: json, line: entry.line)))
                routeLines.append(entry.line)
            case .next, .error, .completed: steps.append(.answer(entry))
            case .subscribe, .dispose, .note: break
            }
        }
    }

    /// Where the recording has the first `kind` that differs, for the failure message.
    func hint(_ kind: String, lines: [Int], at index: Int?) -> String? {
        guard let index, index < lines.count else { return nil }
        return "the recording's \(kind) #\(index + 1) is on line \(lines[index])"
    }
}
