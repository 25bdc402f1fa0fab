import Presenters
import XCTest

/// The harness's own checks in generated sequences: a request never answered, a subscription left alive, a
/// call with no generator; and the weights of the steps and of the answers' outcomes.
final class GeneratedHarnessChecksTests: PresentersTestCase {
    private let answers = AnswerGenerators().values(of: Int.self) { random in random.int(in: 0...9) }

    func testARequestNeverAnsweredFailsUnlessThePresenterTimesItOut() throws {
        let settings = GenerationSettings(
            sequences: 20, steps: 1...6, seed: 3, outcomes: OutcomeWeights(success: 0, failure: 0, never: 1))
        let log = FailureLog()

        let report = PresenterTest.generate(
            settings, failureReporter: log.reporter, answers: answers, events: .oneOf([.save])
        ) { scheduler, answers in
            makeCounterPresenter(useCase: CounterUseCase.generated(by: answers), scheduler: scheduler)
        }

        let failure = try XCTUnwrap(report.failure)
        XCTAssertTrue(
            failure.message.hasPrefix("counter.save request 1, made at 0 with 0, still waits for an answer at "),
            failure.message)
        XCTAssertEqual(
            failure.steps.map(\.description), [".send(.save)", #".answer("counter.save", request: 1, .never)"#])
        XCTAssertEqual(log.failures.count, 1)

        let timingOut = PresenterTest.generate(
            settings, failureReporter: log.reporter, answers: answers, events: .oneOf([.save])
        ) { scheduler, answers in
            makeCounterPresenter(
                useCase: CounterUseCase.generated(by: answers), scheduler: scheduler, requestTimeout: .seconds(5))
        }
        XCTAssertTrue(timingOut.passed, timingOut.failure?.message ?? "")
    }

    func testARequestMadeWhileTheHarnessSettlesIsAnsweredBeforeThePresenterTimesItOut() {
        // The save waits a second for quiet, so the last step's save asks only while the harness settles.
        let neverFailed = Invariant<CounterState>("no save fails") { !$0.failed }
        let notTimedOut = Invariant<CounterState>("no save is ended by the presenter") { _, requests in
            requests.allSatisfy { $0.outcome != .ended }
        }
        let log = FailureLog()

        let report = PresenterTest.replay(
            [.send(.increment), .send(.save)], failureReporter: log.reporter, answers: answers,
            invariants: [neverFailed, notTimedOut]
        ) { scheduler, answers in
            makeCounterPresenter(
                useCase: CounterUseCase.generated(by: answers), scheduler: scheduler,
                policy: .debounce("save", for: .seconds(1)), requestTimeout: .seconds(5))
        }

        XCTAssertTrue(report.passed, report.failure?.message ?? "")
        XCTAssertEqual(log.messages, [])
    }

    func testASubscriptionLeftAliveFails() throws {
        let log = FailureLog()
        let leaked = CompositeDisposable()

        let report = PresenterTest.generate(
            GenerationSettings(sequences: 3, steps: 1...3), failureReporter: log.reporter, answers: answers,
            events: .cases
        ) { scheduler, answers in
            _ = leaked.insert(Observable<Int>.never().subscribe())
            return makeCounterPresenter(useCase: CounterUseCase.generated(by: answers), scheduler: scheduler)
        }
        leaked.dispose()

        let failure = try XCTUnwrap(report.failure)
        XCTAssertTrue(failure.message.hasPrefix("1 subscription is alive at the end of the test"), failure.message)
        XCTAssertEqual(failure.steps.count, 0, failure.swift)
        XCTAssertEqual(report.sequences, 1)
    }

    func testACallWithNoGeneratorFailsNamingTheCall() throws {
        let report = PresenterTest.generate(
            GenerationSettings(sequences: 5), failureReporter: FailureLog().reporter, events: .oneOf([.save])
        ) { scheduler, answers in
            makeCounterPresenter(useCase: CounterUseCase.generated(by: answers), scheduler: scheduler)
        }

        XCTAssertEqual(
            report.failure?.message,
            "counter.save has no generator for its answer of type Int: give one with AnswerGenerators().values(for: "
                + "\"counter.save\") { random, request in ... } or .values(of: Int.self) { random in ... }")
        XCTAssertEqual(report.failure?.steps.map(\.description), [".send(.save)"])
    }

    func testTheCallsGeneratorWinsOverItsTypesAndSeesTheRequest() {
        var saved: [Int] = []
        let generators = answers.values(for: "counter.save") { (_: RandomSource, count: Int) in count + 100 }

        let report = PresenterTest.replay(
            [.send(.increment), .send(.save), .answer("counter.save", request: 1, .success("7")), .send(.save)],
            failureReporter: FailureLog().reporter, answers: generators,
            invariants: [Invariant("records") { state in state.saved.map { saved.append($0) } != nil || true }]
        ) { scheduler, answers in
            makeCounterPresenter(useCase: CounterUseCase.generated(by: answers), scheduler: scheduler)
        }

        // The written answer, then the settling answer from the call's generator for the request 1.
        XCTAssertTrue(report.passed, report.failure?.message ?? "")
        XCTAssertEqual(saved.first, 7)
        XCTAssertEqual(saved.last, 101)
    }

    func testTheWeightsDecideTheKindsOfSteps() {
        var counts = (events: 0, answered: 0, clock: 0)
        let generators = AnswerGenerators().values(of: Int.self) { _ in
            counts.answered += 1
            return 0
        }
        let settings = GenerationSettings(
            sequences: 50, steps: 10...10, seed: 5, weights: StepWeights(event: 3, wait: 1, answer: 0),
            waits: 1...1, settling: 0)

        let report = PresenterTest.generate(
            settings, failureReporter: FailureLog().reporter, answers: generators,
            events: .from { _, _ in
                counts.events += 1
                return .increment
            }
        ) { scheduler, answers in
            makeCounterPresenter(useCase: CounterUseCase.generated(by: answers), scheduler: scheduler)
        }

        XCTAssertTrue(report.passed)
        XCTAssertEqual(counts.answered, 0)
        // 500 steps, three in four of them events: the seed's draws give 372.
        XCTAssertEqual(counts.events, 372)
        XCTAssertGreaterThan(counts.events, 330)
        XCTAssertLessThan(counts.events, 420)
    }

    func testOnlyTheOutcomesWithAWeightAreDrawn() throws {
        let settings = GenerationSettings(
            sequences: 30, steps: 4...8, seed: 9, weights: StepWeights(event: 1, wait: 0, answer: 1),
            outcomes: OutcomeWeights(success: 0, failure: 1, never: 0))
        let report = PresenterTest.generate(
            settings, failureReporter: FailureLog().reporter, answers: answers, events: .oneOf([.save]),
            invariants: [Invariant("no save succeeds") { $0.saved == nil }]
        ) { scheduler, answers in
            makeCounterPresenter(useCase: CounterUseCase.generated(by: answers), scheduler: scheduler)
        }

        // Only failures are drawn; the harness's settling answers are successes, which the invariant catches.
        let failure = try XCTUnwrap(report.failure)
        XCTAssertNil(failure.step)
        XCTAssertEqual(failure.steps.map(\.description), [".send(.save)"])
    }
}

/// A generator named by the member that makes the call.
final class GeneratedAnswersByMemberTests: PresentersTestCase {
    func testAGeneratorNamedByItsMemberAnswersThatCall() {
        var saved: [Int] = []
        let generators = AnswerGenerators().values(for: \CounterUseCase.save) { random, count in count * 10 }

        let report = PresenterTest.replay(
            [.send(.increment), .send(.save)], failureReporter: .xctest, answers: generators,
            invariants: [Invariant("records") { state in state.saved.map { saved.append($0) } != nil || true }]
        ) { scheduler, answers in
            makeCounterPresenter(useCase: CounterUseCase.generated(by: answers), scheduler: scheduler)
        }

        XCTAssertTrue(report.passed)
        XCTAssertEqual(saved, [10])
    }

    func testAMemberOfAUseCaseInAGroupIsFoundByItsWholePath() {
        struct Feature: UseCase {
            var counter: CounterUseCase

            static var calls: [UseCaseCall<Feature>] { UseCaseCall.calls(of: \.counter) }
            static var preview: Feature { Feature(counter: .preview) }
        }
        var saved: [Int] = []
        let generators = AnswerGenerators().values(for: \Feature.counter.save) { _, count in count + 5 }

        PresenterTest.replay(
            [.send(.save)], failureReporter: .xctest, answers: generators,
            invariants: [Invariant("records") { state in state.saved.map { saved.append($0) } != nil || true }]
        ) { scheduler, answers in
            makeCounterPresenter(useCase: Feature.generated(by: answers).counter, scheduler: scheduler)
        }

        XCTAssertEqual(saved, [5])
    }
}
