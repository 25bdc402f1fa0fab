/// Counts the engine's live resources, so tests can assert that nothing leaked.
///
/// Unlike a debug-only counter it is always on: it costs one atomic increment when a subscription starts
/// and one decrement when it ends, and nothing per element.
public enum Resources {
    private static let subscriptions = AtomicCounter()

    /// The number of live subscriptions: every `subscribe`, `bind`, `drive` or `emit` that has not yet
    /// ended, and every inner subscription an operator holds for one of them.
    public static var total: Int { subscriptions.value }

    static func subscriptionStarted() { subscriptions.add(1) }

    static func subscriptionEnded() { subscriptions.add(-1) }
}
