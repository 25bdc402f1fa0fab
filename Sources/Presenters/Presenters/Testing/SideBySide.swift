/// The widest line a failure message writes, so that it reads in a terminal or an issue navigator within
/// 120 columns once a test framework indents it (Swift Testing by two): wider only where one value is
/// itself longer (shown whole in the field-by-field lines).
let failureWidth = 118

/// Lays out what a check expected and what happened in two columns, one entry a line: the entries that
/// differ, each with the entry before and after it, an arrow at the first one. An entry too long for its
/// column is cut to where the two sides differ, `…` marking what is left out.
///
/// ```
/// states differ from #3:
///      expected                         actual
///   2  .next(50, prepared(value: 1))    .next(50, prepared(value: 1))
/// → 3  .next(60, touched)               .next(70, touched)
///   4                                   .next(80, touched)
/// ```
///
/// `differs` says whether the entries at an index differ; by default, whether their texts do.
func sideBySide(
    _ title: String, expected: [String], actual: [String], firstDifference: Int, differs: ((Int) -> Bool)? = nil
) -> String {
    let count = max(expected.count, actual.count)
    let differs =
        differs ?? { index in
            index >= expected.count || index >= actual.count || expected[index] != actual[index]
        }
    let shown = (0..<count).filter { index in
        (max(0, index - 1)...min(count - 1, index + 1)).contains(where: differs)
    }
    let numberWidth = String(shown.last.map { $0 + 1 } ?? 1).count
    let texts = shown.map { index in
        (left: index < expected.count ? expected[index] : "", right: index < actual.count ? actual[index] : "")
    }
    // The room for both columns; a column that needs less than half leaves the rest to the other.
    let room = failureWidth - (2 + numberWidth + 2) - 4
    let widest = (left: texts.map(\.left.count).max() ?? 0, right: texts.map(\.right.count).max() ?? 0)
    let leftWidth = min(max("expected".count, widest.left), max(room / 2, room - widest.right))
    let rows = texts.map { excerpts($0.left, $0.right, widths: (leftWidth, room - leftWidth)) }
    let width = max("expected".count, rows.map(\.left.count).max() ?? 0)
    func padded(_ text: String) -> String { text + String(repeating: " ", count: width - text.count) }
    var lines = ["\(title) differ from #\(firstDifference + 1):"]
    lines.append("  " + String(repeating: " ", count: numberWidth) + "  " + padded("expected") + "    actual")
    var previous: Int?
    for (index, row) in zip(shown, rows) {
        if let previous, index > previous + 1 {
            lines.append("  " + String(repeating: " ", count: numberWidth) + "  ...")
        }
        previous = index
        let marker = index == firstDifference ? "→ " : "  "
        let number = String(index + 1)
        let line =
            marker + String(repeating: " ", count: numberWidth - number.count) + number + "  " + padded(row.left)
            + "    " + row.right
        lines.append(line.trailingSpacesRemoved)
    }
    return lines.joined(separator: "\n")
}

/// `left` and `right` in at most `widths.left` and `widths.right` characters: whole if they fit, otherwise
/// from a little before the first character where they differ (the start of the value that holds it, if
/// it is near), with `…` where text is left out.
func excerpts(_ left: String, _ right: String, widths: (left: Int, right: Int)) -> (left: String, right: String) {
    guard left.count > widths.left || right.count > widths.right else { return (left, right) }
    let leftCharacters = Array(left)
    let rightCharacters = Array(right)
    let common = zip(leftCharacters, rightCharacters).prefix { $0 == $1 }.count
    // Both sides are the same up to `common`: one start fits both. Sides that are the same, or a side that
    // is empty, are shown from their start.
    let start =
        left.isEmpty || right.isEmpty || left == right
        ? 0 : excerptStart(leftCharacters, before: common, width: min(widths.left, widths.right))
    return (
        excerpt(leftCharacters, from: start, width: widths.left),
        excerpt(rightCharacters, from: start, width: widths.right)
    )
}

/// Where an excerpt that shows the character at `position` starts: at the name of the innermost value
/// written around it (`Row(id: "c", ...`), or at the field that holds it (`title: ...`) if that value
/// starts too far back, or a third of the width back.
private func excerptStart(_ text: [Character], before position: Int, width: Int) -> Int {
    let reach = width / 2
    guard position > reach / 2 else { return 0 }
    var depth = 0
    var field: Int?
    var index = position - 1
    while index >= 0, position - index <= reach {
        switch text[index] {
        case ")", "]": depth += 1
        case "(", "[":
            if depth > 0 {
                depth -= 1
            } else if index > 0, text[index - 1] != " " {
                // The innermost value around `position` that has a name: from its name, if it is near.
                var start = index
                while start > 0, text[start - 1].isLetter || text[start - 1].isNumber || text[start - 1] == "." {
                    start -= 1
                }
                return position - start <= width * 2 / 3 ? start : field ?? index + 1
            }
        case " " where depth == 0 && index > 0 && text[index - 1] == ",":
            if field == nil { field = index + 1 }
        default: break
        }
        index -= 1
    }
    return field ?? max(0, position - width / 3)
}

/// `text` from `start`, in at most `width` characters, with `…` where it is cut.
private func excerpt(_ text: [Character], from start: Int, width: Int) -> String {
    guard text.count > width || start > 0 else { return String(text) }
    let head = start > 0 ? "…" : ""
    let room = width - head.count
    if text.count - start <= room { return head + String(text[start...]) }
    return head + String(text[start..<(start + room - 1)]) + "…"
}

/// `value` as a step's title names it, `send(rename(id: "b", title: "Rye"))`: as `fixture` writes it, cut
/// to `width` characters with `…`, so that a long event leaves the title on one line.
func stepName(_ value: Any, width: Int = 60) -> String {
    let text = value as? String ?? describe(value)
    return text.count <= width ? text : String(text.prefix(width - 1)) + "…"
}

/// The index of the first entry that differs, or `nil` when both lists are equal.
func firstDifference<Element: Equatable>(_ expected: [Element], _ actual: [Element]) -> Int? {
    for index in 0..<max(expected.count, actual.count) {
        guard index < expected.count, index < actual.count, expected[index] == actual[index] else { return index }
    }
    return nil
}

/// A recorded event written as a test writes it: `.next(200, initial)`, the value as `describe` writes it
/// (a state's property wrapper by the property's name, a pulse by its value), but a string bare. With
/// `pulseSettings`, a pulse is followed by how many times it was set.
func fixture<Element>(_ recorded: Recorded<Event<Element>>, pulseSettings: Bool = false) -> String {
    switch recorded.value {
    case .next(let element):
        let text = element as? String ?? describe(element, pulseSettings: pulseSettings)
        return ".next(\(recorded.time), \(text))"
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
///
/// Two entries that read the same but differ (by how many times a pulse was set) are written with their
/// pulses' settings.
func sideBySide<Element: Equatable>(
    _ title: String, expected: RecordedEvents<Element>, actual: RecordedEvents<Element>, firstDifference: Int
) -> String {
    let differs = { (index: Int) in
        index >= expected.count || index >= actual.count || expected[index] != actual[index]
    }
    var expectedTexts = expected.map { fixture($0) }
    var actualTexts = actual.map { fixture($0) }
    for index in 0..<min(expected.count, actual.count)
    where differs(index) && expectedTexts[index] == actualTexts[index] {
        expectedTexts[index] = fixture(expected[index], pulseSettings: true)
        actualTexts[index] = fixture(actual[index], pulseSettings: true)
    }
    let table = sideBySide(
        title, expected: expectedTexts, actual: actualTexts, firstDifference: firstDifference, differs: differs)
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
