import Presenters
import XCTest

final class SessionRecorderTests: PresentersTestCase {
    func testRecordsEventsStatesRoutesAndAnswersWithTheirTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = SessionRecorder(scheduler: scheduler)
        let wordList = WordList(scheduler: scheduler)
        var presenter: Presenter<LookupEvent, LookupState, LookupRoute>? = recorder.record("lookup") { answers in
            makeLookupPresenter(words: { answers("words", to: $0, from: wordList.lookUp) }, scheduler: scheduler)
        }
        scheduler.scheduleAt(100) { presenter?.send(.typed("sw")) }
        scheduler.scheduleAt(110) { presenter?.send(.typed("swi")) }
        scheduler.scheduleAt(200) { presenter?.send(.pick(1)) }
        scheduler.scheduleAt(300) { presenter = nil }
        scheduler.start()

        XCTAssertEqual(
            recorder.recording.text,
            """
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
            200 event lookup {"pick":{"_0":1}}
            200 route lookup {"definition":{"_0":"swim"}}

            """)
    }
}
