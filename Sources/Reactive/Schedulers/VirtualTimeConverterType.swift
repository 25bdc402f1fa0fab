import Foundation

/// Translates between a virtual-time scheduler's units and real dates and intervals.
public protocol VirtualTimeConverterType {
    /// The scheduler's clock unit.
    associatedtype VirtualTimeUnit
    /// The scheduler's interval unit.
    associatedtype VirtualTimeIntervalUnit

    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
    /// `time` moved by `offset`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit
    /// Orders two points in virtual time.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The order of two points in virtual time.
public enum VirtualTimeComparison: Sendable {
    case lessThan
    case equal
    case greaterThan
}
