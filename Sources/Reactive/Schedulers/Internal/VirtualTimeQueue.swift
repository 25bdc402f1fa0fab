/// The actions waiting on a virtual-time scheduler: a binary min-heap ordered by due time, then by the order
/// of scheduling, whose items know their place so that a cancelled one leaves the heap at once.
///
/// The heap and every item's mutable fields are guarded by `lock`; methods ending in `Locked` expect the
/// caller to hold it. The queue is not generic: heap operations on an array of one concrete type compile
/// to specialized code, where a generic element type would pay for metadata and witness-table lookups on
/// every swap. Only the comparison of due times, given by the scheduler, is generic, and integer clocks
/// (TestScheduler's ticks) do without it.
@usableFromInline
final class VirtualTimeQueue: @unchecked Sendable {
    // Sendable: `heap`, `nextID` and the items' `heapIndex` and `phase` are only touched under `lock`; so is
    // an item's `result` once its action has run (see `VirtualTimeItem`).
    let lock = Lock()
    // Unchecked exclusivity: every access is under `lock`, and none spans a call out of the queue other
    // than `compareTimes`, which cannot reach the heap.
    @exclusivity(unchecked) private var heap: [Entry] = []
    @exclusivity(unchecked) private var nextID = 0
    /// Orders two items by due time; nil when the scheduler gives every item an integer key that orders
    /// due times as its converter does, compared inline without a call.
    private let compareTimes: ((VirtualTimeItem, VirtualTimeItem) -> VirtualTimeComparison)?
    /// Set while an interleaving explorer chooses the order of the actions due at the same time; nil
    /// otherwise, and then the queue runs them in the order they were scheduled.
    @exclusivity(unchecked) var exploration: VirtualTimeExploration?

    /// An item with what orders it: the heap compares these without touching the item, so a sift costs
    /// no retain or pointer chase per level.
    private struct Entry {
        /// The due time as an integer, when the queue has no `compareTimes`.
        let key: Int
        /// The order of scheduling: ties in time go to the smaller one.
        let id: Int
        let item: VirtualTimeItem
    }

    /// A queue that orders items by the due times `compareTimes` compares (by the keys they are pushed
    /// with when it is nil), then in the order they were pushed.
    init(compareTimes: ((VirtualTimeItem, VirtualTimeItem) -> VirtualTimeComparison)?) {
        self.compareTimes = compareTimes
    }

    var isEmptyLocked: Bool { heap.isEmpty }

    /// The due time of the first item, which must exist: every item is a `TimedVirtualItem<Time>`.
    func firstDueTimeLocked<Time>(as _: Time.Type = Time.self) -> Time {
        heap[0].item.dueTime()
    }

    /// Takes the first item, which must exist, out of the heap; the caller gets the heap's reference.
    func popLocked() -> VirtualTimeItem {
        var entry = heap.removeLast()
        if !heap.isEmpty {
            swap(&entry, &heap[0])
            siftDown(from: 0)
        }
        entry.item.heapIndex = -1
        return entry.item
    }

    /// Adds `item` under the lock; `key` is its due time as an integer, used only when the queue has no
    /// `compareTimes`.
    @usableFromInline
    func push(_ item: VirtualTimeItem, key: Int) {
        lock.withLock { pushLocked(item, key: key) }
    }

    /// Adds `item`; `key` is its due time as an integer, used only when the queue has no `compareTimes`.
    func pushLocked(_ item: VirtualTimeItem, key: Int) {
        if let exploration { exploration.tag(item, sequence: nextID) }
        item.heapIndex = heap.count
        heap.append(Entry(key: key, id: nextID, item: item))
        nextID += 1
        siftUp(from: heap.count - 1)
    }

