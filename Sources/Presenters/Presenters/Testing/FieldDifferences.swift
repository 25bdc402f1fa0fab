/// One place where two values differ: the path to it from the values' root, and what each value holds there.
///
/// The path reads as Swift would reach the field: `items[3].votes`, `selected?.title`, `counts["b"]`, an
/// element of a list of `Identifiable` elements by its id (`rows[id: "c"].title`), an enum's case as a
/// member (`phase.loaded[0]`, with a payload's label or position after it: `result.failure.0`), a property
/// wrapper as the property (`message`); an empty path means the values differ as a whole.
struct FieldDifference: Equatable {
    var path: FieldPath
    var expected: String
    var actual: String
    /// Whether the values are `Secret`s: the line says that they differ, never what they hold.
    var isSecret = false

    /// `items[3].votes: expected 5, actual 4`; for secrets, `password: the secrets differ (not shown)`.
    var line: String {
        let place = path.description
        if isSecret { return (place.isEmpty ? "" : place + ": ") + "the secrets differ (not shown)" }
        return (place.isEmpty ? "" : place + ": ") + "expected \(expected), actual \(actual)"
    }

    /// `line`, or, when it is wider than `width`, the path on a line and each side on one of its own, so
    /// that only a value itself longer than the width makes a line that is:
    ///
    /// ```
    /// rows[id: "c"]:
    ///   expected Row(id: "c", title: "Eggs", ...)
    ///   actual   Row(id: "c", title: "Egs", ...)
    /// ```
    func lines(width: Int) -> [String] {
        guard line.count > width, !isSecret else { return [line] }
        let place = path.description
        return (place.isEmpty ? [] : [place + ":"]) + ["  expected \(expected)", "  actual   \(actual)"]
    }
}

extension FieldDifference {
    /// How the value at `path` changed from `expected` to `actual`, `items[3].votes: was 4, now 5`, or,
    /// when that is wider than `width`, the path on a line and each value on one of its own.
    func changeLines(width: Int) -> [String] {
        let place = path.description
        let line = (place.isEmpty ? "" : place + ": ") + "was \(expected), now \(actual)"
        guard line.count > width else { return [line] }
        return (place.isEmpty ? [] : [place + ":"]) + ["  was \(expected)", "  now \(actual)"]
    }
}

/// `head: expected 5, actual 4`, or, if that is wider than `width`, `head:` and each side on a line of its own.
func expectedAndActual(_ head: String, expected: String, actual: String, width: Int = failureWidth) -> String {
    let line = "\(head): expected \(expected), actual \(actual)"
    guard line.count > width else { return line }
    return "\(head):\n  expected \(expected)\n  actual   \(actual)"
}

/// The differences between `expected` and `actual`, field by field, found by reflection: nested structs,
/// classes and tuples by field, enums by case and payload, arrays by index, optionals, dictionaries by key
/// and sets by member. Values that are `Equatable` and equal are not looked into.
func fieldDifferences(expected: Any, actual: Any) -> [FieldDifference] {
    var differences: [FieldDifference] = []
    FieldComparison(differences: { differences.append($0) }).compare(expected, actual, at: FieldPath(), depth: 0)
    return differences
}

/// The lines of `fieldDifferences`, of at most `limit` of them, the rest counted in a last line; each fits
/// in `width` columns (after the two of the indentation a message gives them) unless a value is longer.
func fieldDifferenceLines(expected: Any, actual: Any, limit: Int = 20, width: Int = failureWidth - 2) -> [String] {
    let differences = fieldDifferences(expected: expected, actual: actual)
    var lines = differences.prefix(limit).flatMap { $0.lines(width: width) }
    if differences.count > limit {
        lines.append("... and \(differences.count - limit) more")
    }
    return lines
}

/// Walks two values side by side and reports where they differ.
private struct FieldComparison {
    /// Deeper than this, a value is compared as a whole: it keeps a cycle of references from running forever.
    static let maximumDepth = 32

    let differences: (FieldDifference) -> Void

