import Foundation

/// Reads a recording's bytes line by line, checking each against the format and the lines before it. It
/// never traps: whatever the bytes, it ends with the entries or with the first line at fault.
struct RecordingParser {
    private(set) var timeUnit: Recording.TimeUnit?
    private(set) var entries: [RecordingEntry] = []
    private var lastTime = 0
    /// The presenters whose initial state was read.
    private var presenters: Set<String> = []
    /// The number of the last subscription of each presenter to each answer.
    private var lastCall: [CallKey: Int] = [:]
    /// The subscriptions made and not ended yet.
    private var openCalls: Set<CallKey> = []

    private struct CallKey: Hashable {
        let presenter: String
        let answer: String
        var number = 0
    }

    mutating func parse(_ data: Data) throws {
        var lines = [UInt8](data).split(separator: 10, omittingEmptySubsequences: false)
        if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        for (index, var bytes) in lines.enumerated() {
            if bytes.last == 13 { bytes.removeLast() }
            let text = String(decoding: bytes, as: UTF8.self)
            guard text.utf8.elementsEqual(bytes) else {
                throw RecordingError(line: index + 1, reason: "not valid UTF-8")
            }
            try parseLine(text[...], number: index + 1)
        }
    }

    private mutating func parseLine(_ line: Substring, number: Int) throws {
        func fail(_ reason: String) -> RecordingError { RecordingError(line: number, reason: reason) }
        switch number {
        case 1: try checkVersion(line).map { throw fail($0) }
        case 2:
            guard let unit = Self.timeUnit(line) else { throw Self.missingTimeLine(found: quoted(line)) }
            timeUnit = unit
        default:
            guard !line.isEmpty, !line.hasPrefix("#") else { return }
            do {
                try parseEntry(line, number: number)
            } catch let reason as Reason {
                throw fail(reason.text)
            }
        }
    }

    /// Why the version line is not one this library reads, or `nil` when it is.
    private func checkVersion(_ line: Substring) -> String? {
        if line == Recording.versionLine { return nil }
        let prefix = "# presenter recording v"
        if line.hasPrefix(prefix), line.count > prefix.count, line.dropFirst(prefix.count).allSatisfy(\.isASCIIDigit) {
            return
                "unsupported version \(line.dropFirst(prefix.count)): this library reads version \(Recording.version)"
        }
        return "missing the version line '\(Recording.versionLine)', found \(quoted(line))"
    }

    /// The error for a recording whose second line is not a time line.
    static func missingTimeLine(found: String) -> RecordingError {
        RecordingError(
            line: 2,
            reason: "missing the time line '\(Recording.timeLines[0])' or '\(Recording.timeLines[1])', found \(found)")
    }

    private static func timeUnit(_ line: Substring) -> Recording.TimeUnit? {
        if line == "# time: milliseconds" { return .milliseconds }
        let prefix = "# time: ticks of "
        guard line.hasPrefix(prefix), line.hasSuffix(" s") else { return nil }
        let number = line.dropFirst(prefix.count).dropLast(2)
        guard let resolution = Double(number), resolution.isFinite, resolution > 0 else { return nil }
        return .ticks(resolution: resolution)
    }

    private struct Reason: Error {
        let text: String
        init(_ text: String) { self.text = text }
    }

    private mutating func parseEntry(_ line: Substring, number: Int) throws {
        let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts[0].count <= 18, parts[0].allSatisfy(\.isASCIIDigit), let time = Int(parts[0]) else {
            throw Reason("bad time \(quoted(parts[0])): a time is a whole number of ticks or milliseconds")
        }
        guard parts.count > 1, let kind = RecordingEntry.Kind(rawValue: String(parts[1])) else {
            let kinds = RecordingEntry.Kind.allCases.map(\.rawValue).joined(separator: ", ")
            throw Reason("unknown kind \(quoted(parts.count > 1 ? parts[1] : "")): the kinds are \(kinds)")
        }
        guard time >= lastTime else { throw Reason("time going back from \(lastTime) to \(time)") }
        let fields = parts.count > 2 ? parts[2].split(separator: " ", maxSplits: kind.isAnswer ? 2 : 1) : []
        guard let name = fields.first, isValidRecordingName(name) else {
            throw Reason("bad name \(quoted(fields.first ?? "")): a name is letters, digits and . _ - /")
        }
        if kind != .note, !presenters.contains(String(name)) {
            guard kind == .state else {
                throw Reason("no state of \(name) before this \(kind.rawValue): a presenter's first entry is its state")
            }
            presenters.insert(String(name))
        }
        let call = kind.isAnswer ? try self.call(fields.count > 1 ? fields[1] : "", of: name, kind: kind) : nil
        let json = fields.count > (kind.isAnswer ? 2 : 1) ? fields.last.map(String.init) : nil
        try checkJSON(json, of: kind)
        lastTime = time
        entries.append(
            RecordingEntry(time: time, kind: kind, name: String(name), call: call, json: json, line: number))
    }

    /// The subscription `text` names, checked against those made before.
    private mutating func call(_ text: Substring, of presenter: Substring, kind: RecordingEntry.Kind) throws
        -> RecordingEntry.Call
    {
        guard let hash = text.lastIndex(of: "#"), isValidRecordingName(text[..<hash]),
            text[hash...].count > 1, text[hash...].count <= 10,
            text[text.index(after: hash)...].allSatisfy(\.isASCIIDigit),
            let number = Int(text[text.index(after: hash)...]), number > 0
        else {
            throw Reason("bad subscription \(quoted(text)): a subscription is an answer and a number, as in results#1")
        }
        let call = RecordingEntry.Call(answer: String(text[..<hash]), number: number)
        var key = CallKey(presenter: String(presenter), answer: call.answer)
        let last = lastCall[key] ?? 0
        key.number = number
        if kind == .subscribe {
            guard number == last + 1 else {
                throw Reason(
                    "\(presenter)'s \(call) is out of order: its next subscription is \(call.answer)#\(last + 1)")
            }
            lastCall[CallKey(presenter: key.presenter, answer: key.answer)] = number
            openCalls.insert(key)
        } else {
            guard openCalls.contains(key) else {
                throw Reason(
                    number <= last
                        ? "\(presenter)'s \(call) has already ended" : "\(presenter) never subscribed to \(call)")
            }
            if kind.endsCall { openCalls.remove(key) }
        }
        return call
    }

    private func checkJSON(_ json: String?, of kind: RecordingEntry.Kind) throws {
        switch (kind, json) {
        case (.completed, _?), (.dispose, _?):
            throw Reason("unexpected text after the subscription: a \(kind.rawValue) entry carries nothing")
        case (.completed, nil), (.dispose, nil), (.subscribe, nil): return
        case (_, nil): throw Reason("missing the JSON of the \(kind.rawValue)")
        case (_, let json?):
            guard isJSON(json) else { throw Reason("bad JSON \(quoted(json[...]))") }
        }
    }
}

/// Whether `text` is one JSON value (a fragment such as `"sw"` or `1` counts).
func isJSON(_ text: String) -> Bool {
    // Foundation's parser recurses: refuse a nesting deep enough to matter before it sees it.
    var depth = 0
    var inString = false
    var escaped = false
    for byte in text.utf8 {
        if inString {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == 34 {
                inString = false
            }
            continue
        }
        switch byte {
        case 34: inString = true
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            depth += 1
            if depth > 256 { return false }
        case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
        default: break
        }
    }
    return (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) != nil
}

extension Character {
    /// Whether the character is one of the ASCII digits 0 to 9.
    fileprivate var isASCIIDigit: Bool { asciiValue.map { (48...57).contains($0) } ?? false }
}
