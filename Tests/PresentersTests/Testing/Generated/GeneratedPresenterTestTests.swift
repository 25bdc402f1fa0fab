import Presenters
import XCTest

/// Generated sequences on the counter: a planted bug (an older save answering last) is found, shrunk and
/// replayed; a correct counter passes.
final class GeneratedPresenterTestTests: PresentersTestCase {
    private let answers = AnswerGenerators().values(for: "counter.save") { (_: RandomSource, count: Int) in count }
    private let savedIsLastAsked = Invariant<CounterState>("the saved count is the one asked last") { state in
        state.isSaving || state.failed || state.saved == nil || state.saved == state.asked
    }
    private let settings = GenerationSettings(sequences: 40, steps: 1...12, seed: 11)

    private func counter(policy: EffectPolicy) -> (TestScheduler, GeneratedAnswers) -> Presenter<
        CounterEvent, CounterState, Never
    > {
        { scheduler, answers in
            makeCounterPresenter(useCase: CounterUseCase.generated(by: answers), scheduler: scheduler, policy: policy)
        }
    }

    func testACorrectCounterPassesEverySequence() {
        let log = FailureLog()

        let report = PresenterTest.generate(
            settings, failureReporter: log.reporter, answers: answers, events: .cases, invariants: [savedIsLastAsked],
            presenter: counter(policy: .latest("save")))

        XCTAssertEqual(log.messages, [])
        XCTAssertTrue(report.passed)
        XCTAssertEqual(report.sequences, 40)
        XCTAssertEqual(report.seed, 11)
    }

    func testAnOlderSaveAnsweringLastIsShrunkToTheShortestSequence() throws {
        let log = FailureLog()

        let report = PresenterTest.generate(
            settings, failureReporter: log.reporter, answers: answers, events: .cases, invariants: [savedIsLastAsked],
            presenter: counter(policy: .merge("save")))

        let failure = try XCTUnwrap(report.failure)
        XCTAssertEqual(log.failures.count, 1)
        let message = try XCTUnwrap(log.messages.first)
        XCTAssertTrue(
            message.contains("the invariant \"the saved count is the one asked last\" does not hold"), message)
        XCTAssertTrue(message.contains("seed 11, sequence \(failure.sequence) of 40"), message)
        XCTAssertFalse(message.contains("PRESENTER_SEED"), message)  // the test's own seed is not replaced
        XCTAssertTrue(message.contains(failure.swift), message)
        // Two saves of different counts: as the harness settles, it answers the older one first, which ends
        // "saving" while the newer one is in flight.
        XCTAssertEqual(failure.steps.count, 3, failure.swift)
        XCTAssertGreaterThan(failure.originalLength, failure.steps.count)
        XCTAssertNil(failure.step)
        XCTAssertEqual(
            failure.swift,
            """
            let steps: [GeneratedStep<CounterEvent>] = [
                .send(.save),  // 1, at 0
                .send(.increment),  // 2, at 0
                .send(.save),  // 3, at 0
            ]
            """)
    }

    func testTheSameSeedDrawsTheSameSequencesAndTheSameShrunkFailure() throws {
        let first = PresenterTest.generate(
            settings, failureReporter: FailureLog().reporter, answers: answers, events: .cases,
            invariants: [savedIsLastAsked], presenter: counter(policy: .merge("save")))
        let second = PresenterTest.generate(
            settings, failureReporter: FailureLog().reporter, answers: answers, events: .cases,
            invariants: [savedIsLastAsked], presenter: counter(policy: .merge("save")))

        XCTAssertEqual(try XCTUnwrap(first.failure).sequence, try XCTUnwrap(second.failure).sequence)
        XCTAssertEqual(first.failure?.originalLength, second.failure?.originalLength)
        XCTAssertEqual(first.failure?.swift, second.failure?.swift)
        XCTAssertEqual(first.failure?.message, second.failure?.message)
    }

    func testTheReplayOfTheShrunkStepsFailsTheSameWay() throws {
        let generated = try XCTUnwrap(
            PresenterTest.generate(
                settings, failureReporter: FailureLog().reporter, answers: answers, events: .cases,
                invariants: [savedIsLastAsked], presenter: counter(policy: .merge("save"))
            ).failure)
        let log = FailureLog()

        let replayed = PresenterTest.replay(
            generated.steps, failureReporter: log.reporter, answers: answers, invariants: [savedIsLastAsked],
            presenter: counter(policy: .merge("save")))

        XCTAssertEqual(replayed.failure?.message, generated.message)
        XCTAssertEqual(log.failures.count, 1)
        XCTAssertTrue(log.messages.first?.hasPrefix("the replayed sequence fails after its 3 steps, once") ?? false)
    }

    func testWrittenStepsReplayExactlyAndPassOnTheCorrectCounter() {
        let log = FailureLog()
        let steps: [GeneratedStep<CounterEvent>] = [
            .send(.save),
            .send(.increment),
            .send(.save),
            .answer("counter.save", request: 2, .success("1")),
            .wait(30),
            .answer("counter.save", request: 1, .success("0")),
        ]

        let buggy = PresenterTest.replay(
            steps, failureReporter: log.reporter, answers: answers, invariants: [savedIsLastAsked],
            presenter: counter(policy: .merge("save")))
        XCTAssertEqual(buggy.failure?.step, 6)
        XCTAssertTrue(buggy.failure?.message.contains("does not hold at 30") ?? false, buggy.failure?.message ?? "")

        // The correct counter cancelled the first save: step 6 finds it not waiting.
        let correct = PresenterTest.replay(
            steps, failureReporter: log.reporter, answers: answers, invariants: [savedIsLastAsked],
            presenter: counter(policy: .latest("save")))
        XCTAssertEqual(
            correct.failure?.message,
            "step 6 answers counter.save request 1, which is not waiting for an answer (2 requests were made to "
                + "counter.save)")
    }
}
