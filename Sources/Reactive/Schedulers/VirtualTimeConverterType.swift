import Foundation

/// Translates between a virtual-time scheduler's units and real dates and intervals.
public protocol VirtualTimeConverterType {
    /// The scheduler's clock unit.
    associatedtype VirtualTimeUnit
    /// The scheduler's interval unit.
    associatedtype VirtualTimeIntervalUnit

    /// The date a clock reading stands for.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
    /// The clock reading for a date.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
    /// The seconds an interval of the clock stands for.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval
    /// The interval of the clock for a number of seconds.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
    /// `time` moved by `offset`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit
    /// Orders two points in virtual time.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The order of two points in virtual time.
public enum VirtualTimeComparison: Sendable {
    /// The first time comes before the second.
    case lessThan
    /// Both are the same time.
    case equal
    /// The first time comes after the second.
    case greaterThan
}
