/// The orders explored so far, as a path of choice points, and the next order to try: a depth-first walk
/// over the choices of same-instant actions, with sleep sets so that two independent actions are not tried
/// in both orders.
///
/// A run replays the path's choices, then takes the first candidate not asleep at each new choice point.
/// After the run, `advance()` moves to the next untried choice of the deepest point that has one.
/// Candidates are named by the order in which they were scheduled, which is the same in every run as long
/// as the body makes the same choices up to that point.
///
/// Sleep sets: after an order that runs `a` first at a point was tried, an order that runs `b` first there
/// need not run `a` before any action that `a` is dependent on: swapping two independent actions gives
/// an equivalent order. Such actions are asleep; a run whose only way on is an asleep action is blocked:
/// equivalent to an order already tried, it runs to its end (so that it releases what it holds) but does
/// not count, and its failure is not reported.
final class ScheduleTree {
    /// One place where several actions were due at the same time.
    struct ChoicePoint {
        /// The due time.
        let time: Int
        /// The candidates, by the order they were scheduled in.
        let candidates: [Int]
        /// How each candidate is named in a report.
        let labels: [String]
        /// The candidates asleep here.
        let asleep: Set<Int>
        /// The index of the candidate run first in the current order.
        var chosen: Int
        /// The candidates already tried first here.
        var tried: Set<Int> = []
    }

    private(set) var path: [ChoicePoint] = []
    /// How many choice points the current run has passed.
    private var depth = 0
    /// Set when a run met a choice point that differs from the one it replays: the body does not do the
    /// same thing every time.
    private(set) var divergence: String?
    /// Whether the current run had to run an asleep action: it is equivalent to an order already tried.
    private(set) var blocked = false
    private let independent: (ExplorationCandidate, ExplorationCandidate) -> Bool
    /// The actions asleep now.
    private var sleeping: [ExplorationCandidate] = []

    init(independent: @escaping (ExplorationCandidate, ExplorationCandidate) -> Bool) {
        self.independent = independent
    }

    /// Starts a run over the current path.
    func startRun() {
        depth = 0
        blocked = false
        sleeping = []
    }

    /// The index of the candidate to run among `candidates`, due at `time`; called for every action run.
    func choose(among candidates: [ExplorationCandidate], at time: Int) -> Int {
        guard candidates.count > 1 else {
            if isAsleep(candidates[0]) { blocked = true }
            wakeUp(after: candidates[0], alsoAsleep: [])
            return 0
        }
        let sequences = candidates.map(\.sequence)
        let point: ChoicePoint
        if depth < path.count {
            point = path[depth]
            if point.candidates != sequences || point.time != time {
                divergence = divergence ?? "at \(time) the actions due were not those of an earlier run"
                return 0
            }
        } else {
            let asleep = Set(candidates.filter(isAsleep).map(\.sequence))
            let chosen = sequences.firstIndex { !asleep.contains($0) } ?? 0
            point = ChoicePoint(
                time: time, candidates: sequences, labels: candidates.map(\.tag.label),
                asleep: asleep, chosen: chosen)
            path.append(point)
        }
        depth += 1
        let chosen = candidates[point.chosen]
        if point.asleep.contains(chosen.sequence) { blocked = true }
        wakeUp(after: chosen, alsoAsleep: candidates.filter { point.tried.contains($0.sequence) })
        return point.chosen
    }

    private func isAsleep(_ item: ExplorationCandidate) -> Bool {
        sleeping.contains { $0.sequence == item.sequence }
    }

    /// After `ran`, the actions that stay asleep are those independent of it; `tried` (the actions tried
    /// first at this point before) fall asleep.
    private func wakeUp(after ran: ExplorationCandidate, alsoAsleep tried: [ExplorationCandidate]) {
        sleeping = (sleeping + tried.filter { !isAsleep($0) }).filter {
            $0.sequence != ran.sequence && independent($0, ran)
        }
    }

    /// Moves to the next order to try; false when every order was tried.
    func advance() -> Bool {
        path.removeLast(path.count - min(path.count, depth))
        while var point = path.popLast() {
            point.tried.insert(point.candidates[point.chosen])
            if let next = point.candidates.indices.first(where: {
                !point.tried.contains(point.candidates[$0]) && !point.asleep.contains(point.candidates[$0])
            }) {
                point.chosen = next
                path.append(point)
                return true
            }
        }
        return false
    }

    /// The choices of the current run, as `ExplorationOrder` writes them.
    var order: ExplorationOrder {
        ExplorationOrder(choices: path.prefix(depth).map(\.chosen))
    }

    /// The choice points of the current run where another action than the first scheduled ran first.
    var departures: [String] {
        path.prefix(depth).filter { $0.chosen != 0 }.map { point in
            let others = point.labels.indices.filter { $0 != point.chosen }.map { point.labels[$0] }
            return "at \(point.time): \(point.labels[point.chosen]) ran before \(others.joined(separator: ", "))"
        }
    }
}
