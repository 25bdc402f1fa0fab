import Presenters
import XCTest

/// An `async` call answered by the steps of a generated sequence: its task waits for the step that answers it.
final class GeneratedAsyncCallsTests: PresentersTestCase {
    struct AsyncCounterUseCase: UseCase, Sendable {
        var save: @Sendable (Int) async throws -> Int

        static var calls: [UseCaseCall<AsyncCounterUseCase>] { [.call("counter.save", \.save)] }
        static var preview: AsyncCounterUseCase { AsyncCounterUseCase { $0 } }
    }

    /// The counter of the other tests, whose save is a task; `policy` as there.
    private func asyncCounter(useCase: AsyncCounterUseCase, scheduler: TestScheduler, policy: EffectPolicy)
        -> Presenter<CounterEvent, CounterState, Never>
    {
        Presenter(
            initialState: CounterState(), scheduler: scheduler,
            reduce: .pure { (state, mutation: CounterMutation) in
                var state = state
                switch mutation {
                case .count(let count): state.count = count
                case .saving(let count): (state.asked, state.isSaving, state.failed) = (count, true, false)
                case .saved(let count): (state.saved, state.isSaving) = (count, false)
                case .failed: (state.isSaving, state.failed) = (false, true)
                }
                return state
            }
        ) { event, state in
            switch event {
            case .increment: return .mutate(.count(state.count + 1))
            case .decrement: return .mutate(.count(max(0, state.count - 1)))
            case .save:
                let count = state.count
                return .merge(
                    .mutate(.saving(count)),
                    .run({ try await useCase.save(count) }, policy, map: CounterMutation.saved, catch: { _ in .failed })
                )
            }
        }
    }

    private let savedIsLastAsked = Invariant<CounterState>("the saved count is the one asked last") { state in
        state.isSaving || state.failed || state.saved == nil || state.saved == state.asked
    }

    func testTheStepsAnswerAnAsyncCallAndTheBugIsShrunk() throws {
        let answers = AnswerGenerators().values(for: "counter.save") { (_: RandomSource, count: Int) in count }
        let settings = GenerationSettings(sequences: 40, steps: 1...12, seed: 11)

        let correct = PresenterTest.generate(
            settings, failureReporter: .xctest, answers: answers, events: .cases, invariants: [savedIsLastAsked]
        ) { scheduler, answers in
            self.asyncCounter(
                useCase: AsyncCounterUseCase.generated(by: answers), scheduler: scheduler, policy: .latest("save"))
        }
        let buggy = PresenterTest.generate(
            settings, failureReporter: FailureLog().reporter, answers: answers, events: .cases,
            invariants: [savedIsLastAsked]
        ) { scheduler, answers in
            self.asyncCounter(
                useCase: AsyncCounterUseCase.generated(by: answers), scheduler: scheduler, policy: .merge("save"))
        }

        XCTAssertTrue(correct.passed)
        let failure = try XCTUnwrap(buggy.failure)
        XCTAssertEqual(failure.steps.map(\.description), [".send(.save)", ".send(.increment)", ".send(.save)"])
    }

    func testAWrittenAnswerOfAnAsyncCallIsDecodedFromItsJSON() {
        var saved: [Int] = []
        let report = PresenterTest.replay(
            [.send(.save), .answer("counter.save", request: 1, .success("12")), .wait(5)], failureReporter: .xctest,
            answers: AnswerGenerators().values(of: Int.self) { _ in 0 },
            invariants: [Invariant("records") { state in state.saved.map { saved.append($0) } != nil || true }]
        ) { scheduler, answers in
            self.asyncCounter(
                useCase: AsyncCounterUseCase.generated(by: answers), scheduler: scheduler, policy: .latest("save"))
        }

        XCTAssertTrue(report.passed, report.failure?.message ?? "")
        XCTAssertEqual(Set(saved), [12])
    }

    func testAGeneratorNamesAnAsyncCallByItsMember() {
        // The save still waiting after the last step is answered with the generator's value.
        var saved: Set<Int> = []
        let answers = AnswerGenerators().values(for: \AsyncCounterUseCase.save) { _, count in count * 10 }
        let report = PresenterTest.replay(
            [.send(.increment), .send(.save)], failureReporter: .xctest, answers: answers,
            invariants: [Invariant("records") { state in state.saved.map { saved.insert($0) } != nil || true }]
        ) { scheduler, answers in
            self.asyncCounter(
                useCase: AsyncCounterUseCase.generated(by: answers), scheduler: scheduler, policy: .latest("save"))
        }

        XCTAssertTrue(report.passed, report.failure?.message ?? "")
        XCTAssertEqual(saved, [10])
    }
}
