import PresentersXCTest
import XCTest

/// The snippets of the "Testing with generated events" article, run as they are printed there, and the
/// failure it shows, checked word for word.
final class TestingWithGeneratedEventsArticleTests: PresentersTestCase {
    func testTheCounterHoldsItsInvariantInEveryGeneratedSequence() {
        let answers = AnswerGenerators().values(for: "counter.save") { (_: RandomSource, count: Int) in count }
        let savedIsLastAsked = Invariant<CounterState>("the saved count is the one asked last") { state in
            state.isSaving || state.failed || state.saved == nil || state.saved == state.asked
        }

        PresenterTest.generate(
            GenerationSettings(sequences: 40, steps: 1...12), failureReporter: .xctest, answers: answers,
            events: .cases, invariants: [savedIsLastAsked]
        ) { scheduler, answers in
            makeCounterPresenter(useCase: CounterUseCase.generated(by: answers), scheduler: scheduler)
        }
    }

    func testTheCounterThatLetsAnOlderSaveAnswerLastFailsWithTheShrunkSequence() throws {
        try XCTSkipIf(
            ProcessInfo.processInfo.environment["PRESENTER_SEED"] != nil, "the article shows the default seed's failure"
        )
        let answers = AnswerGenerators().values(for: "counter.save") { (_: RandomSource, count: Int) in count }
        let savedIsLastAsked = Invariant<CounterState>("the saved count is the one asked last") { state in
            state.isSaving || state.failed || state.saved == nil || state.saved == state.asked
        }
        let log = FailureLog()

        PresenterTest.generate(
            GenerationSettings(sequences: 40, steps: 1...12), failureReporter: log.reporter, answers: answers,
            events: .cases, invariants: [savedIsLastAsked]
        ) { scheduler, answers in
            makeCounterPresenter(
                useCase: CounterUseCase.generated(by: answers), scheduler: scheduler, policy: .merge("save"))
        }

        let article = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Sources/Presenters/Presenters/Presenters.docc/TestingWithGeneratedEvents.md"),
            encoding: .utf8)
        let shown = try XCTUnwrap(
            article.components(separatedBy: "```\n").first { $0.hasPrefix("a generated sequence") })
        XCTAssertEqual(log.messages, [shown.trimmingCharacters(in: .newlines)])
    }

    func testTheShrunkStepsReplayTheFailure() {
        let answers = AnswerGenerators().values(for: "counter.save") { (_: RandomSource, count: Int) in count }
        let savedIsLastAsked = Invariant<CounterState>("the saved count is the one asked last") { state in
            state.isSaving || state.failed || state.saved == nil || state.saved == state.asked
        }
        let log = FailureLog()

        let steps: [GeneratedStep<CounterEvent>] = [
            .send(.save),  // 1, at 0
            .send(.increment),  // 2, at 0
            .send(.save),  // 3, at 0
        ]
        let report = PresenterTest.replay(
            steps, failureReporter: log.reporter, answers: answers, invariants: [savedIsLastAsked]
        ) { scheduler, answers in
            makeCounterPresenter(
                useCase: CounterUseCase.generated(by: answers), scheduler: scheduler, policy: .merge("save"))
        }

        XCTAssertFalse(report.passed)
        XCTAssertEqual(log.failures.count, 1)
    }

    func testAWrittenSequenceAnswersWithTheJSONItGives() {
        let answers = AnswerGenerators().values(for: "counter.save") { (_: RandomSource, count: Int) in count }
        var shown: [Int] = []
        let shows = Invariant<CounterState>("records the saved count") { state in
            if let saved = state.saved { shown.append(saved) }
            return true
        }

        PresenterTest.replay(
            [
                .send(.increment), .send(.save), .answer("counter.save", request: 1, .success("41")),
                .wait(100), .send(.save), .answer("counter.save", request: 2, .failure),
            ],
            failureReporter: .xctest, answers: answers, invariants: [shows]
        ) { scheduler, answers in
            makeCounterPresenter(useCase: CounterUseCase.generated(by: answers), scheduler: scheduler)
        }

        XCTAssertEqual(Set(shown), [41])
    }

    func testGeneratorsPerCallAndPerType() {
        let generators = AnswerGenerators()
            .values(for: "counter.save") { (random: RandomSource, count: Int) in count + random.int(in: 0...1) }
            .values(of: [String].self) { random in random.array(count: 0...3) { $0.element(of: ["a", "b"]) } }
        let settings = GenerationSettings(
            sequences: 200, steps: 1...30, weights: StepWeights(event: 5, wait: 2, answer: 3),
            outcomes: OutcomeWeights(success: 3, failure: 1, never: 0), waits: 1...500)

        let report = PresenterTest.generate(
            settings, failureReporter: .xctest, answers: generators, events: .oneOf([.increment, .save])
        ) { scheduler, answers in
            makeCounterPresenter(useCase: CounterUseCase.generated(by: answers), scheduler: scheduler)
        }

        XCTAssertTrue(report.passed)
    }

    func testAnEventWithAssociatedValuesIsDrawnByAClosureOrPickedFromAList() {
        let typing = GeneratedEvents<SearchFieldEvent, SearchFieldState>.from { random, state in
            random.bool() ? .type(state.query + random.element(of: ["a", "b"])) : .type(String(state.query.dropLast()))
        }
        let pasting = GeneratedEvents<SearchFieldEvent, SearchFieldState>.oneOf([.type("a"), .type("ab"), .type("")])
        let settings = GenerationSettings(sequences: 40, steps: 1...12, resolution: 0.1)
        let typed = Invariant<SearchFieldState>("the query holds only the letters typed") { state in
            state.query.allSatisfy { "ab".contains($0) }
        }
        let pasted = Invariant<SearchFieldState>("the query is a text pasted") { state in
            ["", "a", "ab"].contains(state.query)
        }
        let short = Invariant<SearchFieldState>("the query is shorter than three letters") { $0.query.count < 3 }
        let log = FailureLog()
        func searchField(_ scheduler: TestScheduler, _: GeneratedAnswers) -> Presenter<
            SearchFieldEvent, SearchFieldState, Never
        > {
            makeSearchAsYouTypePresenter(search: { .just([$0]) }, scheduler: scheduler)
        }

        let typedReport = PresenterTest.generate(
            settings, failureReporter: .xctest, events: typing, invariants: [typed], presenter: searchField)
        let pastedReport = PresenterTest.generate(
            settings, failureReporter: .xctest, events: pasting, invariants: [pasted], presenter: searchField)
        let tooLong = PresenterTest.generate(
            settings, failureReporter: log.reporter, events: typing, invariants: [short], presenter: searchField)

        XCTAssertTrue(typedReport.passed)
        XCTAssertTrue(pastedReport.passed)
        // Shrunk to the shortest text that breaks it, typed a letter at a time, each the first of the list.
        XCTAssertEqual(
            tooLong.failure?.steps.map(\.description),
            [".send(.type(\"a\"))", ".send(.type(\"aa\"))", ".send(.type(\"aaa\"))"])
        XCTAssertEqual(log.messages.count, 1)
    }
}
