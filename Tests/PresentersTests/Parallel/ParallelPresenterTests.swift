import PresentersTesting
import Testing

/// Presenter tests as a team writes them under Swift Testing: not serialized and on no actor, so they run in
/// parallel with one another and with the other suites of the process, those that subscribe included. Half
/// of them are `async` and yield between their steps, so that tests also interleave on one thread and a test
/// resumes on another thread than the one it started on. Each harness checks only its own subscriptions.
@Suite(.checkingSubscriptions)
struct ParallelPresenterTests {
    // MARK: Timers

    @Test(arguments: 1...50)
    func aLookupAnswersThirtyTicksAfterTheQuery(typedAt time: Int) async {
        let scheduler = TestScheduler(initialClock: 0)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            makeLookupPresenter(words: WordList(scheduler: scheduler).lookUp, scheduler: scheduler)
        }

        test.send(.typed("swi"), at: TestTime(time))
        test.advance(to: TestTime(time))
        await Task.yield()
        test.advance(by: 30)
        await Task.yield()

        test.assertStates([
            .next(0, LookupState()),
            .next(TestTime(time), LookupState(query: "swi", isLoading: true)),
            .next(TestTime(time + 30), LookupState(query: "swi", results: ["swift", "swim", "swing"])),
        ])
        test.finish()
    }

    // MARK: Effects in flight

    @Test(arguments: 1...50)
    func aLookupInFlightEndsWithThePresenter(stoppedAfter ticks: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            makeLookupPresenter(words: WordList(scheduler: scheduler).lookUp, scheduler: scheduler)
        }
        let stop = 10 + ticks % 30

        test.send(.typed("sw"), at: 10)
        test.advance(to: TestTime(stop))

        test.assertStates([.next(0, LookupState()), .next(10, LookupState(query: "sw", isLoading: true))])
        test.finish(expectingPendingActionsAt: [40], expectingLiveSubscriptions: 1)
    }

    // MARK: Children

    @Test(arguments: 1...50)
    func aRowRemovedDuringItsDownloadEndsIt(files count: Int) async {
        let files = (0...count % 7).map { "file\($0)" }
        let scheduler = TestScheduler(initialClock: 0)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            makeDownloadsPresenter(fetch: { _ in Self.progress(on: scheduler) }, scheduler: scheduler)
        }

        test.advance(to: 10)
        test.send(.show(files)) { $0.rows = files.map { DownloadState(id: $0) } }
        await Task.yield()
        test.advance(to: 20)
        test.send(.row(id: files[0], .start)) { _ in }
        test.advance(to: 30)
        test.receive { $0.rows[0].progress = 25 }
        await Task.yield()
        test.advance(to: 35)
        test.send(.show(Array(files.dropFirst()))) { $0.rows.removeFirst() }
        test.run()
        test.finish()
    }

    // MARK: Recordings

    @Test(arguments: 1...50)
    func aRecordedSessionReplays(secondQueryAfter pause: Int) throws {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = SessionRecorder(scheduler: scheduler)
        let wordList = WordList(scheduler: scheduler)
        let presenter = recorder.record("lookup") { answers in
            makeLookupPresenter(words: { answers("words", to: $0, from: wordList.lookUp) }, scheduler: scheduler)
        }
        scheduler.scheduleAt(100) { presenter.send(.typed("sw")) }
        scheduler.scheduleAt(TestTime(100 + pause)) { presenter.send(.typed("swi")) }
        scheduler.scheduleAt(200) { presenter.send(.pick(0)) }
        scheduler.start()
        let log = FailureLog()

        try RecordingReplay(recorder.recording).run(presenterNamed: "lookup", failureReporter: log.reporter) {
            answers, scheduler in
            makeLookupPresenter(words: { answers("words", to: $0, from: unreachable) }, scheduler: scheduler)
        }

        #expect(log.messages == [])
        #expect(recorder.recording.text.contains(#"route lookup {"definition":{"_0":"swift"}}"#))
    }

    /// A download's progress: 25, 50, 75 and 100, ten ticks apart.
    private static func progress(on scheduler: TestScheduler) -> Observable<Int> {
        Observable<Int>.interval(.seconds(10), scheduler: scheduler).map { ($0 + 1) * 25 }.take(4)
    }
}
