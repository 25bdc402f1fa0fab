/// One order of same-instant actions, as the interleaving explorer names it: at each point where several
/// actions were due at the same time, which of them ran first, counted from 0 in the order they were
/// scheduled. A test pins an order to replay exactly that one.
///
/// It reads as the choices joined by dots, as in `"0.1.0"`; the empty order (`""`) is the order a plain run
/// takes, and choices missing at the end are 0.
///
/// ```swift
/// let order = ExplorationOrder("1.0")
/// print(order?.choices ?? [])
/// // Prints: [1, 0]
/// ```
public struct ExplorationOrder: Hashable, Sendable, CustomStringConvertible {
    /// The index of the action run first at each choice point, in order.
    public let choices: [Int]

    /// The order made of `choices`.
    public init(choices: [Int]) {
        self.choices = choices
    }

    /// The order written as `text`, or `nil` if `text` is not dot-separated numbers from 0.
    public init?(_ text: String) {
        if text.isEmpty {
            self.init(choices: [])
            return
        }
        var choices: [Int] = []
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            guard let choice = Int(part), choice >= 0, part.allSatisfy(\.isASCII) else { return nil }
            choices.append(choice)
        }
        self.init(choices: choices)
    }

    public var description: String {
        choices.map(String.init).joined(separator: ".")
    }
}
