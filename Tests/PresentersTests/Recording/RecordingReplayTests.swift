import Presenters
import XCTest

final class RecordingReplayTests: PresentersTestCase {
    func testASessionRecordedInTicksReplaysWithoutTheWordList() throws {
        let recording = recordLookupSession()
        let log = FailureLog()

        try RecordingReplay(recording, errorTypes: [LookupFailure.self]).run(
            presenterNamed: "lookup", failureReporter: log.reporter
        ) { answers, scheduler in
            makeLookupPresenter(words: { answers("words", to: $0, from: unreachable) }, scheduler: scheduler)
        }

        XCTAssertEqual(log.messages, [])
    }

    /// A lookup session: "sw" replaced by "swi" before it answers, a failure, a query, a pick.
    private func recordLookupSession() -> Recording {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = SessionRecorder(scheduler: scheduler)
        let wordList = WordList(scheduler: scheduler)
        var presenter: Presenter<LookupEvent, LookupState, LookupRoute>? = recorder.record("lookup") { answers in
            makeLookupPresenter(words: { answers("words", to: $0, from: wordList.lookUp) }, scheduler: scheduler)
        }
        scheduler.scheduleAt(100) { presenter?.send(.typed("sw")) }
        scheduler.scheduleAt(110) { presenter?.send(.typed("swi")) }
        scheduler.scheduleAt(150) { presenter?.send(.typed("?")) }
        scheduler.scheduleAt(160) { presenter?.send(.typed("swo")) }
        scheduler.scheduleAt(200) { presenter?.send(.pick(0)) }
        scheduler.scheduleAt(300) { presenter = nil }
        scheduler.start()
        return recorder.recording
    }
}

/// A use case a replay never calls.
func unreachable(_ query: String) -> Observable<[String]> {
    XCTFail("the replay called the use case for \(query)")
    return Observable.never()
}
