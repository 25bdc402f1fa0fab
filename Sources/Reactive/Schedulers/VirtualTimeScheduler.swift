import Foundation

/// A scheduler whose clock moves only when it runs the work queued on it, in order of due time, and in
/// order of scheduling among actions due at the same time.
///
/// Nothing runs until `start()`, `advanceTo(_:)` or `sleep(_:)` is called; each action sees the clock set
/// to its due time. Actions may schedule more actions; those due at or before the target run in the
/// same call.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, @unchecked Sendable {
    // Sendable: the queue, clock and running flag are only touched under `lock`; actions run outside it.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private let lock = Lock()
    private var currentClock: VirtualTime
    private var running = false
    private var queue: PriorityQueue<VirtualSchedulerItem<VirtualTime>>
    private var nextID = 0
    /// The converter between virtual and real time.
    public let converter: Converter

    /// A stopped scheduler whose clock reads `initialClock`.
    public init(initialClock: VirtualTime, converter: Converter) {
        currentClock = initialClock
        self.converter = converter
        queue = PriorityQueue { lhs, rhs in
            switch converter.compareVirtualTime(lhs.time, rhs.time) {
            case .lessThan: return true
            case .greaterThan: return false
            case .equal: return lhs.id < rhs.id
            }
        }
    }

    /// The current virtual time.
    public var clock: VirtualTime { lock.withLock { currentClock } }

    public var now: RxTime { converter.convertFromVirtualTime(clock) }

    /// Whether the scheduler is running its queue.
    public var isEnabled: Bool { lock.withLock { running } }

    /// The due times of the actions still waiting to run, earliest first.
    public var pendingActionTimes: [VirtualTime] {
        lock.withLock { queue.sortedElements.filter { !$0.isDisposed }.map(\.time) }
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let interval = converter.convertToVirtualTimeInterval(dueTime.seconds)
        let time = adjustScheduledTime(converter.offsetVirtualTime(clock, offset: interval))
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// The time at which work that `schedule` or `scheduleRelative` asks for at `time` actually runs;
    /// subclasses override it to model the scheduler's own delay. The default keeps `time`.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    /// Runs `action` after `dueTime` in virtual units.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let time = converter.offsetVirtualTime(clock, offset: dueTime)
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Runs `action` at virtual time `time` (at once, on the next run, if `time` has passed).
    open func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        lock.withLock {
            let item = VirtualSchedulerItem(time: time, id: nextID) { action(state) }
            nextID += 1
            queue.push(item)
            return item
        }
    }

    /// Runs every queued action, including those they schedule, until the queue is empty or `stop()`.
    public func start() {
        guard beginRun() else { return }
        while let item = nextItem(upTo: nil) {
            item.run()
        }
        endRun()
    }

    /// Stops a running scheduler after the action in progress.
    public func stop() {
        lock.withLock { running = false }
    }

    /// Runs the actions due at or before `virtualTime`, then sets the clock to `virtualTime`.
    public func advanceTo(_ virtualTime: VirtualTime) {
        guard beginRun() else { return }
        while let item = nextItem(upTo: virtualTime) {
            item.run()
        }
        lock.withLock {
            if converter.compareVirtualTime(currentClock, virtualTime) == .lessThan {
                currentClock = virtualTime
            }
        }
        endRun()
    }

    /// Moves the clock forward by `virtualInterval` without running anything.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        lock.withLock {
            currentClock = converter.offsetVirtualTime(currentClock, offset: virtualInterval)
        }
    }

    private func beginRun() -> Bool {
        lock.withLock {
            if running { return false }
            running = true
            return true
        }
    }

    private func endRun() {
        lock.withLock { running = false }
    }

    /// Takes the next live action due at or before `limit`, and moves the clock to its time.
    private func nextItem(upTo limit: VirtualTime?) -> VirtualSchedulerItem<VirtualTime>? {
        lock.withLock {
            while running, let first = queue.peek() {
                if first.isDisposed {
                    _ = queue.pop()
                    continue
                }
                if let limit, converter.compareVirtualTime(first.time, limit) == .greaterThan {
                    return nil
                }
                _ = queue.pop()
                if converter.compareVirtualTime(currentClock, first.time) == .lessThan {
                    currentClock = first.time
                }
                return first
            }
            return nil
        }
    }
}

/// One action queued on a virtual-time scheduler; disposing it removes it from the run.
final class VirtualSchedulerItem<Time>: Cancelable, @unchecked Sendable {
    // Sendable: the scheduler runs items from one thread at a time; `cancelled` is atomic.
    let time: Time
    let id: Int
    private var action: (() -> Disposable)?
    private let cancelled = AtomicFlag()
    private let result = SerialDisposable()

    init(time: Time, id: Int, action: @escaping () -> Disposable) {
        self.time = time
        self.id = id
        self.action = action
    }

    var isDisposed: Bool { cancelled.isSet }

    func run() {
        guard !cancelled.isSet, let action else { return }
        self.action = nil
        result.disposable = action()
    }

    func dispose() {
        _ = cancelled.set()
        result.dispose()
    }
}
