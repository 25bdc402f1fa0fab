import Presenters
import XCTest

final class ReplayedAnswersTests: PresentersTestCase {
    func testAPresenterDrivenByItsOwnLoopGetsTheRecordedAnswersAtTheirTimes() throws {
        let recording = try Recording(parsing: LookupFixture.recording)
        var reported: [String] = []
        let replayed = ReplayedAnswers(recording, errorTypes: [LookupFailure.self]) { reported.append($0) }
        let scheduler = TestScheduler(initialClock: 0)
        let answers = replayed.answers(forPresenterNamed: "lookup")
        let presenter = makeLookupPresenter(
            words: { answers("words", to: $0, from: unreachable) }, scheduler: scheduler)
        let states = scheduler.createObserver(LookupState.self)
        let subscription = presenter.state.subscribe(states)

        try drive(presenter, through: recording, answering: replayed, on: scheduler)
        replayed.reportUnmade()
        subscription.dispose()

        let recorded = try recording.entries.filter { $0.kind == .state }.map {
            try JSONDecoder().decode(LookupState.self, from: Data(($0.json ?? "").utf8))
        }
        XCTAssertEqual(states.events.compactMap(\.value.element), recorded)
        XCTAssertEqual(reported, [])
    }

    func testReportsWhatThePresenterDidThatTheRecordingDoesNotHaveWithItsName() throws {
        let recording = try Recording(parsing: LookupFixture.recording)
        var reported: [String] = []
        let replayed = ReplayedAnswers(recording) { reported.append($0) }
        let answers = replayed.answers(forPresenterNamed: "lookup")

        let subscription = answers("words", to: "sx", from: unreachable).subscribe()
        replayed.reportUnmade()
        subscription.dispose()

        XCTAssertEqual(reported.count, 2, "\(reported)")
        XCTAssertEqual(
            reported.first, #"lookup: the presenter subscribed to words#1 with "sx", the recording (line 6) has "sw""#)
        XCTAssertTrue(reported.last?.hasPrefix("lookup: the presenter never subscribed to answers") == true)
    }

    func testARecorderOverTheReplayedAnswersWritesTheSameRecording() throws {
        let recording = try Recording(parsing: LookupFixture.recording)
        var reported: [String] = []
        let replayed = ReplayedAnswers(recording, errorTypes: [LookupFailure.self]) { reported.append($0) }
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = SessionRecorder(scheduler: scheduler)
        let answers = recorder.answers(for: "lookup", from: replayed.answers(forPresenterNamed: "lookup"))
        let presenter = makeLookupPresenter(
            words: { answers("words", to: $0, from: unreachable) }, scheduler: scheduler)
        recorder.record(presenter, as: "lookup")

        try drive(presenter, through: recording, answering: replayed, on: scheduler)

        XCTAssertEqual(recorder.recording.text, recording.text)
        XCTAssertEqual(reported, [])
    }

    /// Sends the recorded events and makes the recorded answers come due, each at its time, in order.
    private func drive(
        _ presenter: Presenter<LookupEvent, LookupState, LookupRoute>, through recording: Recording,
        answering replayed: ReplayedAnswers, on scheduler: TestScheduler
    ) throws {
        for entry in recording.entries {
            scheduler.advanceTo(entry.time)
            if entry.kind == .event, let json = entry.json {
                presenter.send(try JSONDecoder().decode(LookupEvent.self, from: Data(json.utf8)))
            }
            replayed.comeDue(entry)
        }
    }
}
