extension GenerationSubject {
    /// The shortest and simplest sequence found that fails as `outcome` does: steps deleted, a chunk at a
    /// time then one by one; adjacent waits merged into one, when the settings' range of waits holds their
    /// sum; then each draw made smaller (the lower end of its range first, then half way, then one less), a
    /// merged wait's among them, as long as the sequence still fails the same way and the settings' budget of
    /// runs lasts. The passes repeat, in this order, until none makes the sequence shorter or simpler, so
    /// that a seed always shrinks to the same sequence.
    /// - Returns: the sequence, and how many runs shrinking took.
    func shrink(_ outcome: SequenceOutcome<Event>) -> (outcome: SequenceOutcome<Event>, runs: Int) {
        guard let key = outcome.failure?.key else { return (outcome, 0) }
        var shrinking = Shrinking(best: Self.truncated(outcome), budget: settings.shrinkingRuns) { draws in
            let candidate = run(.drawn(draws))
            return candidate.failure?.key == key ? Self.truncated(candidate) : nil
        }
        var improved = true
        while improved, shrinking.lasts {
            improved = shrinking.deleteSteps()
            improved = shrinking.mergeWaits(in: settings.waits) || improved
            improved = shrinking.shrinkDraws() || improved
        }
        return (shrinking.best, shrinking.runs)
    }

    /// `outcome` without the steps after the one that failed.
    private static func truncated(_ outcome: SequenceOutcome<Event>) -> SequenceOutcome<Event> {
        guard let step = outcome.failure?.step, step < outcome.steps.count else { return outcome }
        var kept = outcome
        kept.steps = Array(outcome.steps.prefix(step))
        kept.times = Array(outcome.times.prefix(step))
        kept.draws = Array(outcome.draws.prefix(step))
        return kept
    }
}

/// The passes of shrinking a failing sequence, each trying candidates made from the best sequence so far and
/// keeping one that fails the same way.
private struct Shrinking<Event> {
    /// The shortest and simplest failing sequence found so far.
    private(set) var best: SequenceOutcome<Event>
    /// How many candidates ran.
    private(set) var runs = 0
    let budget: Int
    /// Runs the sequence of these draws: its outcome, truncated after its failure, when it fails the same way.
    let failing: ([[UInt64]]) -> SequenceOutcome<Event>?

    init(best: SequenceOutcome<Event>, budget: Int, failing: @escaping ([[UInt64]]) -> SequenceOutcome<Event>?) {
        self.best = best
        self.budget = budget
        self.failing = failing
    }

    /// Whether the budget of runs allows another candidate.
    var lasts: Bool { runs < budget }

    /// The draws of the best sequence, a list per step.
    private var bestDraws: [[UInt64]] { best.draws.map { $0.map(\.value) } }

    /// Runs the candidate `draws`, which becomes the best sequence if it fails the same way.
    private mutating func attempt(_ draws: [[UInt64]]) -> Bool {
        guard lasts else { return false }
        runs += 1
        guard let candidate = failing(draws) else { return false }
        best = candidate
        return true
    }

    /// Deletes steps, chunks of half the sequence first, down to one step at a time.
    mutating func deleteSteps() -> Bool {
        var improved = false
        var size = max(1, best.draws.count / 2)
        while size >= 1 {
            var start = 0
            while start + size <= best.draws.count, lasts {
                var draws = bestDraws
                draws.removeSubrange(start..<(start + size))
                if attempt(draws) { improved = true } else { start += 1 }
            }
            size /= 2
        }
        return improved
    }

    /// Replaces each wait followed by a wait with a single wait of their sum, when `waits` holds it: the
    /// first wait's draws, its last one (the ticks) drawing the sum, and the second wait's left out.
    mutating func mergeWaits(in waits: ClosedRange<TestTime>) -> Bool {
        var improved = false
        var step = 0
        while step + 1 < best.steps.count, lasts {
            guard case .wait(let first) = best.steps[step], case .wait(let second) = best.steps[step + 1],
                case (let sum, false) = first.addingReportingOverflow(second), waits.contains(sum),
                !best.draws[step].isEmpty
            else {
                step += 1
                continue
            }
            var draws = bestDraws
            draws[step][draws[step].count - 1] = UInt64(sum - waits.lowerBound)
            draws.remove(at: step + 1)
            // Kept, the merged wait may merge with the next one.
            if attempt(draws) { improved = true } else { step += 1 }
        }
        return improved
    }

    /// Makes each draw smaller: the lower end of its range, else half way to it, else one less.
    mutating func shrinkDraws() -> Bool {
        var improved = false
        var step = 0
        while step < best.draws.count, lasts {
            var index = 0
            while step < best.draws.count, index < best.draws[step].count, lasts {
                let draw = best.draws[step][index]
                let offset = draw.span == 0 ? draw.value : draw.value % draw.span
                var smaller = false
                for value in [0, offset / 2, offset &- 1] where value < offset {
                    var draws = bestDraws
                    draws[step][index] = value
                    if attempt(draws) {
                        smaller = true
                        break
                    }
                }
                if smaller { improved = true } else { index += 1 }
            }
            step += 1
        }
        return improved
    }
}
