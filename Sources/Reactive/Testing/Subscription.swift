/// When a test observable was subscribed to and when that subscription ended.
public struct Subscription: Hashable, Sendable {
    /// The tick the subscription started.
    public let subscribe: TestTime
    /// The tick it ended, or `Int.max` while it is still alive.
    public let unsubscribe: TestTime

    /// A subscription that is still alive.
    public init(_ subscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = Int.max
    }

    /// A subscription that ended at `unsubscribe`.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }
}

extension Subscription: CustomDebugStringConvertible {
    /// The interval as RxTest prints it: `(200: 1000)`, or `(200: Infinity)` while it is still alive.
    public var debugDescription: String {
        "(\(subscribe): \(unsubscribe == Int.max ? "Infinity" : String(unsubscribe)))"
    }
}
