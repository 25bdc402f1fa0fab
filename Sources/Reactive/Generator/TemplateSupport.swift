// What the templates of the arity families are written with.

/// One member of a family: the number of its sources, and the lists its text is made of.
struct Arity {
    let count: Int

    /// The number in words, as the documentation says it.
    var word: String { ["two", "three", "four", "five", "six", "seven", "eight"][count - 2] }

    /// `pattern` once for every source, with `#` replaced by the source's number (counted from `first`), joined
    /// by `separator`: `list("O#.Element")` is `O1.Element, O2.Element` for two sources.
    func list(_ pattern: String, separator: String = ", ", first: Int = 1) -> String {
        (first..<first + count).map { pattern.replacingOccurrences(of: "#", with: "\($0)") }
            .joined(separator: separator)
    }

    /// `a, b, c`: the sources' names in the marble diagrams.
    var letters: String { (0..<count).map { String(UnicodeScalar(UInt8(97 + $0))) }.joined(separator: ", ") }
    /// `one, one, one`: the sources of the examples.
    var ones: String { list("one") }
    /// `$0 + $1 + $2`: the examples' result selector.
    var sum: String { list("$#", separator: " + ", first: 0) }
    /// `($0, $1, $2)`: a result selector that makes a tuple.
    var tuple: String { "(\(list("$#", first: 0)))" }
    /// `_:_:_:`: the sources' argument labels, as a documentation link names them.
    var labels: String { list("_:", separator: "") }
}

/// The members of a family from 2 to 8 sources, one after the other with a blank line between them.
func family(_ member: (Arity) -> String) -> String {
    (2...8).map { member(Arity(count: $0)) }.joined(separator: "\n\n")
}

/// The operators whose families have the same shape for a trait, apart from their name and summary.
enum Operator {
    case zip, combineLatest

    var name: String { self == .zip ? "zip" : "combineLatest" }
}

/// The marble diagram of a family member for `Observable`, without its fences: source `i` sends `i` at time
/// `i`, then the first source sends once more, and all complete.
func marble(_ a: Arity, _ op: Operator, call: String) -> String {
    let n = a.count
    let dashes = { (count: Int) in String(repeating: "-", count: count) }
    let letters = a.letters.split(separator: ", ")
    var lines = ["\(letters[0]):       -1\(dashes(n + 1))\(n + 1)-|"]
    for i in 2...n {
        lines.append("\(letters[i - 1]):       \(dashes(i))\(i)\(dashes(n + 4 - i))|")
    }
    lines.append(call)
    let first = "(\(a.list("#")))"
    switch op {
    case .zip:
        lines.append("result:  \(dashes(n))A----|      A = \(first)")
    case .combineLatest:
        let second = "(\(n + 1), \(Arity(count: n - 1).list("#", first: 2)))"
        lines.append("result:  \(dashes(n))A--B-|      A = \(first), B = \(second)")
    }
    return lines.map { "/// \($0)" }.joined(separator: "\n")
}

/// The marble diagram of a trait's two-source member, fences and the blank line after included; no text for
/// the other members.
func pairMarble(_ a: Arity, _ op: Operator) -> String {
    guard a.count == 2 else { return "" }
    let (b, result) = op == .zip ? ("---2----4|", "---3----7|") : ("---2-----|", "---3--5--|")
    return """
        /// ```
        /// a:       -1----3--|
        /// b:       \(b)
        /// \(op.name)(a, b) { $0 + $1 }
        /// result:  \(result)
        /// ```
        ///

        """
}
