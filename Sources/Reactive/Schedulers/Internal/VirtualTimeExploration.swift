/// What a virtual-time queue knows while an interleaving explorer chooses the order of the actions due at
/// the same time: who scheduled each action, which actions keep their order among themselves, and which
/// one to run next.
///
/// Every property is touched under the queue's lock only.
final class VirtualTimeExploration {
    /// Chooses the index of the action to run next among `candidates`, all due at `due`, in the order they
    /// were scheduled; called for every action run, with one candidate when there is no choice.
    private let chooser: (_ candidates: [ExplorationCandidate], _ due: Int) -> Int
    /// The action running now, whose actions scheduled meanwhile keep their order among themselves.
    var running: ExplorationCandidate?
    /// What is known of each waiting action. Kept here rather than in the items, so that a scheduler that
    /// is not explored pays nothing for it.
    private var waiting: [ObjectIdentifier: ExplorationCandidate] = [:]
    /// The tag the next scheduled action gets, set by a test observable around its scheduling.
    var pendingTag: ExplorationTag?
    private var lastGroup = -1
    private var lastSource = 0
    /// Pairs of sources whose actions cannot observe one another, in either order.
    private var independentSources: Set<SourcePair> = []

    init(chooser: @escaping (_ candidates: [ExplorationCandidate], _ due: Int) -> Int) {
        self.chooser = chooser
    }

    /// A new ordering group: actions of one group due at the same time run in the order they were
    /// scheduled, in every order explored.
    func newGroup() -> Int {
        lastGroup -= 1
        return lastGroup
    }

    /// A new source of actions, numbered from 1 in the order they are made, for its label and for
    /// `declareIndependent`.
    func newSource() -> Int {
        lastSource += 1
        return lastSource
    }

    /// Says that the actions of sources `a` and `b` cannot observe one another.
    func declareIndependent(_ a: Int, _ b: Int) {
        independentSources.insert(SourcePair(a, b))
    }

    /// Whether the actions `a` and `b` cannot observe one another: they come from sources declared
    /// independent.
    func areIndependent(_ a: ExplorationCandidate, _ b: ExplorationCandidate) -> Bool {
        guard let first = a.tag.source, let second = b.tag.source else { return false }
        return independentSources.contains(SourcePair(first, second))
    }

    /// Tags `item`, scheduled `sequence`-th: with the pending tag, or as an action of the one running now.
    func tag(_ item: VirtualTimeItem, sequence: Int) {
        let tag: ExplorationTag
        if let pendingTag {
            tag = pendingTag
        } else if let running {
            let parent = running.tag.label
            let label = parent.hasPrefix("an action scheduled by") ? parent : "an action scheduled by " + parent
            tag = ExplorationTag(group: running.sequence, source: running.tag.source, label: label)
        } else {
            tag = ExplorationTag(group: -1, source: nil, label: "an action scheduled by the test")
        }
        waiting[ObjectIdentifier(item)] = ExplorationCandidate(sequence: sequence, tag: tag)
    }

    /// What is known of the waiting `item`.
    func candidate(_ item: VirtualTimeItem) -> ExplorationCandidate {
        waiting[ObjectIdentifier(item)]
            ?? ExplorationCandidate(sequence: -1, tag: ExplorationTag(group: -1, source: nil, label: "an action"))
    }

    /// Forgets `item`, which left the queue.
    func forget(_ item: VirtualTimeItem) {
        waiting[ObjectIdentifier(item)] = nil
    }

    func choose(among candidates: [ExplorationCandidate], dueAt due: Int) -> Int {
        chooser(candidates, due)
    }
}

/// A waiting action as the explorer sees it: the order in which it was scheduled, and its tag.
struct ExplorationCandidate {
    let sequence: Int
    let tag: ExplorationTag
}

/// Who scheduled an action, for the explorer: the group whose order it keeps, the source it belongs to (a
/// test observable), and how a report names it.
final class ExplorationTag {
    let group: Int
    let source: Int?
    let label: String

    init(group: Int, source: Int?, label: String) {
        self.group = group
        self.source = source
        self.label = label
    }
}

/// Two sources, in either order.
private struct SourcePair: Hashable {
    let low: Int
    let high: Int

    init(_ a: Int, _ b: Int) {
        low = min(a, b)
        high = max(a, b)
    }
}
