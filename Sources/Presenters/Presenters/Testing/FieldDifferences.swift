/// One place where two values differ: the path to it from the values' root, and what each value holds there.
///
/// The path reads as Swift would reach the field: `items[3].votes`, `selected?.title`, `counts["b"]`, an
/// enum's case as a member (`phase.loaded[0]`, with a payload's label or position after it:
/// `result.failure.0`); an empty path means the values differ as a whole.
struct FieldDifference: Equatable {
    var path: FieldPath
    var expected: String
    var actual: String

    /// `items[3].votes: expected 5, actual 4`.
    var line: String {
        let place = path.description
        return (place.isEmpty ? "" : place + ": ") + "expected \(expected), actual \(actual)"
    }
}

/// The differences between `expected` and `actual`, field by field, found by reflection: nested structs,
/// classes and tuples by field, enums by case and payload, arrays by index, optionals, dictionaries by key
/// and sets by member. Values that are `Equatable` and equal are not looked into.
func fieldDifferences(expected: Any, actual: Any) -> [FieldDifference] {
    var differences: [FieldDifference] = []
    FieldComparison(differences: { differences.append($0) }).compare(expected, actual, at: FieldPath(), depth: 0)
    return differences
}

/// The lines of `fieldDifferences`, at most `limit` of them, the rest counted in a last line.
func fieldDifferenceLines(expected: Any, actual: Any, limit: Int = 20) -> [String] {
    let differences = fieldDifferences(expected: expected, actual: actual)
    var lines = differences.prefix(limit).map(\.line)
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

    private func compareFields(
        _ expected: [Mirror.Child], _ actual: [Mirror.Child], at path: FieldPath, depth: Int
    ) {
        for (expectedField, actualField) in zip(expected, actual) {
            let name = expectedField.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? "?"
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
                        path: place, expected: expectedValue.map(describe) ?? "nothing",
                        actual: actualValue.map(describe) ?? "nothing"))
            }
        }
    }
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
