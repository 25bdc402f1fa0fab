/// Lays out what a check expected and what happened in two columns, one entry a line, and points at
/// the first line where they differ.
///
/// ```
/// states differ from #2:
///      expected                         actual
///   1  .next(0, initial)                .next(0, initial)
/// → 2  .next(50, prepared(value: 1))    .next(60, prepared(value: 1))
///   3                                   .next(70, touched)
/// ```
func sideBySide(_ title: String, expected: [String], actual: [String], firstDifference: Int) -> String {
    let width = max("expected".count, expected.map(\.count).max() ?? 0)
    let numberWidth = String(max(expected.count, actual.count)).count
    func padded(_ text: String) -> String { text + String(repeating: " ", count: width - text.count) }
    var lines = ["\(title) differ from #\(firstDifference + 1):"]
    lines.append("  " + String(repeating: " ", count: numberWidth) + "  " + padded("expected") + "    actual")
    for index in 0..<max(expected.count, actual.count) {
        let marker = index == firstDifference ? "→ " : "  "
        let number = String(index + 1)
        let left = index < expected.count ? expected[index] : ""
        let right = index < actual.count ? actual[index] : ""
        let line =
            marker + String(repeating: " ", count: numberWidth - number.count) + number + "  " + padded(left)
            + "    " + right
        lines.append(line.trailingSpacesRemoved)
    }
    return lines.joined(separator: "\n")
}

/// The index of the first entry that differs, or `nil` when both lists are equal.
func firstDifference<Element: Equatable>(_ expected: [Element], _ actual: [Element]) -> Int? {
    for index in 0..<max(expected.count, actual.count) {
        guard index < expected.count, index < actual.count, expected[index] == actual[index] else { return index }
    }
    return nil
}

/// A recorded event written as a test writes it: `.next(200, initial)`.
func fixture<Element>(_ recorded: Recorded<Event<Element>>) -> String {
    switch recorded.value {
    case .next(let element): return ".next(\(recorded.time), \(element))"
    case .error(let error): return ".error(\(recorded.time), \(error))"
    case .completed: return ".completed(\(recorded.time))"
    }
}

extension String {
    fileprivate var trailingSpacesRemoved: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

/// `sideBySide` for recorded events, followed by the fields in which the entries at `firstDifference`
/// differ, when both lists have one there:
///
/// ```
/// states differ from #2:
///      expected                      actual
///   1  .next(0, Item(votes: 4))      .next(0, Item(votes: 4))
/// → 2  .next(140, Item(votes: 5))    .next(150, Item(votes: 6))
/// #2 field by field:
///   time: expected 140, actual 150
///   votes: expected 5, actual 6
/// ```
func sideBySide<Element>(
    _ title: String, expected: RecordedEvents<Element>, actual: RecordedEvents<Element>, firstDifference: Int
) -> String {
    let table = sideBySide(
        title, expected: expected.map(fixture), actual: actual.map(fixture), firstDifference: firstDifference)
    guard firstDifference < expected.count, firstDifference < actual.count else { return table }
    let expectedEntry = expected[firstDifference]
    let actualEntry = actual[firstDifference]
    var lines: [String] = []
    if expectedEntry.time != actualEntry.time {
        lines.append("time: expected \(expectedEntry.time), actual \(actualEntry.time)")
    }
    if case .next(let expectedValue) = expectedEntry.value, case .next(let actualValue) = actualEntry.value {
        lines += fieldDifferenceLines(expected: expectedValue, actual: actualValue)
    }
    guard !lines.isEmpty else { return table }
    return ([table, "#\(firstDifference + 1) field by field:"] + lines.map { "  " + $0 }).joined(separator: "\n")
}
