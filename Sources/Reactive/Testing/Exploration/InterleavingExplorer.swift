/// Runs a virtual-time test once per distinct order of the actions due at the same instant, and checks it
/// in each.
///
/// A `TestScheduler` runs actions due at the same time in the order they were scheduled, so a test sees
/// one order where a device may see another: two answers that land in the same frame, a refresh that
/// answers as the next page does. The explorer runs the test body on a fresh scheduler per order, until
/// the body throws (the report then names the order that broke it), every order was tried, or the limit.
///
/// ```swift
/// let report = InterleavingExplorer().explore { scheduler in
///     let xs = scheduler.createHotObservable([.next(210, 1)])
///     let ys = scheduler.createHotObservable([.next(210, 2)])
///     let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
///     try expectEqual(res.events.count, 1)
/// }
/// print(report.runs, report.failure?.order ?? "")
/// // Prints: 1 0
/// ```
///
/// What keeps its order: the events of one test observable (and of one subscription to a cold one), and
/// the actions that one action schedules for the same time; everything else due at the same time is
/// tried in every order. Actions of test observables declared independent
/// (`TestScheduler.declareIndependent(_:_:)`), and what they cause, are not tried in both orders: their
/// order cannot change the outcome.
public struct InterleavingExplorer: Sendable {
    /// How the explorer picks the orders it tries.
    public enum Strategy: Sendable, Equatable {
        /// Every distinct order, depth first, up to `limit` runs.
        case exhaustive(limit: Int)
        /// `runs` orders chosen at random from `seed`; the report prints the seed, to try the same orders
        /// again.
        case random(runs: Int, seed: UInt64)
        /// Exactly `order`, once: an order a failure reported, pinned.
        case replay(ExplorationOrder)
    }

    /// The default limit of an exhaustive exploration.
    public static let defaultLimit = 10_000

    public let strategy: Strategy
    /// The clock of each run's scheduler at its start.
    public let initialClock: TestTime
    /// The length of a tick of each run's scheduler, in seconds.
    public let resolution: Double

    /// An explorer that tries every distinct order, up to `limit` runs.
    public init(limit: Int = InterleavingExplorer.defaultLimit, initialClock: TestTime = 0, resolution: Double = 1) {
        self.init(strategy: .exhaustive(limit: limit), initialClock: initialClock, resolution: resolution)
    }

    /// An explorer that picks its orders with `strategy`.
    public init(strategy: Strategy, initialClock: TestTime = 0, resolution: Double = 1) {
        self.strategy = strategy
        self.initialClock = initialClock
        self.resolution = resolution
    }

    /// An explorer that tries `runs` random orders from `seed`, or from a new seed that the report prints.
    public static func random(runs: Int, seed: UInt64? = nil) -> InterleavingExplorer {
        InterleavingExplorer(strategy: .random(runs: runs, seed: seed ?? UInt64.random(in: 1...UInt64.max)))
    }

    /// An explorer that runs `order` only, as a failure reported it.
    public static func replaying(_ order: ExplorationOrder) -> InterleavingExplorer {
        InterleavingExplorer(strategy: .replay(order))
    }

    /// Runs `body` once per order with a fresh scheduler, until it throws or the orders run out.
    ///
    /// - Returns: how many orders ran, whether the limit stopped the exploration, and the first order
    ///   that failed with its error.
    public func explore(_ body: (TestScheduler) throws -> Void) -> ExplorationReport {
        switch strategy {
        case .exhaustive(let limit): return exploreEveryOrder(limit: max(1, limit), body)
        case .random(let runs, let seed): return exploreRandomOrders(runs: max(1, runs), seed: seed, body)
        case .replay(let order): return replay(order, body)
        }
    }