    func compare(_ expected: Any, _ actual: Any, at path: FieldPath, depth: Int) {
        let known = knownEqual(expected, actual)
        if known == true { return }
        if expected is any SecretReflecting, actual is any SecretReflecting {
            // Told apart by `==` alone: nothing of a secret is looked into or shown.
            if known == false {
                let redacted = Secret<Void>.redactedText
                differences(FieldDifference(path: path, expected: redacted, actual: redacted, isSecret: true))
            }
            return
        }
        if let expectedPulse = expected as? any PulseReflecting, let actualPulse = actual as? any PulseReflecting {
            return comparePulses(expectedPulse, actualPulse, at: path, depth: depth)
        }
        var found = false
        let report = { (difference: FieldDifference) in
            found = true
            differences(difference)
        }
        let inner = FieldComparison(differences: report)
        if type(of: expected) == type(of: actual), depth < Self.maximumDepth {
            inner.compareParts(expected, actual, at: path, depth: depth + 1)
        }
        guard !found else { return }
        let expectedText = describe(expected)
        let actualText = describe(actual)
        // A value nothing could look into is told by its description, unless `==` already said it differs.
        if known == false || expectedText != actualText {
            differences(FieldDifference(path: path, expected: expectedText, actual: actualText))
        }
    }

    /// Compares two pulses by their values, and, when their values are the same, by how many times they
    /// were set: the count is only shown when it is what differs.
    private func comparePulses(
        _ expected: any PulseReflecting, _ actual: any PulseReflecting, at path: FieldPath, depth: Int
    ) {
        var found = false
        FieldComparison { difference in
            found = true
            differences(difference)
        }.compare(expected.reflectedValue, actual.reflectedValue, at: path, depth: depth)
        guard !found, expected.reflectedSettings != actual.reflectedSettings else { return }
        differences(
            FieldDifference(
                path: path, expected: describe(expected, pulseSettings: true),
                actual: describe(actual, pulseSettings: true)))
    }

    /// Compares the parts of two values of the same type; reports nothing when it cannot look into them.
    private func compareParts(_ expected: Any, _ actual: Any, at path: FieldPath, depth: Int) {
        let expectedMirror = Mirror(reflecting: expected)
        let actualMirror = Mirror(reflecting: actual)
        let expectedChildren = Array(expectedMirror.children)
        let actualChildren = Array(actualMirror.children)
        switch expectedMirror.displayStyle {
        case .optional:
            guard let wrappedExpected = expectedChildren.first?.value, let wrappedActual = actualChildren.first?.value
            else { return }
            compare(wrappedExpected, wrappedActual, at: path.appending(.unwrapped), depth: depth)
        case .collection:
            if let expectedElements = identified(expectedChildren), let actualElements = identified(actualChildren) {
                return compareIdentified(expectedElements, actualElements, at: path, depth: depth)
            }
            for index in 0..<max(expectedChildren.count, actualChildren.count) {
                let place = path.appending(.index(index))
                guard index < expectedChildren.count, index < actualChildren.count else {
                    let expectedText = index < expectedChildren.count ? describe(expectedChildren[index].value) : nil
                    let actualText = index < actualChildren.count ? describe(actualChildren[index].value) : nil
                    differences(
                        FieldDifference(
                            path: place, expected: expectedText ?? "nothing", actual: actualText ?? "nothing"))
                    continue
                }
                compare(expectedChildren[index].value, actualChildren[index].value, at: place, depth: depth)
            }
        case .dictionary:
            compareEntries(entries(of: expectedChildren), entries(of: actualChildren), at: path, depth: depth)
        case .set:
            let expectedMembers = Set(expectedChildren.map { describe($0.value) })
            let actualMembers = Set(actualChildren.map { describe($0.value) })
            if expectedMembers != actualMembers {
                differences(FieldDifference(path: path, expected: describe(expected), actual: describe(actual)))
            }
        case .enum:
            guard let expectedCase = expectedChildren.first, let actualCase = actualChildren.first,
                expectedCase.label == actualCase.label, let label = expectedCase.label
            else { return }
            compare(expectedCase.value, actualCase.value, at: path.appending(.member(label)), depth: depth)
        case .class:
            if (expected as AnyObject) === (actual as AnyObject) { return }
            compareFields(expectedChildren, actualChildren, at: path, depth: depth)
        case .struct, .tuple:
            compareFields(expectedChildren, actualChildren, at: path, depth: depth)
        default:
            return
        }
    }

