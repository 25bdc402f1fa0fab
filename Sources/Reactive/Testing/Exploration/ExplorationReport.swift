/// What an interleaving exploration found: how many orders ran, whether it stopped at its limit, and the
/// first order that failed.
public struct ExplorationReport: CustomStringConvertible {
    /// The number of orders run.
    public let runs: Int
    /// Whether the exploration stopped at its limit with orders left untried.
    public let hitLimit: Bool
    /// The seed of a random exploration, to try the same orders again.
    public let seed: UInt64?
    /// The first order whose run failed, if one did.
    public let failure: ExplorationFailure?

    /// Whether every order run passed.
    public var passed: Bool { failure == nil }

    public var description: String {
        var lines: [String] = []
        let orders = runs == 1 ? "1 order" : "\(runs) orders"
        if let failure {
            lines.append("failed after \(orders): \(failure.error)")
            lines.append(failure.description)
        } else if hitLimit {
            lines.append("explored \(orders) and stopped at the limit: more orders were left untried")
        } else {
            lines.append("explored \(orders)" + (seed == nil ? ", every distinct one" : ""))
        }
        if let seed { lines.append("random orders from seed \(seed)") }
        return lines.joined(separator: "\n")
    }
}

/// An order that made the test fail, with the error it threw.
public struct ExplorationFailure: CustomStringConvertible {
    /// The order, to pin with `InterleavingExplorer.replaying(_:)`.
    public let order: ExplorationOrder
    /// Where the order departs from the order of a plain run: at which time, which action ran before
    /// which.
    public let departures: [String]
    /// What the body threw.
    public let error: Error

    /// How a report shows the order: the departures, then the value that pins it.
    public var description: String {
        let steps = departures.isEmpty ? ["  (the order of a plain run)"] : departures.map { "  " + $0 }
        return
            (["the order that failed:"] + steps + [
                "replay it with InterleavingExplorer.replaying(ExplorationOrder(\"\(order)\")!)"
            ])
            .joined(separator: "\n")
    }
}

/// The error `expectEqual` throws: what was expected and what came.
public struct ExpectationFailure: Error, CustomStringConvertible {
    /// What the check says, expected and actual included.
    public let description: String

    /// A failure that says `description`.
    public init(_ description: String) {
        self.description = description
    }
}

/// Throws an `ExpectationFailure` unless `actual` equals `expected`: a check for a body the explorer runs.
public func expectEqual<Value: Equatable>(
    _ actual: Value, _ expected: Value, _ message: @autoclosure () -> String = ""
) throws {
    guard actual != expected else { return }
    let prefix = message().isEmpty ? "" : message() + ": "
    throw ExpectationFailure("\(prefix)expected \(expected), got \(actual)")
}
