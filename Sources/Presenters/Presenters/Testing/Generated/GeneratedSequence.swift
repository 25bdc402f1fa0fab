/// What a generated presenter test runs: its settings, generators, invariants and presenter, and how one
/// sequence of it runs on a fresh presenter.
struct GenerationSubject<Event, State: Equatable, Route: Equatable> {
    let settings: GenerationSettings
    let answers: AnswerGenerators
    let events: GeneratedEvents<Event, State>?
    let invariants: [Invariant<State>]
    /// How many subscriptions the presenter keeps on purpose at the end, given its last state.
    let expectedLive: (State) -> Int
    let presenter: (TestScheduler, GeneratedAnswers) -> Presenter<Event, State, Route>

    /// Where the steps of a sequence come from.
    enum Steps {
        /// Drawn from the seed of a sequence.
        case generated(seed: UInt64)
        /// Drawn from these draws, a list per step: a sequence being shrunk.
        case drawn([[UInt64]])
        /// Exactly these.
        case written([GeneratedStep<Event>])
    }

    /// Runs the sequence `steps` on `scheduler`, or, when the settings ask for it, in every order of its
    /// same-instant actions that their explorer tries, until one fails.
    func run(_ steps: Steps) -> SequenceOutcome<Event> {
        let plain = run(steps, on: TestScheduler(initialClock: 0, resolution: settings.resolution))
        guard plain.failure == nil, let given = settings.interleavings else { return plain }
        let explorer = InterleavingExplorer(strategy: given.strategy, initialClock: 0, resolution: settings.resolution)
        var failing: SequenceOutcome<Event>?
        let report = explorer.explore { scheduler in
            let outcome = run(steps, on: scheduler)
            if outcome.failure != nil {
                failing = outcome
                throw OrderFailed()
            }
        }
        guard var failing, let order = report.failure else { return plain }
        failing.order = order.description
        return failing
    }

    private func run(_ source: Steps, on scheduler: TestScheduler) -> SequenceOutcome<Event> {
        let failures = SequenceFailures()
        let answers = GeneratedAnswers(generators: answers, scheduler: scheduler) { failures.record($0) }
        let test = PresenterTest(
            scheduler: scheduler, failureReporter: FailureReporter { failures.record($0.message) },
            presenter: { presenter(scheduler, answers) })
        test.exhaustivity = .off(alsoRelaxing: [.routes, .pendingActions])
        var outcome = SequenceOutcome<Event>()
        var checked = 0
        let readsRequests = invariants.contains(where: \.readsRequests)
        var seenRequests: [RequestMade] = []
        func checkInvariants() {
            let states = test.recordedStates
            let requests = readsRequests ? answers.made : []
            if checked == states.count, requests != seenRequests, let state = test.tested?.currentState {
                // No new state, but new requests or outcomes: the invariants that read them see them now.
                for invariant in invariants where invariant.readsRequests && !invariant.holds(state, requests) {
                    failures.record(
                        "the invariant \"\(invariant.name)\" does not hold at \(scheduler.clock):\n  state: \(state)\n"
                            + "  requests: \(requests.map(\.summary).joined(separator: ", "))",
                        key: "invariant " + invariant.name)
                    break
                }
            }
            seenRequests = requests
            while checked < states.count, failures.first == nil {
                defer { checked += 1 }
                guard case .next(let state) = states[checked].value else { continue }
                for invariant in invariants where !invariant.holds(state, requests) {
                    let made =
                        invariant.readsRequests
                        ? "\n  requests: " + requests.map(\.summary).joined(separator: ", ") : ""
                    failures.record(
                        "the invariant \"\(invariant.name)\" does not hold at \(states[checked].time):\n  state: \(state)"
                            + made,
                        key: "invariant " + invariant.name)
                    return
                }
            }
        }
        let sequence = RandomSource(seed: { if case .generated(let seed) = source { seed } else { 0 } }())
        let count: Int
        switch source {
        case .generated: count = sequence.int(in: settings.steps)
        case .drawn(let draws): count = draws.count
        case .written(let steps): count = steps.count
        }
        checkInvariants()
        for index in 0..<count where failures.first == nil {
            failures.step = index + 1
            let random: RandomSource?
            switch source {
            case .generated: random = RandomSource(seed: sequence.next())
            case .drawn(let draws): random = RandomSource(replaying: draws[index])
            case .written: random = nil
            }
            let step: GeneratedStep<Event>
            if let random {
                step = draw(random, test: test, answers: answers)
                outcome.draws.append(random.draws)
            } else if case .written(let steps) = source {
                step = perform(steps[index], step: index + 1, answers: answers, failures: failures)
            } else {
                preconditionFailure("steps are drawn or written")
            }
            // Sent from an action of the scheduler, as `send(_:at:)` does, so that an explorer orders it among the
            // actions due at the same time.
            if case .send(let event) = step { test.send(event, at: scheduler.clock) }
            if case .wait(let ticks) = step { test.advance(by: ticks) }
            scheduler.advanceTo(scheduler.clock)
            outcome.steps.append(step)
            outcome.times.append(scheduler.clock)
            checkInvariants()
        }
        if failures.first == nil {
            failures.step = nil
            settle(test: test, answers: answers, checkInvariants: checkInvariants)
        }
        let unanswered = answers.requests.filter(\.isWaiting)
        if failures.first == nil {
            for request in unanswered {
                failures.record(
                    "\(request.call) request \(request.number), made at \(request.time)"
                        + (request.request.isEmpty ? "" : " with \(request.request)")
                        + ", still waits for an answer at \(scheduler.clock), after every other request was answered:\n"
                        + "the presenter waits for ever for a request that never answers: give its effect a timeout",
                    key: "never answered")
            }
        }
        if failures.first != nil {
            test.exhaustivity = Exhaustivity(relaxing: Set(Exhaustivity.Check.allCases))
            test.failureReporter = FailureReporter { _ in }
        }
        let kept = failures.first == nil ? expectedLive(test.presenter.currentState) : 0
        test.finish(expectingLiveSubscriptions: failures.first == nil ? unanswered.count + kept : 0)
        outcome.failure = failures.first
        return outcome
    }

