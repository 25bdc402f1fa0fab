import Foundation

/// A virtual-time scheduler whose clock is a `Date`: it replays work at the dates it was scheduled for,
/// as fast as it can, when `start()` or `advanceTo(_:)` is called.
///
/// ```swift
/// let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 100))
/// _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
///     print(scheduler.clock.timeIntervalSince1970)
///     return Disposables.create()
/// }
/// scheduler.start()
/// // Prints: 120.0
/// ```
public final class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>, @unchecked Sendable {
    // Sendable: as its superclass.

    /// A stopped scheduler whose clock reads `initialClock` (the start of 1970 by default).
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}

/// Converts between `HistoricalScheduler`'s virtual time, which is already real time, and real time: the
/// clock is a `Date` and intervals are `TimeInterval`s.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType, Sendable {
    /// The clock is a date.
    public typealias VirtualTimeUnit = RxTime
    /// Intervals are seconds.
    public typealias VirtualTimeIntervalUnit = TimeInterval

    /// The date itself.
    public func convertFromVirtualTime(_ virtualTime: RxTime) -> RxTime { virtualTime }

    /// The date itself.
    public func convertToVirtualTime(_ time: RxTime) -> RxTime { time }

    /// The interval itself.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: TimeInterval) -> TimeInterval {
        virtualTimeInterval
    }

    /// The interval itself.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> TimeInterval { timeInterval }

    /// `time` plus `offset` seconds.
    public func offsetVirtualTime(_ time: RxTime, offset: TimeInterval) -> RxTime {
        time.addingTimeInterval(offset)
    }

    /// Orders two dates.
    public func compareVirtualTime(_ lhs: RxTime, _ rhs: RxTime) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
    }
}
