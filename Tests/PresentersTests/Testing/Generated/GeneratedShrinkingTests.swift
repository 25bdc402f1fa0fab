import Presenters
import XCTest

/// Shrinking a failure that takes time: the waits that lead to it are merged into one wait, then made as
/// short as the failure allows, as long as the settings' range of waits holds it.
final class GeneratedShrinkingTests: PresentersTestCase {
    private let answers = AnswerGenerators().values(for: "counter.save") { (_: RandomSource, count: Int) in count }
    private let neverTimesOut = Invariant<CounterState>("no save times out") { !$0.failed }

    /// Saves and waits, never an answer: a save times out once 5 ticks pass after it without another save.
    private func settings(waits: ClosedRange<TestTime>, shrinkingRuns: Int = 1_000) -> GenerationSettings {
        GenerationSettings(
            sequences: 50, steps: 1...8, seed: 10, weights: StepWeights(event: 1, wait: 3, answer: 0), waits: waits,
            shrinkingRuns: shrinkingRuns)
    }

    private func generate(_ settings: GenerationSettings) -> GenerationReport<CounterEvent> {
        PresenterTest.generate(
            settings, failureReporter: FailureLog().reporter, answers: answers, events: .oneOf([.save]),
            invariants: [neverTimesOut]
        ) { scheduler, answers in
            makeCounterPresenter(
                useCase: CounterUseCase.generated(by: answers), scheduler: scheduler, requestTimeout: .seconds(5))
        }
    }

    func testWaitsInARowAreMergedIntoTheShortestWaitThatStillFails() throws {
        // Not shrunk, the failing sequence waits in three steps, each shorter than the timeout: deleting steps and
        // making draws smaller alone leaves at least two waits.
        let unshrunk = try XCTUnwrap(generate(settings(waits: 1...6, shrinkingRuns: 0)).failure)
        XCTAssertEqual(
            unshrunk.steps.map(\.description), [".send(.save)", ".wait(1)", ".wait(3)", ".wait(3)"], unshrunk.swift)

        let failure = try XCTUnwrap(generate(settings(waits: 1...6)).failure)

        // 3 + 3 merged into 6, then made smaller down to 5, the timeout: a wait of 4 ends with the save still in
        // flight, which the harness then answers.
        XCTAssertEqual(
            failure.swift,
            """
            let steps: [GeneratedStep<CounterEvent>] = [
                .send(.save),  // 1, at 0
                .wait(5),  // 2, at 5
            ]
            """)
        XCTAssertEqual(failure.step, 2)
        XCTAssertTrue(
            failure.message.hasPrefix("the invariant \"no save times out\" does not hold at 5"), failure.message)
    }

    func testTheSameSeedShrinksToTheSameMergedWaits() {
        let first = generate(settings(waits: 1...6)).failure
        let second = generate(settings(waits: 1...6)).failure

        XCTAssertEqual(first?.swift, second?.swift)
        XCTAssertEqual(first?.shrinkingRuns, second?.shrinkingRuns)
    }

    func testWaitsWhoseSumTheSettingsCannotDrawStayApart() throws {
        let failure = try XCTUnwrap(generate(settings(waits: 1...4)).failure)

        // No wait of the range reaches the timeout: two are needed, 5 ticks in all.
        XCTAssertEqual(failure.steps.count, 3, failure.swift)
        guard case .send(.save) = failure.steps[0], case .wait(let first) = failure.steps[1],
            case .wait(let second) = failure.steps[2]
        else { return XCTFail(failure.swift) }
        XCTAssertEqual(first + second, 5, failure.swift)
    }
}