    /// Takes out of the heap the action that runs next while exploring: among the actions due at the first
    /// due time, the first of each ordering group is a candidate, and the exploration chooses one (it is
    /// told of every step, even with one candidate). Integer keys only (a `TestScheduler`); otherwise, the
    /// first action.
    func popChosenLocked(by exploration: VirtualTimeExploration) -> VirtualTimeItem {
        guard compareTimes == nil else { return popLocked() }
        let due = heap[0].key
        var firstOfGroup: [Int: (entry: Entry, candidate: ExplorationCandidate)] = [:]
        for entry in heap where entry.key == due {
            let candidate = exploration.candidate(entry.item)
            if let kept = firstOfGroup[candidate.tag.group], kept.entry.id < entry.id { continue }
            firstOfGroup[candidate.tag.group] = (entry, candidate)
        }
        let ordered = firstOfGroup.values.sorted { $0.entry.id < $1.entry.id }
        let chosen = ordered[exploration.choose(among: ordered.map(\.candidate), dueAt: due)]
        removeLocked(chosen.entry.item)
        exploration.running = chosen.candidate
        return chosen.entry.item
    }

    /// Takes `item` out of the heap, if it is in it.
    func removeLocked(_ item: VirtualTimeItem) {
        let index = item.heapIndex
        guard index >= 0 else { return }
        if let exploration { exploration.forget(item) }
        item.heapIndex = -1
        let last = heap.removeLast()
        guard index < heap.count else { return }
        heap[index] = last
        last.item.heapIndex = index
        if index > 0, comesBefore(last, heap[(index - 1) / 2]) {
            siftUp(from: index)
        } else {
            siftDown(from: index)
        }
    }

    /// Empties the heap; the items keep their state, so those that were waiting never run.
    func removeAllLocked() -> [VirtualTimeItem] {
        defer { heap = [] }
        return heap.map { entry in
            entry.item.heapIndex = -1
            return entry.item
        }
    }

    /// The waiting items, first to run first.
    func sortedLocked() -> [VirtualTimeItem] {
        heap.sorted(by: comesBefore).map(\.item)
    }

    @inline(__always)
    private func comesBefore(_ lhs: Entry, _ rhs: Entry) -> Bool {
        if let compareTimes {
            switch compareTimes(lhs.item, rhs.item) {
            case .lessThan: return true
            case .greaterThan: return false
            case .equal: break
            }
        } else if lhs.key != rhs.key {
            return lhs.key < rhs.key
        }
        return lhs.id < rhs.id
    }

    // The sifts move a "hole" through the heap's buffer instead of swapping: entries are moved, not copied,
    // so no level retains or releases an item, and each level writes one entry and one index.

    private func siftUp(from index: Int) {
        heap.withUnsafeMutableBufferPointer { buffer in
            let heap = buffer.baseAddress!
            let entry = (heap + index).move()
            var hole = index
            while hole > 0 {
                let parent = (hole - 1) / 2
                guard comesBefore(entry, heap[parent]) else { break }
                (heap + hole).moveInitialize(from: heap + parent, count: 1)
                heap[hole].item.heapIndex = hole
                hole = parent
            }
            (heap + hole).initialize(to: entry)
            entry.item.heapIndex = hole
        }
    }

    private func siftDown(from index: Int) {
        heap.withUnsafeMutableBufferPointer { buffer in
            let heap = buffer.baseAddress!
            let count = buffer.count
            let entry = (heap + index).move()
            var hole = index
            while true {
                var child = 2 * hole + 1
                guard child < count else { break }
                if child + 1 < count, comesBefore(heap[child + 1], heap[child]) { child += 1 }
                guard comesBefore(heap[child], entry) else { break }
                (heap + hole).moveInitialize(from: heap + child, count: 1)
                heap[hole].item.heapIndex = hole
                hole = child
            }
            (heap + hole).initialize(to: entry)
            entry.item.heapIndex = hole
        }
    }
}

/// One action waiting on a virtual-time scheduler; disposing it takes it out of the queue, or disposes what
/// the action returned once it has run.
///
/// The base class holds what the queue needs, `TimedVirtualItem` the due time, and `ScheduledVirtualAction`
/// the action and its state, so scheduling allocates this one object and nothing else: the disposable it
/// returns is the item itself, and running or disposing it allocates nothing.
@usableFromInline
class VirtualTimeItem: Cancelable, @unchecked Sendable {
    // Sendable: `heapIndex` and `phase` are only touched under `queue.lock`. So is `result`, except while the
    // item is `running` (and after it was disposed while running): then only the thread running its action
    // touches it, and `dispose` leaves it alone.
    enum Phase {
        /// In the queue, waiting for its time.
        case waiting
        /// Taken out of the queue; its action is running.
        case running
        /// Its action ran and returned `result`.
        case finished
        /// Disposed: it will not run, or what it returned has been disposed.
        case disposed
    }

