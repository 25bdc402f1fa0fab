import Foundation

/// Hands what a presenter delivers on any thread to the main actor, in order: at once when it arrives on
/// the main actor's executor (so that a presenter on a `TestScheduler` driven from a test on the main actor
/// changes its view synchronously, and a virtual-time test stays deterministic), otherwise through one hop
/// to the main queue for everything that arrives meanwhile.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@usableFromInline
final class MainActorInbox<Item>: @unchecked Sendable {
    // Sendable: `pending` and `hopScheduled` are guarded by `lock`, and `waiting` is atomic; `receive`,
    // `draining` and `queuedDuringDelivery` are only touched on the main thread.
    @usableFromInline let lock = NSLock()
    // Not checked for exclusive access at run time (a state is delivered without any such check): the lock
    // makes every access to these two exclusive, and the main thread the others'.
    @usableFromInline @exclusivity(unchecked) var pending: [Item] = []
    @usableFromInline @exclusivity(unchecked) var hopScheduled = false
    /// How many items wait in `pending`, read without the lock by a delivery on the main thread, which
    /// goes at once when none waits. Written under the lock.
    @usableFromInline let waiting = AtomicState()
    /// Whether an item arriving while another waits may replace it (a state over an older state).
    @usableFromInline let replaces: (_ waiting: Item, _ arriving: Item) -> Bool
    @usableFromInline @exclusivity(unchecked) var draining = false
    /// Whether an item arrived on the main thread during a delivery, which the delivery's end must drain.
    @usableFromInline @exclusivity(unchecked) var queuedDuringDelivery = false
    /// Where items go, on the main thread: a function isolated to the main actor, set by the owner with
    /// `isolatedToMainThread(_:)`, and called only once the caller has checked that it runs there.
    @usableFromInline @exclusivity(unchecked) var receive: ((Item) -> Void)?

    @usableFromInline
    init(replaces: @escaping (_ waiting: Item, _ arriving: Item) -> Bool) {
        self.replaces = replaces
    }

    /// Delivers `item` at once when called on the main actor's executor, after what waits; otherwise queues
    /// it for the main actor.
    @inlinable
    func send(_ item: Item) {
        if runsOnMainActorExecutor() {
            receiveOnMainThread(item)
            return
        }
        lock.lock()
        enqueueLocked(item)
        let hop = !hopScheduled
        hopScheduled = true
        lock.unlock()
        if hop {
            DispatchQueue.main.async {
                self.lock.withLock { self.hopScheduled = false }
                self.drain()
            }
        }
    }

    @inlinable
    func enqueueLocked(_ item: Item) {
        if let last = pending.last, replaces(last, item) {
            pending[pending.count - 1] = item
        } else {
            pending.append(item)
            waiting.store(pending.count)
        }
    }

    /// On the main actor: delivers `item` now, unless items from other threads wait for their hop (it
    /// goes after them) or a delivery is under way (a view that reacts to a state with an event answered
    /// at once): it then waits, and the delivery under way delivers it after the current one.
    ///
    /// Whether an item waits is read without the lock: the presenter delivers one item at a time, so an
    /// item from another thread that came before this one was queued, and `waiting` counted it, before
    /// this one was sent.
    @inlinable
    func receiveOnMainThread(_ item: Item) {
        if waiting.value == 0 && !draining {
            draining = true
            receive?(item)
            draining = false
            if queuedDuringDelivery { drain() }
            return
        }
        lock.withLock { enqueueLocked(item) }
        if draining {
            queuedDuringDelivery = true
        } else {
            drain()
        }
    }

    /// On the main actor: whether an item sent now would be delivered at once, none waiting and no
    /// delivery under way.
    @inlinable
    var deliversAtOnce: Bool { waiting.value == 0 && !draining }

    /// On the main thread, when `deliversAtOnce`: runs `delivery`, which delivers an item without going
    /// through `receive`, as the delivery under way; then delivers what was sent meanwhile.
    @inlinable
    func deliverAtOnce(_ delivery: () -> Void) {
        draining = true
        delivery()
        draining = false
        if queuedDuringDelivery { drain() }
    }

    /// On the main actor: delivers what waits, in order.
    @usableFromInline
    func drain() {
        guard !draining else { return }
        draining = true
        defer { draining = false }
        queuedDuringDelivery = false
        while let item = nextPending() {
            receive?(item)
        }
        queuedDuringDelivery = false
    }

    private func nextPending() -> Item? {
        lock.withLock {
            guard !pending.isEmpty else { return nil }
            defer { waiting.store(pending.count) }
            return pending.removeFirst()
        }
    }
}

/// `function`, isolated to the main actor, as a function that code which has just checked that it runs on
/// the main thread may call: what `MainActor.assumeIsolated` does after checking the executor itself, a
/// check that costs more than the rest of a state's delivery to a model on Linux. An isolated function
/// and a plain one have the same representation.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@inlinable
func isolatedToMainThread<Argument>(_ function: @escaping @MainActor (Argument) -> Void) -> (Argument) -> Void {
    unsafeBitCast(function, to: ((Argument) -> Void).self)
}

/// Whether the caller runs on the main actor's executor: on the main thread, or on the main queue while a
/// thread other than the main thread serves it, as on Linux once the main thread has handed the queue over
/// to the dispatch library (Swift Testing runs a `@MainActor` test there). Either way the main actor's
/// work is serialised with the caller's, so the caller may call its isolated functions.
///
/// The main thread is asked first: that answer is one load, and it is the only one on Apple platforms.
@inlinable
func runsOnMainActorExecutor() -> Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: MainQueueMark.shared.key) != nil
}

/// A mark set on the main queue, which `DispatchQueue.getSpecific(key:)` finds from any work that the
/// queue runs, whichever thread runs it.
@usableFromInline
struct MainQueueMark: @unchecked Sendable {
    // Sendable: the key is made and set once, by the first reader, and only read afterwards.
    @usableFromInline let key: DispatchSpecificKey<Bool>

    @usableFromInline
    static let shared: MainQueueMark = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return MainQueueMark(key: key)
    }()

    private init(key: DispatchSpecificKey<Bool>) {
        self.key = key
    }
}