    /// Compares two lists of identified elements by id: the elements both have, each at its id, those only
    /// one has, then, if the elements both have are in another order, the order of the ids.
    private func compareIdentified(
        _ expected: [IdentifiedElement], _ actual: [IdentifiedElement], at path: FieldPath, depth: Int
    ) {
        let actualByID = Dictionary(actual.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let expectedIDs = Set(expected.map(\.id))
        for element in expected {
            let place = path.appending(.id(element.name))
            guard let other = actualByID[element.id] else {
                differences(FieldDifference(path: place, expected: describe(element.value), actual: "nothing"))
                continue
            }
            compare(element.value, other.value, at: place, depth: depth)
        }
        for element in actual where !expectedIDs.contains(element.id) {
            let place = path.appending(.id(element.name))
            differences(FieldDifference(path: place, expected: "nothing", actual: describe(element.value)))
        }
        let common = expected.filter { actualByID[$0.id] != nil }.map(\.id)
        if common != actual.filter({ expectedIDs.contains($0.id) }).map(\.id) {
            differences(
                FieldDifference(
                    path: path.appending(.ids), expected: "[" + expected.map(\.name).joined(separator: ", ") + "]",
                    actual: "[" + actual.map(\.name).joined(separator: ", ") + "]"))
        }
    }

    private func compareFields(
        _ expected: [Mirror.Child], _ actual: [Mirror.Child], at path: FieldPath, depth: Int
    ) {
        let labels = Set(expected.compactMap(\.label))
        for (expectedField, actualField) in zip(expected, actual) {
            let label = expectedField.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? "?"
            let name = fieldName(label, of: expectedField.value, among: labels)
            if name != label {
                // A property wrapper's storage: compared through what it wraps, at the property's name.
                compare(
                    wrapped(expectedField.value), wrapped(actualField.value), at: path.appending(.member(name)),
                    depth: depth)
                continue
            }
            compare(expectedField.value, actualField.value, at: path.appending(.member(name)), depth: depth)
        }
    }

    private func compareEntries(
        _ expected: [String: Any], _ actual: [String: Any], at path: FieldPath, depth: Int
    ) {
        for key in Set(expected.keys).union(actual.keys).sorted() {
            let place = path.appending(.key(key))
            switch (expected[key], actual[key]) {
            case (let expectedValue?, let actualValue?):
                compare(expectedValue, actualValue, at: place, depth: depth)
            case (let expectedValue, let actualValue):
                differences(
                    FieldDifference(
                        path: place, expected: expectedValue.map { describe($0) } ?? "nothing",
                        actual: actualValue.map { describe($0) } ?? "nothing"))
            }
        }
    }
}

/// An element of a list, with its id and the id as a path names it.
private struct IdentifiedElement {
    let id: AnyHashable
    let name: String
    let value: Any
}

/// The elements of a list with their ids, if every one is `Identifiable` by a value (not by the object's
/// identity, which means nothing to a reader) and no two have the same id; `nil` otherwise.
private func identified(_ children: [Mirror.Child]) -> [IdentifiedElement]? {
    var elements: [IdentifiedElement] = []
    var seen: Set<AnyHashable> = []
    for child in children {
        guard let element = child.value as? any Identifiable else { return nil }
        let id = element.id
        guard !(id is ObjectIdentifier) else { return nil }
        let key = AnyHashable(id)
        guard seen.insert(key).inserted else { return nil }
        elements.append(IdentifiedElement(id: key, name: describe(id), value: child.value))
    }
    return elements
}

/// A dictionary's entries keyed by their keys' descriptions, as a `Mirror` lists them.
private func entries(of children: [Mirror.Child]) -> [String: Any] {
    var entries: [String: Any] = [:]
    for child in children {
        let pair = Array(Mirror(reflecting: child.value).children)
        guard pair.count == 2 else { continue }
        entries[describe(pair[0].value)] = pair[1].value
    }
    return entries
}

/// Whether `==` says two values are equal: `nil` when their type is not `Equatable`.
private func knownEqual(_ expected: Any, _ actual: Any) -> Bool? {
    guard let expected = expected as? any Equatable else { return nil }
    return isEqual(expected, actual)
}

private func isEqual<Value: Equatable>(_ expected: Value, _ actual: Any) -> Bool {
    guard let actual = actual as? Value else { return false }
    return expected == actual
}
