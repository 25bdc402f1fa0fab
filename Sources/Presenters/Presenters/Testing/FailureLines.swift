/// `text` with each line wider than `width` broken between words, the rest of it indented four columns
/// under the line's own indentation, so that a message reads in the failures' width. A word wider than
/// the width stays whole.
func wrappedToWidth(_ text: String, width: Int = failureWidth) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
        guard line.count > width else { return [String(line)] }
        let margin = String(line.prefix { $0 == " " })
        var lines: [String] = []
        var current = margin
        for word in line.split(separator: " ") {
            if current.contains(where: { $0 != " " }), current.count + 1 + word.count > width {
                lines.append(current)
                current = margin + "    "
            }
            current += current.last == " " || current.isEmpty ? word : " " + word
        }
        return lines + [current]
    }.joined(separator: "\n")
}

/// The lines that list events a test did not assert, each indented two columns: an event whole when it
/// fits in the failures' width; a state that does not, by the fields in which it differs from the state
/// before it (`previous` for the first one), when there is one:
///
/// ```
///   .next(50) changed from the state before it:
///     rows[id: "c"].title: was "Eggs", now "Free-range eggs"
/// ```
///
/// and anything else broken between words.
func unassertedLines<Element>(_ events: some Collection<Recorded<Event<Element>>>, after previous: Element?)
    -> [String]
{
    var previous = previous
    var lines: [String] = []
    for event in events {
        let line = "  " + fixture(event)
        defer {
            if case .next(let element) = event.value { previous = element }
        }
        guard line.count > failureWidth, case .next(let element) = event.value, let previous else {
            lines.append(wrappedToWidth(line))
            continue
        }
        let changes = fieldDifferences(expected: previous, actual: element)
        guard !changes.isEmpty else {
            lines.append(wrappedToWidth(line))
            continue
        }
        lines.append("  .next(\(event.time)) changed from the state before it:")
        lines += changes.prefix(20).flatMap { $0.changeLines(width: failureWidth - 4) }.map { "    " + $0 }
        if changes.count > 20 {
            lines.append("    ... and \(changes.count - 20) more")
        }
    }
    return lines
}
