/// The actions waiting on a virtual-time scheduler: a binary min-heap ordered by due time, then by the order
/// of scheduling, whose items know their place so that a cancelled one leaves the heap at once.
///
/// The heap and every item's mutable fields are guarded by `lock`; methods ending in `Locked` expect the
/// caller to hold it.
final class VirtualTimeQueue<Time>: @unchecked Sendable {
    // Sendable: `heap`, `nextID` and the items' `heapIndex`, `phase` and `result` are only touched under
    // `lock`.
    let lock = Lock()
    private var heap: [VirtualTimeItem<Time>] = []
    private var nextID = 0
    private let isEarlier: (Time, Time) -> Bool

    /// A queue that orders times with `isEarlier`, a strict "comes before".
    init(isEarlier: @escaping (Time, Time) -> Bool) {
        self.isEarlier = isEarlier
    }

    /// The identity of the next item: ties in time go to the smaller one.
    func nextIDLocked() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    func peekLocked() -> VirtualTimeItem<Time>? { heap.first }

    func pushLocked(_ item: VirtualTimeItem<Time>) {
        item.heapIndex = heap.count
        heap.append(item)
        siftUp(from: heap.count - 1)
    }

    func popLocked() -> VirtualTimeItem<Time>? {
        guard let first = heap.first else { return nil }
        removeLocked(first)
        return first
    }

    /// Takes `item` out of the heap, if it is in it.
    func removeLocked(_ item: VirtualTimeItem<Time>) {
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
    func removeAllLocked() -> [VirtualTimeItem<Time>] {
        defer { heap = [] }
        for item in heap { item.heapIndex = -1 }
        return heap
    }

    /// The due times of the waiting items, earliest first.
    func timesLocked() -> [Time] {
        heap.sorted(by: comesBefore).map(\.time)
    }

    private func comesBefore(_ lhs: VirtualTimeItem<Time>, _ rhs: VirtualTimeItem<Time>) -> Bool {
        if isEarlier(lhs.time, rhs.time) { return true }
        if isEarlier(rhs.time, lhs.time) { return false }
        return lhs.id < rhs.id
    }

    private func swapAt(_ first: Int, _ second: Int) {
        heap.swapAt(first, second)
        heap[first].heapIndex = first
        heap[second].heapIndex = second
    }

    private func siftUp(from index: Int) {
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard comesBefore(heap[child], heap[parent]) else { return }
            swapAt(child, parent)
            child = parent
        }
    }

    private func siftDown(from index: Int) {
        var parent = index
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { return }
            var first = left
            let right = left + 1
            if right < heap.count, comesBefore(heap[right], heap[left]) { first = right }
            guard comesBefore(heap[first], heap[parent]) else { return }
            swapAt(first, parent)
            parent = first
        }
    }
}

/// One action waiting on a virtual-time scheduler; disposing it takes it out of the queue, or disposes what
/// the action returned once it has run.
///
/// The base class holds what the queue needs; `ScheduledVirtualAction` adds the action and its state, so
/// scheduling allocates this one object besides the action's own closure.
class VirtualTimeItem<Time>: Cancelable, @unchecked Sendable {
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

    let time: Time
    let id: Int
    private let queue: VirtualTimeQueue<Time>
    /// The item's place in the heap, or -1 when it is not in it.
    var heapIndex = -1
    var phase = Phase.waiting
    private var result: Disposable?

    init(time: Time, id: Int, queue: VirtualTimeQueue<Time>) {
        self.time = time
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

/// A virtual-time item carrying its action and the state to call it with.
final class ScheduledVirtualAction<Time, State>: VirtualTimeItem<Time>, @unchecked Sendable {
    // Sendable: `state` and `action` are set at creation, then touched by one thread only: the one that
    // took the item out of the queue to run it, or the one that disposed it while it was waiting (the
    // phase change under the queue's lock decides which).
    private var state: State?
    private var action: ((State) -> Disposable)?

    init(time: Time, id: Int, queue: VirtualTimeQueue<Time>, state: State, action: @escaping (State) -> Disposable) {
        self.state = state
        self.action = action
        super.init(time: time, id: id, queue: queue)
    }

    override func invoke() -> Disposable {
        guard let action, let state else { return Disposables.create() }
        self.action = nil
        self.state = nil
        return action(state)
    }

    override func releaseAction() {
        action = nil
        state = nil
    }
}
