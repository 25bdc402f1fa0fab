extension PresenterTest {
    /// Runs a presenter on generated sequences of steps (events sent, waits of virtual time, answers to the
    /// requests of its use cases) and checks, after every step, the invariants of its state and the harness's
    /// own checks; a failing sequence is shrunk and reported with its seed and the shortest sequence found,
    /// written as steps to paste into a test.
    ///
    /// ```swift
    /// PresenterTest.generate(
    ///     GenerationSettings(sequences: 50, steps: 1...10), failureReporter: .xctest,
    ///     answers: AnswerGenerators().values(for: \CounterUseCase.save) { random, count in count },
    ///     events: .cases,
    ///     invariants: [Invariant("the count is never negative") { $0.count >= 0 }]
    /// ) { scheduler, answers in
    ///     makeCounterPresenter(useCase: CounterUseCase.generated(by: answers), scheduler: scheduler)
    /// }
    /// ```
    ///
    /// Each sequence builds the presenter anew, with `presenter`, on a fresh `TestScheduler` whose clock starts
    /// at 0, and drives it as a ``PresenterTest`` does. A step is drawn with the settings' weights: an event
    /// from `events`, given the current state; a wait of a number of ticks; or an answer to one of the requests
    /// that wait (a success with a value from `answers`, a failure, or no answer ever). After every step,
    /// every state emitted since the previous one must hold every invariant. After the last step, every
    /// request still waiting is answered with the simplest value of its generator and the clock moves by the
    /// settings' settling time, each request made meanwhile (the search a debounce starts once the last
    /// keystroke's pause is over) answered as soon as it is made; then no request may still wait, and the
    /// harness's checks of `finish()` run:
    /// no effect error left unmapped, no live subscription, the presenter and all it subscribed freed once
    /// released. States and routes need not be asserted, and timers may be left pending.
    ///
    /// The run is deterministic: the same seed draws the same sequences on every machine, and nothing is
    /// shared with the tests that run beside it. The first failing sequence is shrunk (steps deleted, waits in a
    /// row merged into one, draws made smaller) while it fails the same way, and reported at the line of this
    /// call: what failed, after which step, the seed, and the steps that ``replay(_:settings:failureReporter:fileID:filePath:line:column:answers:invariants:expectingLiveSubscriptions:presenter:)``
    /// plays back exactly.
    ///
    /// - Parameters:
    ///   - settings: how many sequences of how many steps, from which seed, with which weights.
    ///   - failureReporter: where the failure is reported.
    ///   - fileID: the file of the failure, as Swift Testing reports it; leave the default.
    ///   - filePath: the file of the failure, as XCTest reports it; leave the default.
    ///   - line: the line of the failure; leave the default.
    ///   - column: the column of the failure; leave the default.
    ///   - answers: the values with which the use cases built on the sequence's ``GeneratedAnswers`` succeed.
    ///   - events: how the events are drawn.
    ///   - invariants: what holds of every state.
    ///   - expectedLive: how many subscriptions the presenter keeps on purpose at the end (a stream it
    ///     follows from its appearance), given its last state; none by default.
    ///   - presenter: builds the presenter on the sequence's scheduler, its use cases answered by the
    ///     sequence's answers.
    /// - Returns: the seed, the number of sequences run, and the failure, shrunk.
    @discardableResult
    public static func generate(
        _ settings: GenerationSettings = GenerationSettings(), failureReporter: FailureReporter,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column, answers: AnswerGenerators = AnswerGenerators(),
        events: GeneratedEvents<Event, State>, invariants: [Invariant<State>] = [],
        expectingLiveSubscriptions expectedLive: @escaping (State) -> Int = { _ in 0 },
        presenter: @escaping (TestScheduler, GeneratedAnswers) -> Presenter<Event, State, Route>
    ) -> GenerationReport<Event> {
        let subject = GenerationSubject(
            settings: settings, answers: answers, events: events, invariants: invariants, expectedLive: expectedLive,
            presenter: presenter)
        for sequence in 1...max(1, settings.sequences) {
            let outcome = subject.run(.generated(seed: settings.seed(ofSequence: sequence)))
            guard outcome.failure != nil else { continue }
            let (shrunk, runs) = subject.shrink(outcome)
            let failure = GenerationFailure(
                sequence: sequence, outcome: shrunk, originalLength: outcome.steps.count, shrinkingRuns: runs)
            let report = GenerationReport(seed: settings.seed, sequences: sequence, failure: failure)
            failureReporter(
                TestFailure(
                    message: report.message(of: settings), fileID: fileID, filePath: filePath, line: line,
                    column: column))
            return report
        }
        return GenerationReport(seed: settings.seed, sequences: max(1, settings.sequences), failure: nil)
    }

    /// Plays back exactly the steps `steps`, as a generated test's failure wrote them, with the same answers,
    /// invariants and presenter, and reports a failure as ``generate(_:failureReporter:fileID:filePath:line:column:answers:events:invariants:expectingLiveSubscriptions:presenter:)``
    /// does, without shrinking it.
    ///
    /// ```swift
    /// PresenterTest.replay(
    ///     [.send(.increment), .answer("counter.save", request: 1, .success("1"))], failureReporter: .xctest,
    ///     answers: AnswerGenerators().values(for: \CounterUseCase.save) { random, count in count },
    ///     invariants: [Invariant("the count is never negative") { $0.count >= 0 }]
    /// ) { scheduler, answers in
    ///     makeCounterPresenter(useCase: CounterUseCase.generated(by: answers), scheduler: scheduler)
    /// }
    /// ```
    ///
    /// An answer step must find its request waiting; a step that does not fails the test, naming it. After
    /// the last step the harness settles and checks as a generated sequence does, with the simplest value of
    /// each generator for the requests still waiting. `settings` gives the settling time, the resolution and,
    /// to replay the order of same-instant actions a failure reported, the explorer; `expectedLive` as for
    /// `generate`.
    /// - Returns: the failure, if the steps fail.
    @discardableResult
    public static func replay(
        _ steps: [GeneratedStep<Event>], settings: GenerationSettings = GenerationSettings(),
        failureReporter: FailureReporter, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column, answers: AnswerGenerators = AnswerGenerators(),
        invariants: [Invariant<State>] = [],
        expectingLiveSubscriptions expectedLive: @escaping (State) -> Int = { _ in 0 },
        presenter: @escaping (TestScheduler, GeneratedAnswers) -> Presenter<Event, State, Route>
    ) -> GenerationReport<Event> {
        let subject = GenerationSubject(
            settings: settings, answers: answers, events: nil, invariants: invariants, expectedLive: expectedLive,
            presenter: presenter)
        let outcome = subject.run(.written(steps))
        guard outcome.failure != nil else { return GenerationReport(seed: nil, sequences: 1, failure: nil) }
        let report = GenerationReport(
            seed: nil, sequences: 1,
            failure: GenerationFailure(sequence: 1, outcome: outcome, originalLength: steps.count, shrinkingRuns: 0))
        failureReporter(
            TestFailure(
                message: report.message(of: settings), fileID: fileID, filePath: filePath, line: line,
                column: column))
        return report
    }
}
