import Foundation
import Presenters

/// Finds where a replay departs from the recording it replays: the first event, state or route of a
/// presenter that differs, told with the line of the recording it is on, both entries, and the fields of
/// their values that differ.
///
/// ```
/// line 14: the replay differs from the recording at feed's state #3:
///   recorded: 900 state feed {"isEmpty":false,...}
///   replayed: 900 state feed {"isEmpty":false,...}
///   items[0].votes: recorded 400, replayed 401
/// ```
struct ReplayComparison {
    /// Whether times must be the same: on a virtual clock they are; in real time, the recorded answers
    /// keep the order of what happened, and the times are only as exact as the clock was.
    let comparingTimes: Bool

    /// The kinds of entries compared: what the presenters did.
    static let kinds: Set<RecordingEntry.Kind> = [.event, .state, .route]

    /// The first difference, the one on the earliest line of the recording, or `nil` when every presenter
    /// of both did the same.
    func firstDifference(recorded: Recording, replayed: Recording) -> String? {
        let expected = Self.byPresenter(recorded)
        let actual = Self.byPresenter(replayed)
        var first: (line: Int, text: String)?
        for name in Set(expected.keys).union(actual.keys) where !Self.onlyBuilt(expected[name], actual[name]) {
            guard let difference = difference(of: name, expected[name] ?? [], actual[name] ?? []) else { continue }
            if first.map({ difference.line < $0.line }) ?? true { first = difference }
        }
        return first?.text
    }

    /// Whether a presenter the recording never names did nothing in the replay but show its first state:
    /// the first screen of a tab added since the recording was made, built with the others and never shown.
    private static func onlyBuilt(_ recorded: [RecordingEntry]?, _ replayed: [RecordingEntry]?) -> Bool {
        guard recorded == nil, let replayed, replayed.count == 1 else { return false }
        return replayed[0].kind == .state
    }

    private static func byPresenter(_ recording: Recording) -> [String: [RecordingEntry]] {
        Dictionary(grouping: recording.entries.filter { kinds.contains($0.kind) }, by: \.name)
    }

    private func difference(of name: String, _ expected: [RecordingEntry], _ actual: [RecordingEntry]) -> (
        line: Int, text: String
    )? {
        for index in 0..<max(expected.count, actual.count) {
            let recorded = index < expected.count ? expected[index] : nil
            let replayed = index < actual.count ? actual[index] : nil
            if let recorded, let replayed, same(recorded, replayed) { continue }
            guard let shown = recorded ?? replayed else { return nil }
            let number = (expected.count > index ? expected : actual)[...index].filter { $0.kind == shown.kind }.count
            let place: String
            let line: Int
            if let recorded {
                line = recorded.line
                place = "line \(line)"
            } else {
                line = (expected.last?.line ?? 2) + 1
                place = "after line \(line - 1)"
            }
            var lines = [
                "\(place): the replay differs from the recording at \(name)'s \(shown.kind.rawValue) #\(number):",
                "  recorded: \(recorded.map(Self.shown) ?? "(nothing)")",
                "  replayed: \(replayed.map(Self.shown) ?? "(nothing)")",
            ]
            if let recorded, let replayed, recorded.kind == replayed.kind {
                if comparingTimes, recorded.time != replayed.time {
                    lines.append("  time: recorded \(recorded.time), replayed \(replayed.time)")
                }
                lines += JSONDifferences.lines(recorded.json ?? "null", replayed.json ?? "null").map { "  " + $0 }
            }
            return (line, lines.joined(separator: "\n"))
        }
        return nil
    }

    private func same(_ recorded: RecordingEntry, _ replayed: RecordingEntry) -> Bool {
        recorded.kind == replayed.kind && (!comparingTimes || recorded.time == replayed.time)
            && JSONDifferences.equal(recorded.json ?? "null", replayed.json ?? "null")
    }

    /// An entry as its line reads, cut to keep the message readable.
    private static func shown(_ entry: RecordingEntry) -> String {
        let text = entry.description
        return text.count > 200 ? text.prefix(200) + "..." : text
    }
}

/// Compares two JSON values as values, not texts, and names the places where they differ.
enum JSONDifferences {
    /// Whether `lhs` and `rhs` hold the same value, whatever their spacing and the order of their keys.
    static func equal(_ lhs: String, _ rhs: String) -> Bool {
        if lhs == rhs { return true }
        guard let left = value(lhs), let right = value(rhs) else { return false }
        return same(left, right)
    }

    /// `items[0].votes: recorded 400, replayed 401`, one line per place where the values differ, at most
    /// `limit` of them.
    static func lines(_ recorded: String, _ replayed: String, limit: Int = 10) -> [String] {
        guard let left = value(recorded), let right = value(replayed) else { return [] }
        var found: [String] = []
        compare(left, right, at: "", into: &found)
        if found.count > limit { return found.prefix(limit) + ["(\(found.count - limit) more)"] }
        return found
    }

    private static func value(_ json: String) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
    }

    /// Whether two values that `JSONSerialization` read are the same.
    private static func same(_ left: Any?, _ right: Any?) -> Bool {
        switch (left, right) {
        case (nil, nil): return true
        case (let left as [String: Any], let right as [String: Any]):
            return left.count == right.count
                && left.allSatisfy { key, value in right[key].map { same(value, $0) } ?? false }
        case (let left as [Any], let right as [Any]):
            return left.count == right.count && zip(left, right).allSatisfy { same($0, $1) }
        case (let left as String, let right as String): return left == right
        case (let left as NSNumber, let right as NSNumber): return left == right
        case (is NSNull, is NSNull): return true
        default: return false
        }
    }

    private static func compare(_ left: Any?, _ right: Any?, at path: String, into found: inout [String]) {
        if same(left, right) { return }
        if let left = left as? [String: Any], let right = right as? [String: Any] {
            for key in Set(left.keys).union(right.keys).sorted() {
                compare(left[key], right[key], at: path.isEmpty ? key : path + "." + key, into: &found)
            }
        } else if let left = left as? [Any], let right = right as? [Any] {
            for index in 0..<max(left.count, right.count) {
                compare(
                    index < left.count ? left[index] : nil, index < right.count ? right[index] : nil,
                    at: path + "[\(index)]", into: &found)
            }
        } else {
            let place = path.isEmpty ? "" : path + ": "
            found.append("\(place)recorded \(text(left)), replayed \(text(right))")
        }
    }

    private static func text(_ value: Any?) -> String {
        guard let value else { return "(none)" }
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys])
        else { return "\(value)" }
        let text = String(decoding: data, as: UTF8.self)
        return text.count > 80 ? text.prefix(80) + "..." : text
    }
}
