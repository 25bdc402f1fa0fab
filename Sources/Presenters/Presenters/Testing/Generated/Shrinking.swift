extension GenerationSubject {
    /// The shortest and simplest sequence found that fails as `outcome` does: steps deleted, a chunk at a
    /// time then one by one, then each draw made smaller (the lower end of its range first, then half way,
    /// then one less), as long as the sequence still fails the same way and the settings' budget of runs
    /// lasts.
    /// - Returns: the sequence, and how many runs shrinking took.
    func shrink(_ outcome: SequenceOutcome<Event>) -> (outcome: SequenceOutcome<Event>, runs: Int) {
        guard let key = outcome.failure?.key else { return (outcome, 0) }
        var best = Self.truncated(outcome)
        var runs = 0
        func attempt(_ draws: [[UInt64]]) -> Bool {
            guard runs < settings.shrinkingRuns else { return false }
            runs += 1
            let candidate = run(.drawn(draws))
            guard candidate.failure?.key == key else { return false }
            best = Self.truncated(candidate)
            return true
        }
        var improved = true
        while improved, runs < settings.shrinkingRuns {
            improved = false
            var size = max(1, best.draws.count / 2)
            while size >= 1 {
                var start = 0
                while start + size <= best.draws.count, runs < settings.shrinkingRuns {
                    var draws = best.draws.map { $0.map(\.value) }
                    draws.removeSubrange(start..<(start + size))
                    if attempt(draws) { improved = true } else { start += 1 }
                }
                size /= 2
            }
            var step = 0
            while step < best.draws.count, runs < settings.shrinkingRuns {
                var index = 0
                while step < best.draws.count, index < best.draws[step].count, runs < settings.shrinkingRuns {
                    let draw = best.draws[step][index]
                    let offset = draw.span == 0 ? draw.value : draw.value % draw.span
                    var tried = false
                    for smaller in [0, offset / 2, offset &- 1] where smaller < offset {
                        var draws = best.draws.map { $0.map(\.value) }
                        draws[step][index] = smaller
                        if attempt(draws) {
                            improved = true
                            tried = true
                            break
                        }
                    }
                    if !tried { index += 1 }
                }
                step += 1
            }
        }
        return (best, runs)
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
