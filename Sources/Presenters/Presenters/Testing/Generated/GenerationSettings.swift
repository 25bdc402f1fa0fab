import Foundation

/// How a generated presenter test draws its sequences: how many, how long, from which seed, with which
/// weights, and how hard it shrinks a failure.
///
/// ```swift
/// let settings = GenerationSettings(sequences: 50, steps: 1...12, weights: StepWeights(event: 5, wait: 2, answer: 3))
/// ```
///
/// The seed is fixed, so a test draws the same sequences on every machine: the test's own, or else the one
/// the environment variable `PRESENTER_SEED` gives (to run the sequences of a seed a failure reported, or a
/// new seed each night), or else ``defaultSeed``.
public struct GenerationSettings: Sendable {
    /// The seed used when neither the test nor `PRESENTER_SEED` gives one.
    public static let defaultSeed: UInt64 = 0x5EED

    /// How many sequences are run.
    public var sequences: Int
    /// How many steps a sequence has, drawn in this range.
    public var steps: ClosedRange<Int>
    /// The seed of the run: sequence `n` draws from a seed derived from it and `n`.
    public var seed: UInt64
    /// How likely each kind of step is.
    public var weights: StepWeights
    /// How likely each outcome of an answer step is.
    public var outcomes: OutcomeWeights
    /// How many ticks a wait step moves the clock, drawn in this range.
    public var waits: ClosedRange<TestTime>
    /// The length of a tick of every scheduler a sequence runs on, in seconds: 1 by default, 0.1 or 0.001 for
    /// a presenter whose timers are shorter than a second.
    public var resolution: Double
    /// How many ticks the clock moves after the last step, once every request still waiting was answered, so
    /// that timers and timeouts come due; a request made meanwhile is answered as soon as it is made.
    public var settling: TestTime
    /// The most sequences run while a failure is shrunk.
    public var shrinkingRuns: Int
    /// Whether the test gave the seed, which `PRESENTER_SEED` then does not replace.
    let seedIsTests: Bool
    /// When set, a sequence that passes is also run in every order of its same-instant actions that this
    /// explorer tries, and fails if one order does; its schedulers start at 0 with the settings' resolution.
    public var interleavings: InterleavingExplorer?

    /// Settings with the given values; without a `seed`, the seed is `PRESENTER_SEED`'s when it is set, else
    /// ``defaultSeed``.
    public init(
        sequences: Int = 100, steps: ClosedRange<Int> = 1...20, seed: UInt64? = nil,
        weights: StepWeights = StepWeights(), outcomes: OutcomeWeights = OutcomeWeights(),
        waits: ClosedRange<TestTime> = 1...500, resolution: Double = 1, settling: TestTime = 10_000,
        shrinkingRuns: Int = 1_000, interleavings: InterleavingExplorer? = nil
    ) {
        self.sequences = sequences
        self.steps = max(0, steps.lowerBound)...max(0, steps.upperBound)
        self.seed = seed ?? Self.environmentSeed ?? Self.defaultSeed
        seedIsTests = seed != nil
        self.weights = weights
        self.outcomes = outcomes
        self.waits = max(0, waits.lowerBound)...max(0, waits.upperBound)
        self.resolution = resolution
        self.settling = settling
        self.shrinkingRuns = shrinkingRuns
        self.interleavings = interleavings
    }

    /// The seed `PRESENTER_SEED` gives, decimal or hexadecimal after `0x`.
    static var environmentSeed: UInt64? {
        guard let text = ProcessInfo.processInfo.environment["PRESENTER_SEED"] else { return nil }
        return parseSeed(text)
    }

    /// The seed `text` writes, decimal or hexadecimal after `0x`.
    static func parseSeed(_ text: String) -> UInt64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("0x") { return UInt64(trimmed.dropFirst(2), radix: 16) }
        return UInt64(trimmed)
    }

    /// The seed of sequence `index` (from 1).
    func seed(ofSequence index: Int) -> UInt64 {
        var state = seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03)
        return RandomSource.splitMix(&state)
    }
}

/// How likely each kind of step of a generated sequence is: an event sent, a wait of virtual time, an answer
/// to a request that is waiting. An answer is drawn only while a request waits; a weight of 0 leaves the
/// kind out.
public struct StepWeights: Sendable, Equatable {
    /// The weight of an event.
    public var event: Int
    /// The weight of a wait.
    public var wait: Int
    /// The weight of an answer.
    public var answer: Int

    /// Weights with the given values.
    public init(event: Int = 5, wait: Int = 2, answer: Int = 3) {
        self.event = event
        self.wait = wait
        self.answer = answer
    }
}

/// How likely each outcome of an answer step is: a success with a generated value, a failure, or no answer
/// ever, which the presenter must end itself with a timeout. A request no answer step picks waits, and is
/// answered late by a later step, or with success after the last one.
public struct OutcomeWeights: Sendable, Equatable {
    /// The weight of a success.
    public var success: Int
    /// The weight of a failure.
    public var failure: Int
    /// The weight of no answer ever: 0 by default, as a presenter without a timeout waits forever for it.
    public var never: Int

    /// Weights with the given values.
    public init(success: Int = 3, failure: Int = 1, never: Int = 0) {
        self.success = success
        self.failure = failure
        self.never = never
    }
}
