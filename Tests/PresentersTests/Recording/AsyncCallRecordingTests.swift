import Presenters
import XCTest

/// The `async` calls of a use case declared once are recorded as a subscription that answers once, with their
/// request, their answer or error and their times, and replayed from the recording without being made.
final class AsyncCallRecordingTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    /// Records a pantry whose shelves answer after 3 ticks: `session` drives it.
    private func recordPantry(
        _ useCase: PantryUseCase? = nil, _ session: (Presenter<PantryEvent, PantryState, PantryRoute>) -> Void
    ) -> Recording {
        let recorder = SessionRecorder(scheduler: scheduler)
        let useCase = useCase ?? pantryShelves(scheduler: scheduler)
        let presenter = recorder.record("pantry") { answers in
            makePantryPresenter(find: useCase.recorded(by: answers).find, scheduler: scheduler)
        }
        session(presenter)
        return recorder.recording
    }

    /// Replays `recording` with the pantry's use case unimplemented: a call would fail the test.
    private func replayUnimplemented(_ recording: Recording, log: FailureLog) throws {
        try RecordingReplay(recording, errorTypes: [PantryError.self]).run(
            presenterNamed: "pantry", failureReporter: log.reporter
        ) { answers, scheduler in
            let useCase = PantryUseCase.unimplemented(Unimplemented(failureReporter: log.reporter))
            return makePantryPresenter(find: useCase.recorded(by: answers).find, scheduler: scheduler)
        }
    }

    func testAnAsyncCallIsRecordedWithItsRequestItsAnswerAndTheirTimes() {
        let recording = recordPantry { presenter in
            scheduler.scheduleAt(10) { presenter.send(.search("r")) }
            scheduler.scheduleAt(20) { presenter.send(.pick(1)) }
            scheduler.start()
        }

        XCTAssertEqual(
            recording.text,
            """
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

            """)
    }

    func testAnAsyncFailureIsRecordedAsAnErrorTaggedWithItsType() {
        let recording = recordPantry { presenter in
            scheduler.scheduleAt(10) { presenter.send(.search("?")) }
            scheduler.start()
        }

        XCTAssertEqual(
            recording.entries.filter { $0.kind.isAnswer }.map(\.description),
            [
                #"10 subscribe pantry pantry.find#1 "?""#,
                #"10 error pantry pantry.find#1 {"PantryError":{"shelf":4}}"#,
            ])
        XCTAssertEqual(
            recording.entries.last?.description,
            #"10 state pantry {"failure":"PantryError(shelf: 4)","isLoading":false,"items":[],"query":"?"}"#)
    }

    func testACallCancelledByTheNextQueryIsRecordedAsDisposedAndItsAnswerIsNot() {
        let recording = recordPantry { presenter in
            scheduler.scheduleAt(10) { presenter.send(.search("r")) }
            scheduler.scheduleAt(12) { presenter.send(.search("ra")) }
            scheduler.start()
        }

        XCTAssertEqual(
            recording.entries.filter { $0.kind.isAnswer }.map(\.description),
            [
                #"10 subscribe pantry pantry.find#1 "r""#,
                "12 dispose pantry pantry.find#1",
                #"12 subscribe pantry pantry.find#2 "ra""#,
                #"15 next pantry pantry.find#2 ["raisins"]"#,
                "15 completed pantry pantry.find#2",
            ])
    }

    func testAReplayAnswersFromTheRecordingAtItsTimesAndMakesNoCall() throws {
        let recording = recordPantry { presenter in
            scheduler.scheduleAt(10) { presenter.send(.search("r")) }
            scheduler.scheduleAt(12) { presenter.send(.search("ra")) }
            scheduler.scheduleAt(20) { presenter.send(.search("?")) }
            scheduler.scheduleAt(30) { presenter.send(.search("ri")) }
            scheduler.scheduleAt(40) { presenter.send(.pick(0)) }
            scheduler.start()
        }
        let log = FailureLog()

        try replayUnimplemented(recording, log: log)

        XCTAssertEqual(log.messages, [])
    }

    func testAnAnswerRecordedBeforeAnEventOfTheSameTimeIsReplayedBeforeIt() throws {
        // The answer to "r" lands at 13, and the pick is sent at 13 after it: it picks among the items found.
        let recording = recordPantry { presenter in
            scheduler.advanceTo(10)
            presenter.send(.search("r"))
            scheduler.advanceTo(13)
            presenter.send(.pick(2))
        }
        XCTAssertEqual(recording.entries.last?.description, #"13 route pantry {"item":{"_0":"raisins"}}"#)
        let log = FailureLog()

        try replayUnimplemented(recording, log: log)

        XCTAssertEqual(log.messages, [])
    }

    func testAReplayedAnswerThatThePresenterNowReducesOtherwiseIsReportedAtTheStateThatDiffers() throws {
        let recording = recordPantry { presenter in
            scheduler.scheduleAt(10) { presenter.send(.search("r")) }
            scheduler.start()
        }
        let log = FailureLog()

        try RecordingReplay(recording).run(presenterNamed: "pantry", failureReporter: log.reporter) {
            answers, scheduler in
            let find = PantryUseCase.preview.recorded(by: answers).find
            return makePantryPresenter(find: { try await find($0).map { $0.uppercased() } }, scheduler: scheduler)
        }

        XCTAssertEqual(log.messages.count, 1)
        let lines = log.messages.first?.components(separatedBy: "\n") ?? []
        XCTAssertEqual(lines.first, "replaying pantry: states differ from #3:")
        XCTAssertTrue(lines.contains(#"  items[0]: expected "rice", actual "RICE""#), "\(lines)")
        XCTAssertEqual(lines.last, "the recording's state #3 is on line 9")
    }

    func testAReplayReportsAnAsyncRequestThatDiffersFromTheRecordedOne() throws {
        let recording = recordPantry { presenter in
            scheduler.scheduleAt(10) { presenter.send(.search("r")) }
            scheduler.start()
        }
        let log = FailureLog()

        try RecordingReplay(recording).run(presenterNamed: "pantry", failureReporter: log.reporter) {
            answers, scheduler in
            let find = PantryUseCase.preview.recorded(by: answers).find
            return makePantryPresenter(find: { try await find($0 + "i") }, scheduler: scheduler)
        }

        XCTAssertEqual(
            log.messages,
            [#"replaying pantry: the presenter subscribed to pantry.find#1 with "ri", the recording (line 6) has "r""#])
    }

    func testAReplayOfARecordingWithoutTheAsyncCallReportsItAndTheTaskWaitsUntilTheRelease() throws {
        // As a recording made when async calls were not written down has it.
        let recording = try Recording(
            parsing: """
                # presenter recording v1
                # time: ticks of 1.0 s
                0 state pantry {"isLoading":false,"items":[],"query":""}
                10 event pantry {"search":{"_0":"r"}}
                10 state pantry {"isLoading":true,"items":[],"query":"r"}

                """)
        let log = FailureLog()

        try replayUnimplemented(recording, log: log)

        XCTAssertEqual(
            log.messages,
            [
                "replaying pantry: the presenter subscribed to pantry.find#1, which the recording does not have: it "
                    + "gets no answer"
            ])
    }

    func testAReplayedFailureIsThrownAsItsTypeAtItsTime() throws {
        let recording = recordPantry { presenter in
            scheduler.scheduleAt(10) { presenter.send(.search("?")) }
            scheduler.start()
        }
        let log = FailureLog()

        try replayUnimplemented(recording, log: log)

        XCTAssertEqual(log.messages, [])
    }

    /// A locker whose PIN opens it with a key whose token is secret.
    private struct LockerUseCase: UseCase, Sendable {
        var open: @Sendable (Secret<String>) async throws -> VaultKey

        static var calls: [UseCaseCall<LockerUseCase>] { [.call("locker.open", \.open)] }

        static var preview: LockerUseCase {
            LockerUseCase { VaultKey(owner: "Ada", token: Secret("token-" + $0.value)) }
        }
    }

    func testTheSecretsOfAnAsyncCallAreRecordedRedactedAndReplayAsSecrets() async throws {
        let recorder = SessionRecorder(scheduler: scheduler)
        let key = try await LockerUseCase.preview.recorded(by: recorder.answers(for: "locker")).open("2468")
        XCTAssertEqual(key.token.value, "token-2468")
        XCTAssertEqual(
            recorder.recording.entries.filter { $0.kind != .completed }.map(\.description),
            [
                #"0 subscribe locker locker.open#1 "****""#,
                #"0 next locker locker.open#1 {"owner":"Ada","token":"**********"}"#,
            ])
        XCTAssertFalse(recorder.recording.text.contains("2468"))
        var differences: [String] = []
        let replayed = ReplayedAnswers(recorder.recording) { differences.append($0) }
        let log = FailureLog()

        let unimplemented = LockerUseCase.unimplemented(Unimplemented(failureReporter: log.reporter))
        let replayedKey = try await unimplemented.recorded(by: replayed.answers(forPresenterNamed: "locker"))
            .open("1357")

        XCTAssertEqual(replayedKey.owner, "Ada")
        XCTAssertTrue(replayedKey.token.isRedacted)
        XCTAssertEqual(replayedKey, key)
        XCTAssertEqual(differences, [])
        XCTAssertEqual(log.messages, [])
    }
}
