import Foundation

/// Hands what a presenter delivers on any thread to the main actor, in order: at once when it arrives on
/// the main thread (so that a presenter on a `TestScheduler` driven from the main thread changes its view
/// synchronously, and a virtual-time test stays deterministic), otherwise through one hop to the main
/// queue for everything that arrives meanwhile.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
final class MainActorInbox<Item>: @unchecked Sendable {
    // Sendable: `pending` and `hopScheduled` are guarded by `lock`; `receive` and `draining` are only
    // touched on the main actor.
    private let lock = NSLock()
    private var pending: [Item] = []
    private var hopScheduled = false
    /// Whether an item arriving while another waits may replace it (a state over an older state).
    private let replaces: (_ waiting: Item, _ arriving: Item) -> Bool
    @MainActor private var draining = false
    @MainActor var receive: ((Item) -> Void)?

    init(replaces: @escaping (_ waiting: Item, _ arriving: Item) -> Bool) {
        self.replaces = replaces
    }

    /// Queues `item` for the main actor, and delivers it at once when called on the main thread.
    func send(_ item: Item) {
        lock.lock()
        if let last = pending.last, replaces(last, item) {
            pending[pending.count - 1] = item
        } else {
            pending.append(item)
        }
        let onMainThread = Thread.isMainThread
        let hop = !onMainThread && !hopScheduled
        if hop { hopScheduled = true }
        lock.unlock()
        if onMainThread {
            MainActor.assumeIsolated { drain() }
        } else if hop {
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    self.lock.withLock { self.hopScheduled = false }
                    self.drain()
                }
            }
        }
    }

    /// Delivers what waits, in order. A delivery that sends more (a view that reacts to a state with an
    /// event answered at once) only queues it: the loop below delivers it after the current one.
    @MainActor private func drain() {
        guard !draining else { return }
        draining = true
        defer { draining = false }
        while let item = lock.withLock({ pending.isEmpty ? nil : pending.removeFirst() }) {
            receive?(item)
        }
    }
}
