import PresentersTesting

/// Generated runs beside each other, as Swift Testing runs them in parallel: each finds the planted bug of
/// its own seed, the same way every time, and a correct counter passes.
@Suite(.checkingSubscriptions)
struct GeneratedParallelSwiftTests {
    private let answers = AnswerGenerators().values(for: "counter.save") { (_: RandomSource, count: Int) in count }
    private let savedIsLastAsked = Invariant<CounterState>("the saved count is the one asked last") { state in
        state.isSaving || state.failed || state.saved == nil || state.saved == state.asked
    }

    private func run(seed: UInt64, policy: EffectPolicy, reporter: FailureReporter) -> GenerationReport<CounterEvent> {
        PresenterTest.generate(
            GenerationSettings(sequences: 30, steps: 1...10, seed: seed), failureReporter: reporter,
            answers: answers, events: .cases, invariants: [savedIsLastAsked]
        ) { scheduler, answers in
            makeCounterPresenter(useCase: CounterUseCase.generated(by: answers), scheduler: scheduler, policy: policy)
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func eachSeedFindsTheBugTheSameWay(seed: UInt64) throws {
        let first = run(seed: seed, policy: .merge("save"), reporter: FailureReporter { _ in })
        let second = run(seed: seed, policy: .merge("save"), reporter: FailureReporter { _ in })

        let failure = try #require(first.failure)
        #expect(failure.steps.count <= 4)
        #expect(second.failure?.swift == failure.swift)
        #expect(second.failure?.message == failure.message)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func aCorrectCounterPasses(seed: UInt64) {
        #expect(run(seed: seed, policy: .latest("save"), reporter: .swiftTesting).passed)
    }
}