    private func exploreEveryOrder(limit: Int, _ body: (TestScheduler) throws -> Void) -> ExplorationReport {
        var runs = 0
        var distinct = 0
        var tree: ScheduleTree?
        let scheduler = { () -> TestScheduler in
            let scheduler = TestScheduler(initialClock: initialClock, resolution: resolution)
            let exploration = VirtualTimeExploration { candidates, due in
                tree!.choose(among: candidates, at: due)
            }
            if tree == nil { tree = ScheduleTree(independent: exploration.areIndependent) }
            scheduler.queue.exploration = exploration
            return scheduler
        }
        repeat {
            let run = scheduler()
            tree!.startRun()
            runs += 1
            let outcome = Result { try body(run) }
            let current = tree!
            if let divergence = current.divergence {
                let failure = ExplorationFailure(
                    order: current.order, departures: [], error: NotDeterministic(divergence))
                return report(distinct + 1, failure: failure)
            }
            // A blocked run is equivalent to one already tried: its outcome is that run's.
            if !current.blocked {
                distinct += 1
                if case .failure(let error) = outcome {
                    let failure = ExplorationFailure(
                        order: current.order, departures: current.departures, error: error)
                    return report(distinct, failure: failure)
                }
            }
            guard current.advance() else { return report(distinct, failure: nil) }
        } while runs < limit
        return report(distinct, failure: nil, hitLimit: true)
    }

    private func exploreRandomOrders(runs: Int, seed: UInt64, _ body: (TestScheduler) throws -> Void)
        -> ExplorationReport
    {
        var generator = SplitMix64(seed: seed)
        for run in 1...runs {
            var choices: [Int] = []
            var labels: [String] = []
            let scheduler = TestScheduler(initialClock: initialClock, resolution: resolution)
            scheduler.queue.exploration = VirtualTimeExploration { candidates, due in
                guard candidates.count > 1 else { return 0 }
                let choice = Int(generator.next() % UInt64(candidates.count))
                choices.append(choice)
                if choice != 0 { labels.append(Self.departure(candidates, choice, due)) }
                return choice
            }
            do {
                try body(scheduler)
            } catch {
                let failure = ExplorationFailure(
                    order: ExplorationOrder(choices: choices), departures: labels, error: error)
                return report(run, failure: failure, seed: seed)
            }
        }
        return report(runs, failure: nil, seed: seed)
    }

    private func replay(_ order: ExplorationOrder, _ body: (TestScheduler) throws -> Void) -> ExplorationReport {
        var depth = 0
        var labels: [String] = []
        let scheduler = TestScheduler(initialClock: initialClock, resolution: resolution)
        scheduler.queue.exploration = VirtualTimeExploration { candidates, due in
            guard candidates.count > 1 else { return 0 }
            defer { depth += 1 }
            let choice = depth < order.choices.count ? min(order.choices[depth], candidates.count - 1) : 0
            if choice != 0 { labels.append(Self.departure(candidates, choice, due)) }
            return choice
        }
        do {
            try body(scheduler)
        } catch {
            return report(1, failure: ExplorationFailure(order: order, departures: labels, error: error))
        }
        return report(1, failure: nil)
    }

    private static func departure(_ candidates: [ExplorationCandidate], _ choice: Int, _ due: Int) -> String {
        let label = { (candidate: ExplorationCandidate) in candidate.tag.label }
        let others = candidates.indices.filter { $0 != choice }.map { label(candidates[$0]) }
        return "at \(due): \(label(candidates[choice])) ran before \(others.joined(separator: ", "))"
    }

    private func report(
        _ runs: Int, failure: ExplorationFailure?, hitLimit: Bool = false, seed: UInt64? = nil
    ) -> ExplorationReport {
        ExplorationReport(runs: runs, hitLimit: hitLimit, seed: seed, failure: failure)
    }
}

/// The error of a body that did not schedule the same actions when it replayed the same choices.
private struct NotDeterministic: Error, CustomStringConvertible {
    let description: String

    init(_ detail: String) {
        description =
            "the test does not do the same thing on every run (\(detail)): the explorer needs a body that "
            + "builds everything it uses from the scheduler it is given"
    }
}

/// A small, fast, seedable generator, so that a seed names the same orders on every machine.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
