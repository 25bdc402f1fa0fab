import Presenters
import XCTest

/// A recording holds no secret: each is written as its stand-in in events, states, routes, requests and
/// answers; a replay reads the stand-ins back, compares secrets by their place, and still reports what the
/// presenter worked out differently from them.
final class SecretRecordingTests: PresentersTestCase {
    /// A session of the vault: a PIN typed, the vault unlocked.
    private func recordedSession() -> Recording {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = SessionRecorder(scheduler: scheduler)
        let unlock = vaultUnlock(scheduler: scheduler)
        let presenter = recorder.record("vault") { answers in
            makeVaultPresenter(unlock: answers("vault.unlock", for: unlock), scheduler: scheduler)
        }
        scheduler.scheduleAt(100) { presenter.send(.typed("2468")) }
        scheduler.scheduleAt(200) { presenter.send(.unlock) }
        scheduler.start()
        return recorder.recording
    }

    private func replay(_ recording: Recording, log: FailureLog) throws {
        try RecordingReplay(recording).run(presenterNamed: "vault", failureReporter: log.reporter) {
            answers, scheduler in
            let unlock: (Secret<String>) -> Single<VaultKey> = { _ in
                XCTFail("the vault was asked")
                return .never()
            }
            return makeVaultPresenter(unlock: answers("vault.unlock", for: unlock), scheduler: scheduler)
        }
    }

    func testEventsStatesRoutesRequestsAndAnswersHoldStandInsOnly() {
        let text = recordedSession().text

        XCTAssertEqual(
            text,
            #"""
            # presenter recording v1
            # time: ticks of 1.0 s
            0 state vault {"isComplete":false,"isUnlocking":false,"pin":""}
            100 event vault {"typed":{"_0":"****"}}
            100 state vault {"isComplete":true,"isUnlocking":false,"pin":"****"}
            200 event vault {"unlock":{}}
            200 state vault {"isComplete":true,"isUnlocking":true,"pin":"****"}
            200 subscribe vault vault.unlock#1 "****"
            210 next vault vault.unlock#1 {"owner":"Ada","token":"**********"}
            210 completed vault vault.unlock#1
            210 state vault {"isComplete":true,"isUnlocking":false,"pin":"****"}
            210 route vault {"opened":{"_0":{"owner":"Ada","token":"**********"}}}

            """#)
        XCTAssertFalse(text.contains("2468"))
    }

    func testARedactedRecordingReplaysWithItsSecretsComparedByPlace() throws {
        let log = FailureLog()

        try replay(recordedSession(), log: log)

        XCTAssertEqual(log.messages, [])
    }

    func testARecordedStandInEqualsTheSecretThePresenterHoldsAtTheSamePlace() throws {
        // The vault starts with a PIN kept from before: the replay's is another, and that is no difference.
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = SessionRecorder(scheduler: scheduler)
        recorder.record(
            makeVaultPresenter(
                initialState: VaultState(pin: "2468", isComplete: true), unlock: vaultUnlock(scheduler: scheduler),
                scheduler: scheduler),
            as: "vault")
        XCTAssertEqual(
            recorder.recording.entries.first?.json, #"{"isComplete":true,"isUnlocking":false,"pin":"****"}"#)
        let log = FailureLog()

        try RecordingReplay(recorder.recording).run(presenterNamed: "vault", failureReporter: log.reporter) {
            _, scheduler in
            makeVaultPresenter(
                initialState: VaultState(pin: "1357", isComplete: true), unlock: { _ in .never() },
                scheduler: scheduler)
        }

        XCTAssertEqual(log.messages, [])
    }

    func testWhatThePresenterWorkedOutFromASecretIsStillReportedWhenItDiffers() throws {
        // A stand-in of two characters: the PIN the replay types is too short, the vault shows no change.
        let tampered = recordedSession().text.replacingOccurrences(
            of: #"100 event vault {"typed":{"_0":"****"}}"#, with: #"100 event vault {"typed":{"_0":"**"}}"#)
        let log = FailureLog()

        try replay(Recording(parsing: tampered), log: log)

        let message = log.messages.first ?? ""
        XCTAssertTrue(message.hasPrefix("replaying vault: states differ from #2:"), message)
        XCTAssertTrue(message.contains("→ 2  .next(100, VaultState(pin: ***, isComplete: true, isU…\n"), message)
        XCTAssertTrue(message.hasSuffix("the recording's state #2 is on line 5"), message)
        XCTAssertFalse(message.contains("secrets differ"), "a secret at its place is no difference: \(message)")
    }

    func testARequestWhoseStandInDiffersIsReported() throws {
        let tampered = recordedSession().text.replacingOccurrences(
            of: #"200 subscribe vault vault.unlock#1 "****""#, with: #"200 subscribe vault vault.unlock#1 "***""#)
        let log = FailureLog()

        try replay(Recording(parsing: tampered), log: log)

        XCTAssertEqual(
            log.messages,
            [
                #"replaying vault: the presenter subscribed to vault.unlock#1 with "****", the recording (line 8) has "***""#
            ])
    }
}
