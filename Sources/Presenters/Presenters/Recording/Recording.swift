import Foundation

/// A session written down: what presenters did (events, states, routes) and what their use cases answered,
/// each with its time, one entry a line after a version line and a time line.
///
/// ```
/// # presenter recording v1
/// # time: ticks of 1.0 s
/// 0 state search {"query":"","results":[]}
/// 100 event search {"typed":{"_0":"sw"}}
/// 100 state search {"query":"sw","results":[]}
/// 100 subscribe search results#1 "sw"
/// 130 next search results#1 ["sw!"]
/// 130 completed search results#1
/// 130 state search {"query":"sw","results":["sw!"]}
/// ```
///
/// A `SessionRecorder` writes one; `Recording(parsing:)` reads one back, failing with the line and the
/// reason when it is malformed; `RecordingReplay` replays it as an exhaustive presenter test.
///
/// - Lines after the first two that are empty or start with `#` are comments.
/// - Times never go back. In ticks, they are the virtual clock of a `TestScheduler` whose tick lasts the
///   resolution given, in seconds; in milliseconds, they are the time since the recording started.
/// - Values are JSON on one line, with sorted keys, as `Codable` writes them; the first entry of a
///   presenter is its initial state; an answer's subscriptions are numbered from 1 in order, and every
///   answer entry names a subscription that was made and has not ended.
public struct Recording: Equatable, Sendable {
    /// What the times of a recording count.
    public enum TimeUnit: Equatable, Sendable {
        /// The ticks of a `TestScheduler` whose tick lasts `resolution` seconds.
        case ticks(resolution: Double)
        /// Milliseconds since the recording started, on a real clock.
        case milliseconds
    }

    /// The version of the format this library writes and reads.
    public static let version = 1

    /// The first line of every recording of this version.
    public static let versionLine = "# presenter recording v\(version)"

    /// What the times count.
    public let timeUnit: TimeUnit
    /// The entries, in the order they happened.
    public internal(set) var entries: [RecordingEntry]

    /// An empty recording whose times count `timeUnit`.
    init(timeUnit: TimeUnit, entries: [RecordingEntry] = []) {
        self.timeUnit = timeUnit
        self.entries = entries
    }

    /// Reads a recording from its text.
    /// - Throws: a `RecordingError` with the line number and the reason when the text is not a recording
    ///   of a version this library reads.
    public init(parsing text: String) throws {
        try self.init(data: Data(text.utf8))
    }

    /// Reads a recording from the bytes of its file, which must be UTF-8.
    /// - Throws: a `RecordingError` with the line number and the reason when the bytes are not a
    ///   recording of a version this library reads.
    public init(data: Data) throws {
        var parser = RecordingParser()
        try parser.parse(data)
        guard let unit = parser.timeUnit else { throw RecordingParser.missingTimeLine(found: "nothing") }
        self.init(timeUnit: unit, entries: parser.entries)
    }

    /// The second line of a recording whose times count `unit`.
    static func timeLine(_ unit: TimeUnit) -> String {
        switch unit {
        case .ticks(let resolution): return "# time: ticks of \(resolution) s"
        case .milliseconds: return "# time: milliseconds"
        }
    }

    /// Examples of time lines, as error messages show them.
    static let timeLines = [timeLine(.ticks(resolution: 1)), timeLine(.milliseconds)]

    /// The version line, the time line, then one entry a line, each line ending with a line feed.
    public var text: String {
        var lines = [Recording.versionLine, Recording.timeLine(timeUnit)]
        lines += entries.map(\.description)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The presenters the recording follows, in the order they appear.
    public var presenterNames: [String] {
        var names: [String] = []
        for entry in entries where entry.kind == .state && !names.contains(entry.name) {
            names.append(entry.name)
        }
        return names
    }

    /// The entries about the presenter `name`: its events, states and routes, and its answers.
    public func entries(ofPresenter name: String) -> [RecordingEntry] {
        entries.filter { $0.kind != .note && $0.name == name }
    }

    /// The time of the last entry, or `nil` when there is none: a replay runs until then.
    var endTime: Int? { entries.last?.time }
}
