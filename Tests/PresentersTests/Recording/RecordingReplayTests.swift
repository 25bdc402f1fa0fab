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

/// A lookup session recorded once over the word list and checked in, as the recorder wrote it: "sw"
/// replaced by "swi" before it answers, a server error, "swo", and its first word picked. A test replays
/// it without the word list; another checks that recording the same session still writes it (SwiftPM
/// would warn about a loose text file that the package does not declare).
enum LookupFixture {
    static let recording = #"""
        # presenter recording v1
        # time: ticks of 1.0 s
        0 state lookup {"isLoading":false,"query":"","results":[]}
        100 event lookup {"typed":{"_0":"sw"}}
        100 state lookup {"isLoading":true,"query":"sw","results":[]}
        100 subscribe lookup words#1 "sw"
        110 event lookup {"typed":{"_0":"swi"}}
        110 state lookup {"isLoading":true,"query":"swi","results":[]}
        110 dispose lookup words#1
        110 subscribe lookup words#2 "swi"
        140 next lookup words#2 ["swift","swim","swing"]
        140 state lookup {"isLoading":false,"query":"swi","results":["swift","swim","swing"]}
        140 completed lookup words#2
        150 event lookup {"typed":{"_0":"?"}}
        150 state lookup {"isLoading":true,"query":"?","results":["swift","swim","swing"]}
        150 subscribe lookup words#3 "?"
        150 error lookup words#3 {"LookupFailure":{"status":503}}
        150 state lookup {"error":"Server error 503.","isLoading":false,"query":"","results":[]}
        160 event lookup {"typed":{"_0":"swo"}}
        160 state lookup {"error":"Server error 503.","isLoading":true,"query":"swo","results":[]}
        160 subscribe lookup words#4 "swo"
        190 next lookup words#4 ["sword"]
        190 state lookup {"isLoading":false,"query":"swo","results":["sword"]}
        190 completed lookup words#4
        200 event lookup {"pick":{"_0":0}}
        200 route lookup {"definition":{"_0":"sword"}}

        """#
}