    private let queue: VirtualTimeQueue
    // Unchecked exclusivity: only touched under `queue.lock`, never across a call out of the engine.
    /// The item's place in the heap, or -1 when it is not in it.
    @exclusivity(unchecked) var heapIndex = -1
    @exclusivity(unchecked) var phase = Phase.waiting
    @exclusivity(unchecked) private var result: Disposable?

    init(queue: VirtualTimeQueue) {
        self.queue = queue
    }

    @usableFromInline var isDisposed: Bool { queue.lock.withLock { phase == .disposed } }

    /// Runs the action and keeps what it returned, outside the lock. The caller took the item out of the
    /// queue and set it `running` under the lock.
    final func run() {
        result = invoke()
    }

    /// Marks the item finished, after `run`: disposing it now disposes what the action returned. False when
    /// the item was disposed while its action ran; the caller must then call `disposeResult()`.
    final func finishLocked() -> Bool {
        if phase == .disposed { return false }
        phase = .finished
        return true
    }

    /// Disposes what the action returned, for an item disposed while its action ran; outside the lock.
    final func disposeResult() {
        let returned = result
        result = nil
        returned?.dispose()
    }

    @usableFromInline final func dispose() {
        let (wasWaiting, returned): (Bool, Disposable?) = queue.lock.withLock {
            let previous = phase
            phase = .disposed
            switch previous {
            case .waiting:
                queue.removeLocked(self)
                return (true, nil)
            case .finished:
                defer { result = nil }
                return (false, result)
            case .running, .disposed:
                return (false, nil)
            }
        }
        // Outside the lock: freeing the action may run deinits that dispose other items. Only this call saw
        // the item waiting, and the queue no longer holds it, so nothing else touches the action now.
        if wasWaiting { releaseAction() }
        returned?.dispose()
    }

    /// Calls the action once, outside the lock, after the scheduler took the item out of the queue and set
    /// it `running` under the lock.
    func invoke() -> Disposable {
        fatalError("VirtualTimeItem.invoke must be overridden")
    }

    /// Lets go of the action and its state, so that what they hold is freed before the item is. Called
    /// outside the lock, by the one caller that disposed the item while it was waiting.
    func releaseAction() {}
}

/// A virtual-time item with its due time.
@usableFromInline
class TimedVirtualItem<Time>: VirtualTimeItem, @unchecked Sendable {
    // Sendable: `time` never changes.
    let time: Time

    init(time: Time, queue: VirtualTimeQueue) {
        self.time = time
        super.init(queue: queue)
    }
}

extension VirtualTimeItem {
    /// The due time of an item that the caller knows to be a `TimedVirtualItem<Time>`: every item of a
    /// scheduler's queue is one, with the scheduler's time type.
    func dueTime<Time>(as _: Time.Type = Time.self) -> Time {
        unsafeDowncast(self, to: TimedVirtualItem<Time>.self).time
    }
}

/// A virtual-time item carrying its action and the state to call it with.
@usableFromInline
final class ScheduledVirtualAction<Time, State>: TimedVirtualItem<Time>, @unchecked Sendable {
    // Sendable: `action` is set at creation, then touched by one thread only: the one that took the item
    // out of the queue to run it, or the one that disposed it while it was waiting (the phase change under
    // the queue's lock decides which). `state` never changes.
    //
    // `state` is not optional: in generic code an `Optional<State>` costs a metadata lookup on every access.
    // The action may be: a function is two words whatever `State` is, so its optional needs no metadata,
    // and letting go of it by storing nil allocates nothing (a stand-in closure would allocate a context
    // holding `State`'s metadata).
    private let state: State
    private var action: ((State) -> Disposable)?

    @usableFromInline
    init(time: Time, queue: VirtualTimeQueue, state: State, action: @escaping (State) -> Disposable) {
        self.state = state
        self.action = action
        super.init(time: time, queue: queue)
    }

    override func invoke() -> Disposable {
        // Not `take()`: a generic method of `Optional` would look up the optional's metadata.
        guard let action else { return Disposables.create() }
        self.action = nil
        return action(state)
    }

    override func releaseAction() {
        action = nil
    }
}
