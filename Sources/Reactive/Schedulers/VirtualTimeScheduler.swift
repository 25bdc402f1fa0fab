import Foundation

/// A scheduler whose clock moves only when it runs the work queued on it, in order of due time, and in
/// order of scheduling among actions due at the same time.
///
/// Nothing runs until `start()` or `advanceTo(_:)` is called; each action sees the clock set to its due
/// time. Actions may schedule more actions; those due at or before the target run in the same call. An
/// action scheduled for a time already past runs at the current time: the clock never moves back.
///
/// ```swift
/// let scheduler = HistoricalScheduler()
/// _ = scheduler.scheduleRelative("tick", dueTime: .seconds(5)) { value in
///     print(value, scheduler.now.timeIntervalSince1970)
///     return Disposables.create()
/// }
/// scheduler.start()
/// // Prints: tick 5.0
/// ```
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, @unchecked Sendable {
    // Sendable: `currentClock`, `running` and the queue are only touched under `queue.lock`; actions run
    // outside it.
    /// The type of the clock.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// The type of intervals between two clock readings.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    @usableFromInline let queue: VirtualTimeQueue
    /// Whether the clock is an `Int` that the converter orders as `Int`s are ordered: the queue then keys
    /// items by their due time and compares the keys inline instead of calling the converter.
    @usableFromInline let integerTimes: Bool
    // Unchecked exclusivity: only touched under `queue.lock`; the converter calls made meanwhile cannot
    // reach these private fields.
    @exclusivity(unchecked) private var currentClock: VirtualTime
    @exclusivity(unchecked) private var running = false
    /// The thread running the queue (`start` or `advanceTo`), or 0 while none does: what ``isCurrent`` reads
    /// without the lock.
    package let runner = RunnerThread()
    /// The converter between virtual and real time.
    public let converter: Converter

    /// A stopped scheduler whose clock reads `initialClock`.
    public init(initialClock: VirtualTime, converter: Converter) {
        currentClock = initialClock
        self.converter = converter
        let integerTimes = VirtualTime.self == Int.self && converter is any IntegerVirtualTimeConverter
        self.integerTimes = integerTimes
        queue = VirtualTimeQueue(
            compareTimes: integerTimes
                ? nil
                : { lhs, rhs in
                    converter.compareVirtualTime(lhs.dueTime(), rhs.dueTime())
                })
    }

    deinit {
        // Waiting items hold the queue; emptying it breaks that cycle. They never run.
        _ = queue.lock.withLock { queue.removeAllLocked() }
    }

    /// The current virtual time.
    public var clock: VirtualTime { queue.lock.withLock { currentClock } }

    /// The clock as a date.
    public var now: RxTime { converter.convertFromVirtualTime(clock) }

    /// Whether the scheduler is running its queue.
    public var isEnabled: Bool { queue.lock.withLock { running } }

    /// The due times of the actions still waiting to run, earliest first; cancelled actions are not
    /// waiting.
    public var pendingActionTimes: [VirtualTime] {
        queue.lock.withLock { queue.sortedLocked() }.map { $0.dueTime() }
    }

    /// Runs `action` at the current time (later if `adjustScheduledTime` says so).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    /// Runs `action` once `dueTime` has passed on the clock (later if `adjustScheduledTime` says so).
    // Inlinable, as `scheduleAbsoluteVirtual`, so that the caller's specialised code builds the item.
    @inlinable
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let interval = converter.convertToVirtualTimeInterval(secondsOf(dueTime))
        let time = adjustScheduledTime(converter.offsetVirtualTime(clock, offset: interval))
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// The time at which work that `schedule` or `scheduleRelative` asks for at `time` actually runs;
    /// subclasses override it to model the scheduler's own delay. The default keeps `time`.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    /// Runs `action` after `dueTime` in virtual units, counted from the clock.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let time = converter.offsetVirtualTime(clock, offset: dueTime)
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Runs `action` at virtual time `time`, or at the current time on the next step if `time` has passed.
    ///
    /// Disposing the returned disposable before the action runs takes it out of the queue; after it ran,
    /// disposes what the action returned.
    // Inlinable: built in the caller's specialised code, the item's generic class costs a cached metadata
    // load instead of a runtime metadata lookup per action.
    @inlinable
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let item = ScheduledVirtualAction(time: time, queue: queue, state: state, action: action)
        queue.push(item, key: integerTimes ? unsafeBitCast(time, to: Int.self) : 0)
        return item
    }

    /// Runs every queued action, including those they schedule, until the queue is empty or `stop()`.
    /// Does nothing when the scheduler is already running.
    public func start() {
        guard beginRun() else { return }
        runItems(upTo: clock, limited: false)
        endRun()
    }

    /// Stops a running scheduler after the action in progress.
    public func stop() {
        queue.lock.withLock { running = false }
    }

    /// Runs the actions due at or before `virtualTime`, then sets the clock to `virtualTime` (it never
    /// moves back). Calling it from an action of the same scheduler is a programming error.
    public func advanceTo(_ virtualTime: VirtualTime) {
        guard beginRun() else { fatalError("advanceTo(\(virtualTime)) called while the scheduler is running") }
        runItems(upTo: virtualTime, limited: true)
        queue.lock.withLock {
            if converter.compareVirtualTime(currentClock, virtualTime) == .lessThan {
                currentClock = virtualTime
            }
        }
        endRun()
    }

    /// Moves the clock forward by `virtualInterval` without running anything.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        queue.lock.withLock {
            let target = converter.offsetVirtualTime(currentClock, offset: virtualInterval)
            guard converter.compareVirtualTime(target, currentClock) != .lessThan else {
                fatalError("sleep(\(virtualInterval)) would move the clock back")
            }
            currentClock = target
        }
    }

    private func beginRun() -> Bool {
        queue.lock.withLock {
            if running { return false }
            running = true
            runner.thread.store(Int(bitPattern: currentThreadIdentity()))
            return true
        }
    }

    private func endRun() {
        queue.lock.withLock {
            running = false
            runner.thread.store(0)
        }
    }

    /// Runs the actions due (at or before `limit` when `limited`) one after another, moving the clock to
    /// each one's time, until there are none or the scheduler is stopped.
    ///
    /// Recording what an action returned and taking the next one out of the queue share one hold of the
    /// lock. Not an optional limit: in generic code an `Optional<VirtualTime>` looks up its metadata on
    /// every call.
    private func runItems(upTo limit: VirtualTime, limited: Bool) {
        var finished: VirtualTimeItem?
        while true {
            var disposedWhileRunning = false
            let next: VirtualTimeItem? = queue.lock.withLock {
                if let exploration = queue.exploration { exploration.running = nil }
                if let finished, !finished.finishLocked() {
                    // What it returned is disposed at once, before anything else runs.
                    disposedWhileRunning = true
                    return nil
                }
                return nextItemLocked(upTo: limit, limited: limited)
            }
            if disposedWhileRunning {
                finished?.disposeResult()
                finished = nil
                continue
            }
            guard let next else { return }
            next.run()
            finished = next
        }
    }

    /// Takes the next action due out of the queue, marks it running and moves the clock to its time.
    private func nextItemLocked(upTo limit: VirtualTime, limited: Bool) -> VirtualTimeItem? {
        guard running, !queue.isEmptyLocked else { return nil }
        let time: VirtualTime = queue.firstDueTimeLocked()
        if limited, converter.compareVirtualTime(time, limit) == .greaterThan { return nil }
        let first: VirtualTimeItem
        if let exploration = queue.exploration {
            first = queue.popChosenLocked(by: exploration)
        } else {
            first = queue.popLocked()
        }
        first.phase = .running
        if converter.compareVirtualTime(currentClock, time) == .lessThan {
            currentClock = time
        }
        return first
    }
}

