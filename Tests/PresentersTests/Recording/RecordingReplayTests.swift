import Presenters
import XCTest

final class RecordingReplayTests: PresentersTestCase {
    func testTheCheckedInSessionReplaysWithoutTheWordList() throws {
        let log = FailureLog()

        try RecordingReplay(Recording(parsing: LookupFixture.recording), errorTypes: [LookupFailure.self]).run(
            presenterNamed: "lookup", failureReporter: log.reporter
        ) { answers, scheduler in
            makeLookupPresenter(words: { answers("words", to: $0, from: unreachable) }, scheduler: scheduler)
        }

        XCTAssertEqual(log.messages, [])
    }

    func testAnAnswerRecordedBeforeAnEventOfTheSameTimeIsReplayedBeforeIt() throws {
        // The answer to "sw" and the typing of "swi" both happen at 130, the answer first: "sw"'s words show.
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = SessionRecorder(scheduler: scheduler)
        let wordList = WordList(scheduler: scheduler)
        let presenter = recorder.record("lookup") { answers in
            makeLookupPresenter(words: { answers("words", to: $0, from: wordList.lookUp) }, scheduler: scheduler)
        }
        scheduler.scheduleAt(100) { presenter.send(.typed("sw")) }
        scheduler.scheduleAt(120) { scheduler.scheduleAt(130) { presenter.send(.typed("swi")) } }
        scheduler.start()
        let states = recorder.recording.entries.filter { $0.kind == .state }.map(\.json)
        XCTAssertEqual(states[2], #"{"isLoading":false,"query":"sw","results":["swift","swim","swing","sword"]}"#)
        let log = FailureLog()

        try RecordingReplay(recorder.recording).run(presenterNamed: "lookup", failureReporter: log.reporter) {
            answers, scheduler in
            makeLookupPresenter(words: { answers("words", to: $0, from: unreachable) }, scheduler: scheduler)
        }

        XCTAssertEqual(log.messages, [])
    }

    func testASessionRecordedInMillisecondsReplaysOnAMillisecondClock() throws {
        let scheduler = HistoricalScheduler()
        let recorder = SessionRecorder(scheduler: scheduler)
        let wordList = WordList(scheduler: scheduler)
        let presenter = recorder.record("lookup") { answers in
            makeLookupPresenter(words: { answers("words", to: $0, from: wordList.lookUp) }, scheduler: scheduler)
        }
        scheduler.advanceTo(Date(timeIntervalSince1970: 0.25))
        presenter.send(.typed("swo"))
        scheduler.advanceTo(Date(timeIntervalSince1970: 40))
        presenter.send(.pick(0))
        XCTAssertEqual(
            recorder.recording.text.components(separatedBy: "\n").filter { $0.contains("time") || $0.contains("next") },
            ["# time: milliseconds", #"30250 next lookup words#1 ["sword"]"#])
        let log = FailureLog()

        try RecordingReplay(recorder.recording).run(presenterNamed: "lookup", failureReporter: log.reporter) {
            answers, scheduler in
            makeLookupPresenter(words: { answers("words", to: $0, from: unreachable) }, scheduler: scheduler)
        }

        XCTAssertEqual(log.messages, [])
    }

    func testAReplayEndingWithAnAnswerInFlightExpectsIt() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = SessionRecorder(scheduler: scheduler)
        let wordList = WordList(scheduler: scheduler)
        let presenter = recorder.record("lookup") { answers in
            makeLookupPresenter(words: { answers("words", to: $0, from: wordList.lookUp) }, scheduler: scheduler)
        }
        scheduler.advanceTo(100)
        presenter.send(.typed("sw"))
        scheduler.advanceTo(110)
        let log = FailureLog()

        try RecordingReplay(recorder.recording).run(presenterNamed: "lookup", failureReporter: log.reporter) {
            answers, scheduler in
            makeLookupPresenter(words: { answers("words", to: $0, from: unreachable) }, scheduler: scheduler)
        }

        XCTAssertEqual(log.messages, [])
        XCTAssertEqual(recorder.recording.entries.last?.description, #"100 subscribe lookup words#1 "sw""#)
        scheduler.start()
    }
}

/// A use case a replay never calls.
func unreachable(_ query: String) -> Observable<[String]> {
    XCTFail("the replay called the use case for \(query)")
    return Observable.never()
}
