import PresentersXCTest
import XCTest

/// The examples of the "Recording and replaying a session" article's section on async calls, as it prints
/// them.
final class AsyncRecordingArticleTests: PresentersTestCase {
    func testRecordsASearchOfThePantryAndItsAsyncAnswer() {
        let scheduler = TestScheduler(initialClock: 0)
        let shelves = pantryShelves(scheduler: scheduler)
        let recorder = SessionRecorder(scheduler: scheduler)
        let presenter = recorder.record("pantry") { answers in
            makePantryPresenter(find: shelves.recorded(by: answers).find, scheduler: scheduler)
        }
        scheduler.scheduleAt(10) { presenter.send(.search("r")) }
        scheduler.scheduleAt(20) { presenter.send(.pick(1)) }
        scheduler.start()

        XCTAssertEqual(recorder.recording.text, pantrySession)
    }

    func testReplaysTheSearchWithThePantryUnimplemented() throws {
        let recording = try Recording(parsing: pantrySession)

        try RecordingReplay(recording).run(presenterNamed: "pantry", failureReporter: .xctest) { answers, scheduler in
            let unimplemented = PantryUseCase.unimplemented(Unimplemented(failureReporter: .xctest))
            return makePantryPresenter(find: unimplemented.recorded(by: answers).find, scheduler: scheduler)
        }
    }
}

/// The session the article records: "r" searched at 10, its items at 13, the second one picked at 20.
let pantrySession = #"""
    # presenter recording v1
    # time: ticks of 1.0 s
    0 state pantry {"isLoading":false,"items":[],"query":""}
    10 event pantry {"search":{"_0":"r"}}
    10 state pantry {"isLoading":true,"items":[],"query":"r"}
    10 subscribe pantry pantry.find#1 "r"
    13 next pantry pantry.find#1 ["rice","rye","raisins"]
    13 completed pantry pantry.find#1
    13 state pantry {"isLoading":false,"items":["rice","rye","raisins"],"query":"r"}
    20 event pantry {"pick":{"_0":1}}
    20 route pantry {"item":{"_0":"rye"}}

    """#
