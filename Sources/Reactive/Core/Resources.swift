/// Counts the engine's live resources, so tests can assert that nothing leaked.
///
/// Unlike a debug-only counter it is always on: it costs one atomic increment when a subscription starts
/// and one decrement when it ends, and nothing per element. As in RxSwift, the count is an `Int32` and
/// code outside the engine may count resources of its own with ``incrementTotal()`` and
/// ``decrementTotal()``.
///
/// The count is the whole process's. A test that runs beside others, as Swift Testing runs them, counts
/// its own subscriptions with a ``SubscriptionCounter``.
public enum Resources {
    private static let subscriptions = AtomicCounter()

    /// The number of live resources: every `subscribe`, `bind`, `drive` or `emit` that has not yet
    /// ended, every inner subscription an operator holds for one of them, and what code outside the
    /// engine counted with ``incrementTotal()`` and has not yet given back.
    public static var total: Int32 { Int32(truncatingIfNeeded: subscriptions.value) }

    /// Counts one more resource; returns the new total.
    @discardableResult
    public static func incrementTotal() -> Int32 {
        Int32(truncatingIfNeeded: subscriptions.add(1))
    }

    /// Counts one resource less; returns the new total.
    @discardableResult
    public static func decrementTotal() -> Int32 {
        Int32(truncatingIfNeeded: subscriptions.add(-1))
    }

    /// Counts a subscription that starts; returns the counter of the test that counts it too, if one is
    /// open in the current task, to be handed to `subscriptionEnded` when it ends. Visible to the package's
    /// other modules, whose work that is no subscription of the engine's (a presenter's task) counts as one.
    @inline(__always)
    package static func subscriptionStarted() -> SubscriptionCounter? {
        subscriptions.add(1)
        return SubscriptionCounter.subscriptionStarted()
    }

    /// Counts the end of a subscription that `subscriptionStarted` counted.
    @inline(__always)
    package static func subscriptionEnded(_ counter: SubscriptionCounter?) {
        subscriptions.add(-1)
        counter?.subscriptionEnded()
    }
}
