/// The actions waiting on a virtual-time scheduler: a binary min-heap ordered by due time, then by the order
/// of scheduling, whose items know their place so that a cancelled one leaves the heap at once.
///
/// The heap and every item's mutable fields are guarded by `lock`; methods ending in `Locked` expect the
/// caller to hold it. The queue is not generic: heap operations on an array of one concrete class compile
/// to specialized code, where a generic element type would pay for metadata and witness-table lookups on
/// every swap. Only the comparison of due times, given by the scheduler, is generic.
final class VirtualTimeQueue: @unchecked Sendable {
    // Sendable: `heap`, `nextID` and the items' `heapIndex`, `phase` and `result` are only touched under
    // `lock`.
    let lock = Lock()
    // Unchecked exclusivity: every access is under `lock`, and none spans a call out of the queue other
    // than `compareTimes`, which cannot reach the heap.
    @exclusivity(unchecked) private var heap: [VirtualTimeItem] = []
    private var nextID = 0
    private let compareTimes: (VirtualTimeItem, VirtualTimeItem) -> VirtualTimeComparison

    /// A queue that orders items by the due times `compareTimes` compares, then by identity.
    init(compareTimes: @escaping (VirtualTimeItem, VirtualTimeItem) -> VirtualTimeComparison) {
        self.compareTimes = compareTimes
    }

    /// The identity of the next item: ties in time go to the smaller one.
    func nextIDLocked() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    func peekLocked() -> VirtualTimeItem? { heap.first }

    func pushLocked(_ item: VirtualTimeItem) {
        item.heapIndex = heap.count
        heap.append(item)
        siftUp(from: heap.count - 1)
    }

    func popLocked() -> VirtualTimeItem? {
        guard let first = heap.first else { return nil }
        removeLocked(first)
        return first
    }

    /// Takes `item` out of the heap, if it is in it.
    func removeLocked(_ item: VirtualTimeItem) {
        let index = item.heapIndex
        guard index >= 0 else { return }
        item.heapIndex = -1
        let last = heap.removeLast()
        guard index < heap.count else { return }
        heap[index] = last
        last.heapIndex = index
        siftUp(from: index)
        siftDown(from: last.heapIndex)
    }

    /// Empties the heap; the items keep their state, so those that were waiting never run.
    func removeAllLocked() -> [VirtualTimeItem] {
        defer { heap = [] }
        for item in heap { item.heapIndex = -1 }
        return heap
    }

    /// The waiting items, first to run first.
    func sortedLocked() -> [VirtualTimeItem] {
        heap.sorted(by: comesBefore)
    }

    private func comesBefore(_ lhs: VirtualTimeItem, _ rhs: VirtualTimeItem) -> Bool {
        switch compareTimes(lhs, rhs) {
        case .lessThan: return true
        case .greaterThan: return false
        case .equal: return lhs.id < rhs.id
        }
    }

    // The sifts move a "hole" instead of swapping, and work on the heap's buffer: one exclusive access and
    // one write per level, with no retain traffic for the items they only look at.

    private func siftUp(from index: Int) {
        heap.withUnsafeMutableBufferPointer { heap in
            let item = heap[index]
            var hole = index
            while hole > 0 {
                let parent = (hole - 1) / 2
                guard comesBefore(item, heap[parent]) else { break }
                heap[hole] = heap[parent]
                heap[hole].heapIndex = hole
                hole = parent
            }
            heap[hole] = item
            item.heapIndex = hole
        }
    }

    private func siftDown(from index: Int) {
        heap.withUnsafeMutableBufferPointer { heap in
            let item = heap[index]
            var hole = index
            while true {
                var child = 2 * hole + 1
                guard child < heap.count else { break }
                if child + 1 < heap.count, comesBefore(heap[child + 1], heap[child]) { child += 1 }
                guard comesBefore(heap[child], item) else { break }
                heap[hole] = heap[child]
                heap[hole].heapIndex = hole
                hole = child
            }
            heap[hole] = item
            item.heapIndex = hole
        }
    }
}

/// One action waiting on a virtual-time scheduler; disposing it takes it out of the queue, or disposes what
/// the action returned once it has run.
///
/// The base class holds what the queue needs, `TimedVirtualItem` the due time, and `ScheduledVirtualAction`
/// the action and its state, so scheduling allocates this one object besides the action's own closure.
class VirtualTimeItem: Cancelable, @unchecked Sendable {
    // Sendable: `heapIndex`, `phase` and `result` are only touched under `queue.lock`.
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

    let id: Int
    private let queue: VirtualTimeQueue
    /// The item's place in the heap, or -1 when it is not in it.
    var heapIndex = -1
    var phase = Phase.waiting
    private var result: Disposable?

    init(id: Int, queue: VirtualTimeQueue) {
        self.id = id
        self.queue = queue
    }

    var isDisposed: Bool { queue.lock.withLock { phase == .disposed } }

    /// Runs the action. The caller has taken the item out of the queue and set it `running` under the lock.
    final func run() {
        let returned = invoke()
        let disposeNow: Bool = queue.lock.withLock {
            if phase == .disposed { return true }
            phase = .finished
            result = returned
            return false
        }
        if disposeNow { returned.dispose() }
    }

    final func dispose() {
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

    /// Calls the action once; only `run` calls it, outside the lock.
    func invoke() -> Disposable {
        fatalError("VirtualTimeItem.invoke must be overridden")
    }

    /// Lets go of the action and its state, so that what they hold is freed before the item is. Called
    /// outside the lock, by the one caller that disposed the item while it was waiting.
    func releaseAction() {}
}

/// A virtual-time item with its due time.
class TimedVirtualItem<Time>: VirtualTimeItem, @unchecked Sendable {
    // Sendable: `time` never changes.
    let time: Time

    init(time: Time, id: Int, queue: VirtualTimeQueue) {
        self.time = time
        super.init(id: id, queue: queue)
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
final class ScheduledVirtualAction<Time, State>: TimedVirtualItem<Time>, @unchecked Sendable {
    // Sendable: `action` is set at creation, then touched by one thread only: the one that took the item
    // out of the queue to run it, or the one that disposed it while it was waiting (the phase change under
    // the queue's lock decides which). `state` never changes.
    //
    // Neither is optional: in generic code an `Optional<State>` costs a metadata lookup on every access.
    // The action is let go of by replacing it with one that captures nothing.
    private let state: State
    private var action: (State) -> Disposable

    init(time: Time, id: Int, queue: VirtualTimeQueue, state: State, action: @escaping (State) -> Disposable) {
        self.state = state
        self.action = action
        super.init(time: time, id: id, queue: queue)
    }

    override func invoke() -> Disposable {
        let action = self.action
        releaseAction()
        return action(state)
    }

    override func releaseAction() {
        action = { _ in Disposables.create() }
    }
}
