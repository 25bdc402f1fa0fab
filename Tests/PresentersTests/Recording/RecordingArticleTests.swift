import PresentersXCTest
import XCTest

/// The examples of the "Recording and replaying a session" article, as it prints them.
final class RecordingArticleTests: PresentersTestCase {
    func testRecordsALookupAndItsAnswer() {
        let scheduler = TestScheduler(initialClock: 0)
        let wordList = WordList(scheduler: scheduler)
        let recorder = SessionRecorder(scheduler: scheduler)
        let presenter = recorder.record("lookup") { answers in
            makeLookupPresenter(words: { answers("words", to: $0, from: wordList.lookUp) }, scheduler: scheduler)
        }

        scheduler.advanceTo(100)
        presenter.send(.typed("sw"))
        scheduler.advanceTo(200)
        presenter.send(.pick(1))

        XCTAssertEqual(recorder.recording.text, swimSession)
    }

    func testReplaysTheLookup() throws {
        let recording = try Recording(parsing: swimSession)

        try RecordingReplay(recording).run(presenterNamed: "lookup", failureReporter: .xctest) { answers, scheduler in
            let wordList = WordList(scheduler: scheduler)  // never called: the answers come from the recording
            return makeLookupPresenter(words: { answers("words", to: $0, from: wordList.lookUp) }, scheduler: scheduler)
        }
    }

    func testAUseCaseDeclaredOnceRecordsTheSameSession() {
        let scheduler = TestScheduler(initialClock: 0)
        let useCase = LookupUseCase(words: WordList(scheduler: scheduler).lookUp)
        let recorder = SessionRecorder(scheduler: scheduler)
        let presenter = recorder.record("lookup") { answers in
            makeLookupPresenter(words: useCase.recorded(by: answers).words, scheduler: scheduler)
        }

        scheduler.advanceTo(100)
        presenter.send(.typed("sw"))
        scheduler.advanceTo(200)
        presenter.send(.pick(1))

        XCTAssertEqual(recorder.recording.text, swimSession)
    }

    func testAUseCaseDeclaredOnceReplaysFromItsPreview() throws {
        let recording = try Recording(parsing: swimSession)

        try RecordingReplay(recording).run(presenterNamed: "lookup", failureReporter: .xctest) { answers, scheduler in
            makeLookupPresenter(words: LookupUseCase.preview.recorded(by: answers).words, scheduler: scheduler)
        }
    }

    func testAReplayOfAChangedPresenterShowsTheFirstDifference() throws {
        let log = FailureLog()
        let recording = try Recording(parsing: swimSession)

        try RecordingReplay(recording).run(presenterNamed: "lookup", failureReporter: log.reporter) {
            answers, scheduler in
            // A change: the words are shown in capitals.
            makeLookupPresenter(
                words: { answers("words", to: $0, from: unreachable).map { $0.map { $0.uppercased() } } },
                scheduler: scheduler)
        }

        XCTAssertEqual(log.messages.count, 2)
        XCTAssertEqual(
            log.messages.first?.components(separatedBy: "\n"),
            [
                "replaying lookup: states differ from #3:",
                "     expected                                                  actual",
                "  2  .next(100, LookupState(query: \"sw\", results: [], isLo…    "
                    + ".next(100, LookupState(query: \"sw\", results: [], isLoa…",
                "→ 3  …LookupState(query: \"sw\", results: [\"swift\", \"swim\", …    "
                    + "…LookupState(query: \"sw\", results: [\"SWIFT\", \"SWIM\", \"…",
                "#3 field by field:",
                #"  results[0]: expected "swift", actual "SWIFT""#,
                #"  results[1]: expected "swim", actual "SWIM""#,
                #"  results[2]: expected "swing", actual "SWING""#,
                #"  results[3]: expected "sword", actual "SWORD""#,
                "the recording's state #3 is on line 8",
            ])
    }

    func testAnEntryThatDoesNotFitThePresentersTypesFailsTheReplayBeforeItStarts() throws {
        let recording = try Recording(parsing: swimSession.replacingOccurrences(of: #""sw"}}"#, with: "5}}"))

        XCTAssertThrowsError(
            try RecordingReplay(recording).run(presenterNamed: "lookup", failureReporter: .xctest) {
                answers, scheduler in
                makeLookupPresenter(words: { answers("words", to: $0, from: unreachable) }, scheduler: scheduler)
            }
        ) { error in
            XCTAssertEqual(
                "\(error)", #"line 4: bad JSON for LookupEvent: '{"typed":{"_0":5}}' has no String at 'typed._0'"#)
        }
    }

    func testAMalformedRecordingFailsWithTheLineAndTheReason() {
        let damaged = swimSession.replacingOccurrences(of: "130 next", with: "13O next")
        XCTAssertThrowsError(try Recording(parsing: damaged)) { error in
            XCTAssertEqual("\(error)", "line 7: bad time '13O': a time is a whole number of ticks or milliseconds")
        }
    }
}

/// The session the article records: "sw" typed at 100, its words at 130, the second one picked at 200.
let swimSession = #"""
    # presenter recording v1
    # time: ticks of 1.0 s
    0 state lookup {"isLoading":false,"query":"","results":[]}
    100 event lookup {"typed":{"_0":"sw"}}
    100 state lookup {"isLoading":true,"query":"sw","results":[]}
    100 subscribe lookup words#1 "sw"
    130 next lookup words#1 ["swift","swim","swing","sword"]
    130 state lookup {"isLoading":false,"query":"sw","results":["swift","swim","swing","sword"]}
    130 completed lookup words#1
    200 event lookup {"pick":{"_0":1}}
    200 route lookup {"definition":{"_0":"swim"}}

    """#

struct LookupUseCase: UseCase {
    var words: (String) -> Observable<[String]>

    static var calls: [UseCaseCall<LookupUseCase>] {
        [.call("words", \.words)]
    }

    static var preview: LookupUseCase {
        LookupUseCase(words: { _ in .just(["swift"]) })
    }
}
