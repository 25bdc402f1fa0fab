/// What a generated presenter test found: its seed, how many sequences ran, and the first failure, shrunk.
public struct GenerationReport<Event> {
    /// The seed of the run; `nil` for a replay of written steps.
    public let seed: UInt64?
    /// How many sequences ran: all of them, or up to the one that failed.
    public let sequences: Int
    /// The first failure, if a sequence failed.
    public let failure: GenerationFailure<Event>?

    /// Whether every sequence passed.
    public var passed: Bool { failure == nil }
}

/// A failing sequence of a generated presenter test, shrunk to the shortest one found that fails the same
/// way.
public struct GenerationFailure<Event> {
    /// Which sequence of the run failed, from 1.
    public let sequence: Int
    /// The steps of the shrunk sequence, as ``PresenterTest/replay(_:settings:failureReporter:fileID:filePath:line:column:answers:invariants:expectingLiveSubscriptions:presenter:)``
    /// plays them back.
    public let steps: [GeneratedStep<Event>]
    /// What failed: an invariant with the state that breaks it, or a check of the harness.
    public let message: String
    /// After which step it failed, from 1; `nil` when it failed after the last one, as the harness settled or
    /// released the presenter.
    public let step: Int?
    /// How many steps the sequence had before shrinking.
    public let originalLength: Int
    /// How many sequences shrinking ran.
    public let shrinkingRuns: Int
    /// The order of same-instant actions in which it failed, when the settings explore them.
    public let order: String?
    let times: [TestTime]

    init(sequence: Int, outcome: SequenceOutcome<Event>, originalLength: Int, shrinkingRuns: Int) {
        self.sequence = sequence
        steps = outcome.steps
        message = outcome.failure?.message ?? ""
        step = outcome.failure?.step
        self.originalLength = originalLength
        self.shrinkingRuns = shrinkingRuns
        order = outcome.order
        times = outcome.times
    }

    /// The steps as Swift to paste into a test, one a line, each with the clock after it.
    public var swift: String {
        var lines = ["let steps: [GeneratedStep<\(Event.self)>] = ["]
        for (index, step) in steps.enumerated() {
            lines.append("    \(step),  // \(index + 1), at \(index < times.count ? times[index] : 0)")
        }
        lines.append("]")
        return lines.joined(separator: "\n")
    }
}

extension GenerationReport {
    /// The failure as the test's failure says it.
    func message(of settings: GenerationSettings) -> String {
        guard let failure else { return "" }
        let count = failure.steps.count
        let steps = count == 1 ? "1 step" : "\(count) steps"
        let when =
            failure.step.map { "after step \($0) of \(count)" }
            ?? "after its \(steps), once the harness answered what still waited, settled and ended the test"
        var lines: [String]
        if let seed {
            lines = ["a generated sequence fails \(when): " + failure.message]
            lines.append(
                "seed \(seed), sequence \(failure.sequence) of \(settings.sequences); shrunk from "
                    + "\(failure.originalLength) steps to \(count) in \(failure.shrinkingRuns) runs:")
        } else {
            lines = ["the replayed sequence fails \(when): " + failure.message]
        }
        if let order = failure.order {
            lines.append("in an order of its same-instant actions that the settings' explorer tried; " + order)
        }
        lines.append("")
        lines.append(failure.swift)
        lines.append("")
        if let seed {
            let again = settings.seedIsTests ? "" : ", or run the same sequences with PRESENTER_SEED=\(seed)"
            lines.append(
                "replay these steps with PresenterTest.replay(steps, ...) and this test's answers, invariants and "
                    + "presenter" + again)
        }
        return lines.joined(separator: "\n")
    }
}