/// `interval` in seconds, for the inlinable scheduling methods.
@usableFromInline
func secondsOf(_ interval: RxTimeInterval) -> TimeInterval {
    interval.seconds
}

/// A converter whose clock is an `Int` that `compareVirtualTime` orders as `Int`s are ordered, so that
/// the scheduler may compare due times without calling it.
protocol IntegerVirtualTimeConverter {}

extension VirtualTimeScheduler: SerialSchedulerType {
    /// Whether the caller may do the scheduler's work now: it runs on the thread running the scheduler's
    /// actions (inside `start` or `advanceTo`), or the scheduler is not running, when the thread that drives
    /// it (the test's) is the one calling.
    public var isCurrent: Bool { runner.isCurrentOrIdle }
}

extension VirtualTimeScheduler: RunnerThreadProviding {}

/// The thread running a virtual-time scheduler's actions, in an object that is not generic: code confined to
/// the scheduler (a presenter) keeps it, and asks it in a few instructions, where asking the generic
/// scheduler would look its type up at every call.
@usableFromInline
package final class RunnerThread: @unchecked Sendable {
    // Sendable: `thread` is atomic.
    /// The running thread's identity, or 0 while the scheduler is stopped.
    @usableFromInline package let thread = AtomicState()

    init() {}

    /// Whether the caller runs on the running thread, or the scheduler is stopped.
    @inlinable package var isCurrentOrIdle: Bool {
        let running = thread.value
        return running == 0 || running == Int(bitPattern: currentThreadIdentity())
    }
}

/// A scheduler whose actions run on one thread at a time, which it names in a `RunnerThread`.
package protocol RunnerThreadProviding {
    var runner: RunnerThread { get }
}

extension VirtualTimeScheduler: CustomDebugStringConvertible {
    /// The clock and the due times of the waiting actions.
    public var debugDescription: String {
        return "VirtualTimeScheduler(clock: \(clock), pending: \(pendingActionTimes))"
    }
}
