import Foundation

/// Hands what a presenter delivers on any thread to the main actor, in order: at once when it arrives on
/// the main thread (so that a presenter on a `TestScheduler` driven from the main thread changes its view
/// synchronously, and a virtual-time test stays deterministic), otherwise through one hop to the main
/// queue for everything that arrives meanwhile.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@usableFromInline
final class MainActorInbox<Item>: @unchecked Sendable {
    // Sendable: `pending` and `hopScheduled` are guarded by `lock`; `receive` and `draining` are only
    // touched on the main actor.
    @usableFromInline let lock = NSLock()
    // Not checked for exclusive access at run time (a state is delivered without any such check): the lock
    // makes every access to these two exclusive, and the main actor the others'.
    @usableFromInline @exclusivity(unchecked) var pending: [Item] = []
    @usableFromInline @exclusivity(unchecked) var hopScheduled = false
    /// Whether an item arriving while another waits may replace it (a state over an older state).
    @usableFromInline let replaces: (_ waiting: Item, _ arriving: Item) -> Bool
    @MainActor @usableFromInline @exclusivity(unchecked) var draining = false
    /// Whether an item arrived on the main thread during a delivery, which the delivery's end must drain.
    @MainActor @usableFromInline @exclusivity(unchecked) var queuedDuringDelivery = false
    @MainActor @usableFromInline @exclusivity(unchecked) var receive: (@MainActor (Item) -> Void)?
    /// `receiveOnMainThread(_:)`, callable from code that has just checked that it runs on the main
    /// thread: set by the owner, from code specialised for its types, with `isolatedToMainThread(_:)`.
    @usableFromInline @exclusivity(unchecked) var receiveOnMainThreadUnchecked: ((MainActorInbox, Item) -> Void)?

    @usableFromInline
    init(replaces: @escaping (_ waiting: Item, _ arriving: Item) -> Bool) {
        self.replaces = replaces
    }

    /// Delivers `item` at once when called on the main thread, after what waits; otherwise queues it for
    /// the main actor.
    @inlinable
    func send(_ item: Item) {
        if Thread.isMainThread, let receiveOnMainThreadUnchecked {
            receiveOnMainThreadUnchecked(self, item)
            return
        }
        lock.lock()
        enqueueLocked(item)
        let hop = !hopScheduled
        hopScheduled = true
        lock.unlock()
        if hop {
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    self.lock.withLock { self.hopScheduled = false }
                    self.drain()
                }
            }
        }
    }

    @inlinable
    func enqueueLocked(_ item: Item) {
        if let last = pending.last, replaces(last, item) {
            pending[pending.count - 1] = item
        } else {
            pending.append(item)
        }
    }

    /// Delivers `item` now, unless items from other threads wait for their hop (it goes after them) or a
    /// delivery is under way (a view that reacts to a state with an event answered at once): it then
    /// waits, and the delivery under way delivers it after the current one.
    @MainActor @inlinable
    func receiveOnMainThread(_ item: Item) {
        lock.lock()
        let now = pending.isEmpty && !draining
        if !now { enqueueLocked(item) }
        lock.unlock()
        if now {
            draining = true
            receive?(item)
            draining = false
            if queuedDuringDelivery { drain() }
        } else if draining {
            queuedDuringDelivery = true
        } else {
            drain()
        }
    }

    /// Delivers what waits, in order.
    @MainActor @usableFromInline
    func drain() {
        guard !draining else { return }
        draining = true
        defer { draining = false }
        queuedDuringDelivery = false
        while let item = lock.withLock({ pending.isEmpty ? nil : pending.removeFirst() }) {
            receive?(item)
        }
        queuedDuringDelivery = false
    }
}

/// `function`, isolated to the main actor, as a function that code which has just checked that it runs on
/// the main thread may call: what `MainActor.assumeIsolated` does after checking the executor itself, a
/// check that costs more than the rest of a state's delivery to a model on Linux. An isolated function
/// and a plain one have the same representation.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@inlinable
func isolatedToMainThread<Argument, Other>(
    _ function: @escaping @MainActor (Argument, Other) -> Void
) -> (Argument, Other) -> Void {
    unsafeBitCast(function, to: ((Argument, Other) -> Void).self)
}
