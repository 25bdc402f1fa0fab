/// How long `wait` lets time pass, to the millisecond: the demo's virtual clock ticks in milliseconds.
struct WaitDuration: Equatable {
    /// At most a day, so that a typo cannot freeze the demo for years.
    static let longest = 86_400_000

    let milliseconds: Int

    /// The duration `text` spells, such as `500ms`, `2s` or `1.5s`.
    static func parse(_ text: String) -> Result<WaitDuration, CommandError> {
        let example = "as in: wait 500ms, or wait 2s"
        guard !text.isEmpty else { return .failure(CommandError("'wait' needs a duration, \(example)")) }
        let lowered = text.lowercased()
        let (number, scale): (Substring, Double)
        if lowered.hasSuffix("ms") {
            (number, scale) = (lowered.dropLast(2), 1)
        } else if lowered.hasSuffix("s") {
            (number, scale) = (lowered.dropLast(1), 1_000)
        } else {
            return .failure(CommandError("'wait' needs a duration in ms or s, \(example); got '\(text)'"))
        }
        // Digits and at most one dot: `Double` alone would take `nan`, `inf` or `1e3`.
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            number.filter({ $0 == "." }).count <= 1, let value = Double(number)
        else {
            return .failure(CommandError("'wait' needs a duration in ms or s, \(example); got '\(text)'"))
        }
        let milliseconds = value * scale
        guard milliseconds <= Double(longest) else {
            return .failure(CommandError("'wait' lets at most a day pass (86400s); got '\(text)'"))
        }
        return .success(WaitDuration(milliseconds: Int(milliseconds.rounded())))
    }
}