    /// Draws the next step from `random`, and answers the request it picks.
    private func draw(_ random: RandomSource, test: PresenterTest<Event, State, Route>, answers: GeneratedAnswers)
        -> GeneratedStep<Event>
    {
        let waiting = answers.waiting
        let weights = settings.weights
        let kind = random.weighted([
            events == nil ? 0 : weights.event, weights.wait, waiting.isEmpty ? 0 : weights.answer,
        ])
        switch kind {
        case 0?:
            guard let events else { preconditionFailure("an event is drawn only with events to draw") }
            return .send(events.make(random, test.presenter.currentState))
        case 2?:
            let request = waiting[random.int(in: 0..<waiting.count)]
            let outcomes = settings.outcomes
            let drawn: AnswerOutcome
            switch random.weighted([outcomes.success, outcomes.failure, outcomes.never]) {
            case 1?: drawn = .failure
            case 2?: drawn = .never
            default: drawn = .success("")
            }
            let delivered = request.deliver(drawn, random) ?? drawn
            return .answer(request.call, request: request.number, delivered)
        default:
            return .wait(random.int(in: settings.waits))
        }
    }

    /// Performs the written step `step` if it is an answer, which must find its request waiting.
    private func perform(
        _ step: GeneratedStep<Event>, step index: Int, answers: GeneratedAnswers, failures: SequenceFailures
    ) -> GeneratedStep<Event> {
        guard case .answer(let call, let number, let outcome) = step else { return step }
        guard let request = answers.waiting(call, number: number) else {
            let made = answers.requests.filter { $0.call == call }.count
            failures.record(
                "step \(index) answers \(call) request \(number), which is not waiting for an answer "
                    + "(\(made == 1 ? "1 request was" : "\(made) requests were") made to \(call))")
            return step
        }
        _ = request.deliver(outcome, nil)
        return step
    }

    /// After the last step: answers every request still waiting with the simplest value of its generator,
    /// and moves the clock by the settling time, an action due at a time, answering each request made meanwhile
    /// (by a debounce's timer, a retry) as soon as it is made, so that only a request given no answer ever is
    /// left to the presenter's timeout; until no request waits.
    private func settle(
        test: PresenterTest<Event, State, Route>, answers: GeneratedAnswers, checkInvariants: () -> Void
    ) {
        let scheduler = test.scheduler
        for _ in 0..<8 {
            let end = scheduler.clock + settings.settling
            while true {
                for request in answers.waiting {
                    _ = request.deliver(.success(""), RandomSource(replaying: []))
                    scheduler.advanceTo(scheduler.clock)
                    checkInvariants()
                }
                guard let next = scheduler.pendingActionTimes.first, next > scheduler.clock, next <= end else { break }
                test.advance(to: next)
                checkInvariants()
            }
            test.advance(to: end)
            checkInvariants()
            if answers.waiting.isEmpty { return }
        }
    }
}

/// What one sequence did: its steps as they ran, the draws of each, and its first failure.
struct SequenceOutcome<Event> {
    var steps: [GeneratedStep<Event>] = []
    /// The clock after each step.
    var times: [TestTime] = []
    var draws: [[RandomSource.Draw]] = []
    var failure: SequenceFailure?
    /// The order of same-instant actions that failed, when an explorer found it.
    var order: String?
}

/// The first failure of a sequence: what it says, at which step, and what makes two failures the same one.
struct SequenceFailure: Equatable {
    let message: String
    /// The step after which it failed, from 1; `nil` when it failed after the last step.
    let step: Int?
    /// Invariant failures are the same when they name the same invariant; the harness's when their first
    /// lines, digits aside, are the same.
    let key: String
}

/// Collects the first failure of a sequence.
final class SequenceFailures {
    private(set) var first: SequenceFailure?
    /// The step running, from 1; `nil` once the steps are over.
    var step: Int?

    func record(_ message: String, key: String? = nil) {
        guard first == nil else { return }
        let firstLine = message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? message
        first = SequenceFailure(
            message: message, step: step, key: key ?? String(firstLine.filter { !$0.isNumber }))
    }
}

/// What an explored order of a sequence throws when the sequence failed in it.
private struct OrderFailed: Error, CustomStringConvertible {
    var description: String { "the sequence failed" }
}
