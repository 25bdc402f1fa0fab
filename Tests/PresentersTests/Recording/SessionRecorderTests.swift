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

    func testASingleAnswerIsRecordedAsAnElementAndACompletionAtTheSameTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = SessionRecorder(scheduler: scheduler)
        var disposedAt: [TestTime] = []
        let name = { Single.just("Ada").delay(.seconds(30), scheduler: scheduler) }
        let presenter = recorder.record("profile") { answers in
            Presenter(initialState: "", scheduler: scheduler, reduce: .replace) { (_: String, _) in
                Effect<String, Never>.run(
                    answers("name", from: name).do(onDispose: { disposedAt.append(scheduler.clock) }))
            }
        }

        scheduler.advanceTo(100)
        presenter.send("load")
        scheduler.start()

        XCTAssertEqual(
            recorder.recording.text,
            """
            # presenter recording v1
            # time: ticks of 1.0 s
            0 state profile ""
            100 event profile "load"
            100 subscribe profile name#1
            130 next profile name#1 "Ada"
            130 completed profile name#1
            130 state profile "Ada"

            """)
        XCTAssertEqual(disposedAt, [130])
    }

    func testRecordingTheCheckedInSessionAgainWritesItUnchanged() {
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

        XCTAssertEqual(recorder.recording.text, LookupFixture.recording)
    }

    func testWritesEachLineAsItGoesAndKeepsTheHookSetBefore() {
        let scheduler = TestScheduler(initialClock: 0)
        var lines: [String] = []
        var logged: [String] = []
        let recorder = SessionRecorder(scheduler: scheduler, write: { lines.append($0) })
        let presenter = makeLookupPresenter(words: { _ in Observable.just([]) }, scheduler: scheduler)
        presenter.debug("lookup", print: { logged.append($0) })
        recorder.record(presenter, as: "lookup")

        scheduler.advanceTo(20)
        recorder.note("pick 0", as: "input")
        presenter.send(.pick(0))

        XCTAssertEqual(
            lines,
            [
                "# presenter recording v1",
                "# time: ticks of 1.0 s",
                #"0 state lookup {"isLoading":false,"query":"","results":[]}"#,
                #"20 note input "pick 0""#,
                #"20 event lookup {"pick":{"_0":0}}"#,
            ])
        XCTAssertEqual(lines.joined(separator: "\n") + "\n", recorder.recording.text)
        XCTAssertEqual(logged, ["lookup @20 event: pick(0)"])
    }

    func testAValueThatCannotBeWrittenLeavesANote() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = SessionRecorder(scheduler: scheduler)

        recorder.note(Double.nan, as: "input")

        XCTAssertEqual(recorder.recording.entries.map(\.kind), [.note])
        XCTAssertTrue(
            recorder.recording.entries[0].description.hasPrefix(
                #"0 note recording-error "the note of input cannot be written as JSON: "#),
            recorder.recording.text)
    }

    func testOnARealClockAStateTakesTheTimeOfTheEventOrAnswerItFollows() throws {
        let clock = DriftingScheduler()
        let recorder = SessionRecorder(scheduler: clock)
        let wordList = WordList(scheduler: clock)
        let presenter = recorder.record("lookup") { answers in
            makeLookupPresenter(words: { answers("words", to: $0, from: wordList.lookUp) }, scheduler: clock)
        }
        for query in ["s", "sw", "swi", "swo", "swor"] { presenter.send(.typed(query)) }
        clock.base.advanceTo(Date(timeIntervalSince1970: 40))
        presenter.send(.pick(0))

        let entries = recorder.recording.entries
        XCTAssertGreaterThan(entries.last?.time ?? 0, 30_001)
        for (index, entry) in entries.enumerated() where entry.kind == .state || entry.kind == .route {
            guard let cause = entries[..<index].last(where: { $0.kind == .event || $0.kind == .next }) else { continue }
            XCTAssertEqual(entry.time, cause.time, "\(entry) follows \(cause)")
        }
        let log = FailureLog()
        try RecordingReplay(recorder.recording).run(presenterNamed: "lookup", failureReporter: log.reporter) {
            answers, scheduler in
            makeLookupPresenter(words: { answers("words", to: $0, from: unreachable) }, scheduler: scheduler)
        }
        XCTAssertEqual(log.messages, [])
    }
}

/// A real clock as a recorder sees it: each reading is 0.4 ms after the one before, as handling an event
/// takes time.
private final class DriftingScheduler: SchedulerType, @unchecked Sendable {
    let base = HistoricalScheduler()
    private var readings = 0

    var now: RxTime {
        readings += 1
        return base.now.addingTimeInterval(Double(readings) * 0.0004)
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.schedule(state, action: action)
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        base.scheduleRelative(state, dueTime: dueTime, action: action)
    }
}

// The presenter the recording tests and the "Recording and replaying a session" article record and replay.

/// What the lookup screen's view reports.
enum LookupEvent: Codable, Equatable {
    /// The query was edited.
    case typed(String)
    /// The result at this index was picked.
    case pick(Int)
}

/// What the lookup screen shows.
struct LookupState: Codable, Equatable {
    var query = ""
    var results: [String] = []
    var isLoading = false
    var error: String?
}

/// Where the lookup screen leads.
enum LookupRoute: Codable, Equatable {
    case definition(String)
}

/// How the word list fails.
struct LookupFailure: Error, Codable, Equatable {
    var status: Int
}

/// Looks words up as they are typed (the latest query wins) and opens the definition of the word picked.
func makeLookupPresenter(words: @escaping (String) -> Observable<[String]>, scheduler: any SchedulerType)
    -> Presenter<LookupEvent, LookupState, LookupRoute>
{
    Presenter(
        initialState: LookupState(), scheduler: scheduler, reduce: .replace,
        failure: { error in
            LookupState(error: (error as? LookupFailure).map { "Server error \($0.status)." } ?? "Offline.")
        }
    ) { event, state in
        switch event {
        case .typed(let query):
            var loading = state
            loading.query = query
            loading.isLoading = true
            let answer = words(query).map { LookupState(query: query, results: $0) }
            return .merge(.mutate(loading), .run(answer, .latest("lookup")))
        case .pick(let index):
            guard state.results.indices.contains(index) else { return .none }
            return .route(.definition(state.results[index]))
        }
    }
}

/// A word list that answers 30 ticks after it is asked, with the words that start with the query, and
/// completes with its answer; "?" fails at once with a server error.
struct WordList {
    let scheduler: any SchedulerType
    var words = ["swift", "swim", "swing", "sword"]

    func lookUp(_ query: String) -> Observable<[String]> {
        if query == "?" { return Observable.error(LookupFailure(status: 503)) }
        let found = words.filter { $0.hasPrefix(query) }
        return Observable<Int>.timer(.seconds(30), scheduler: scheduler).map { _ in found }
    }
}
