/// Reads an event's text back, as `EventText` writes it: its words, numbers, quoted strings and brackets in
/// order, each value taking as many of them as its type reads.
final class TextReader {
    /// A piece of an event's text.
    enum Token: Equatable {
        /// A case's name, a number, `true`, `false`, `nil` or a range.
        case word(Substring)
        /// A string, unquoted.
        case string(String)
        /// `[` and `]`, around a list's items.
        case open, close
    }

    private let tokens: [Token]
    private var position = 0

    /// The reader of `text`, or `nil` if a quoted string in it is not one that `Quoting` writes.
    init?(_ text: Substring) {
        var tokens: [Token] = []
        var rest = text.unicodeScalars[...]
        while let first = rest.first {
            switch first {
            case " ": rest = rest.dropFirst()
            case "[", "]":
                tokens.append(first == "[" ? .open : .close)
                rest = rest.dropFirst()
            case "\"":
                guard let end = Self.closingQuote(in: rest),
                    let string = Quoting.unquote(Substring(rest[...end]))
                else { return nil }
                tokens.append(.string(string))
                rest = rest[rest.index(after: end)...]
            default:
                let end = rest.firstIndex { $0 == " " || $0 == "]" } ?? rest.endIndex
                tokens.append(.word(Substring(rest[..<end])))
                rest = rest[end...]
            }
        }
        self.tokens = tokens
    }

    /// Where the string that opens `text` ends: the first quote not escaped after the one it starts with.
    private static func closingQuote(in text: Substring.UnicodeScalarView.SubSequence) -> String.Index? {
        var escaped = false
        for index in text.indices.dropFirst() {
            let scalar = text[index]
            if escaped {
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else if scalar == "\"" {
                return index
            }
        }
        return nil
    }

    /// Whether every token was read.
    var isAtEnd: Bool { position == tokens.count }

    /// The next token, not read yet.
    var peek: Token? { isAtEnd ? nil : tokens[position] }

    /// Reads the next token if it is `token`.
    func skip(_ token: Token) -> Bool {
        guard peek == token else { return false }
        position += 1
        return true
    }

    /// Reads the next token, which must be `token`.
    func expect(_ token: Token, at codingPath: [any CodingKey]) throws {
        guard skip(token) else { throw Self.failure(at: codingPath, "expected \(token)") }
    }

    /// Reads a value of type `type`: a range as `lower-upper`, anything else as it decodes itself.
    func value<Value: Decodable>(_ type: Value.Type, at codingPath: [any CodingKey]) throws -> Value {
        if Value.self == ClosedRange<Int>.self {
            guard let range = RangeText.range(try word(at: codingPath)) else {
                throw Self.failure(at: codingPath, "expected a range of whole numbers")
            }
            return range as! Value
        }
        return try Value(from: EventTextDecoder(reader: self, codingPath: codingPath))
    }

    func word(at codingPath: [any CodingKey]) throws -> Substring {
        guard case .word(let word)? = peek else { throw Self.failure(at: codingPath, "expected a word") }
        position += 1
        return word
    }

    func string(at codingPath: [any CodingKey]) throws -> String {
        guard case .string(let string)? = peek else { throw Self.failure(at: codingPath, "expected a string") }
        position += 1
        return string
    }

    func bool(at codingPath: [any CodingKey]) throws -> Bool {
        switch try word(at: codingPath) {
        case "true": return true
        case "false": return false
        default: throw Self.failure(at: codingPath, "expected true or false")
        }
    }

    func integer<Value: FixedWidthInteger>(_ type: Value.Type, at codingPath: [any CodingKey]) throws -> Value {
        guard let value = Value(try word(at: codingPath)) else {
            throw Self.failure(at: codingPath, "expected a whole number")
        }
        return value
    }

    /// A number as `EventText.number` writes it: digits, a point, a sign; not `nan` nor `1e3`.
    func number<Value: BinaryFloatingPoint & LosslessStringConvertible>(
        _ type: Value.Type, at codingPath: [any CodingKey]
    ) throws -> Value {
        let word = try word(at: codingPath)
        guard word.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }),
            let value = Value(String(word))
        else { throw Self.failure(at: codingPath, "expected a number") }
        return value
    }

    static func failure(at codingPath: [any CodingKey], _ reason: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: reason))
    }
}

/// The decoder behind `EventText.event(_:from:)`: it reads a `TextReader`'s tokens in order, each secret
/// as a stand-in.
struct EventTextDecoder: Decoder {
    let reader: TextReader
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { EventText.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(KeyedReader<Key>(reader: reader, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try reader.expect(.open, at: codingPath)
        return ListReader(reader: reader, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueDecodingContainer {
        ValueReader(reader: reader, codingPath: codingPath)
    }
}

private struct ValueReader: SingleValueDecodingContainer {
    let reader: TextReader
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { reader.skip(.word("nil")) }
    func decode(_ type: Bool.Type) throws -> Bool { try reader.bool(at: codingPath) }
    func decode(_ type: String.Type) throws -> String { try reader.string(at: codingPath) }
    func decode(_ type: Double.Type) throws -> Double { try reader.number(type, at: codingPath) }
    func decode(_ type: Float.Type) throws -> Float { try reader.number(type, at: codingPath) }
    func decode(_ type: Int.Type) throws -> Int { try reader.integer(type, at: codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try reader.integer(type, at: codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try reader.integer(type, at: codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try reader.integer(type, at: codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try reader.integer(type, at: codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try reader.integer(type, at: codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try reader.integer(type, at: codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try reader.integer(type, at: codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try reader.integer(type, at: codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try reader.integer(type, at: codingPath) }
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try reader.value(type, at: codingPath) }
}

/// An enum's or a struct's entries, read in the order they are asked for, as they were written.
private struct KeyedReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let reader: TextReader
    let codingPath: [any CodingKey]

    /// The case an enum reads: the next word, if it names one.
    var allKeys: [Key] {
        guard case .word(let word)? = reader.peek, let key = Key(stringValue: String(word)) else { return [] }
        return [key]
    }

    /// Whether a value is left: an optional payload not written at the end is none.
    func contains(_ key: Key) -> Bool { !reader.isAtEnd }

    private func read<Value: Decodable>(_ type: Value.Type, _ key: Key) throws -> Value {
        try reader.value(type, at: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool { reader.skip(.word("nil")) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try read(type, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try read(type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try read(type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try read(type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try read(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try read(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try read(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try read(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try read(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try read(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try read(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try read(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try read(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try read(type, key) }
    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value { try read(type, key) }

    /// A case of an enum: its name, then its payloads.
    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try reader.expect(.word(key.stringValue[...]), at: codingPath)
        return KeyedDecodingContainer(KeyedReader<NestedKey>(reader: reader, codingPath: codingPath + [key]))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try reader.expect(.open, at: codingPath + [key])
        return ListReader(reader: reader, codingPath: codingPath + [key])
    }

    func superDecoder() -> any Decoder { EventTextDecoder(reader: reader, codingPath: codingPath) }

    func superDecoder(forKey key: Key) -> any Decoder {
        EventTextDecoder(reader: reader, codingPath: codingPath + [key])
    }
}

/// A list's items, up to its closing bracket.
private struct ListReader: UnkeyedDecodingContainer {
    /// How far the list was read; shared by the copies of the container.
    private final class Progress {
        var index = 0
        var isClosed = false
    }

    let reader: TextReader
    let codingPath: [any CodingKey]
    private let progress = Progress()

    init(reader: TextReader, codingPath: [any CodingKey]) {
        self.reader = reader
        self.codingPath = codingPath
    }

    var count: Int? { nil }
    var currentIndex: Int { progress.index }

    /// Whether the list was read to its end: its closing bracket, which is read then.
    var isAtEnd: Bool {
        if !progress.isClosed, reader.skip(.close) { progress.isClosed = true }
        return progress.isClosed || reader.isAtEnd
    }

    private mutating func read<Value: Decodable>(_ type: Value.Type) throws -> Value {
        guard !isAtEnd else { throw TextReader.failure(at: codingPath, "expected an item") }
        let value = try reader.value(type, at: codingPath + [ItemKey(progress.index)])
        progress.index += 1
        return value
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, reader.skip(.word("nil")) else { return false }
        progress.index += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try read(type) }
    mutating func decode(_ type: String.Type) throws -> String { try read(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try read(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try read(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try read(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try read(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try read(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try read(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try read(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try read(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try read(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try read(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try read(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try read(type) }
    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try read(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        let path = codingPath + [ItemKey(progress.index)]
        progress.index += 1
        return KeyedDecodingContainer(KeyedReader<NestedKey>(reader: reader, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let path = codingPath + [ItemKey(progress.index)]
        progress.index += 1
        try reader.expect(.open, at: path)
        return ListReader(reader: reader, codingPath: path)
    }

    mutating func superDecoder() throws -> any Decoder {
        let path = codingPath + [ItemKey(progress.index)]
        progress.index += 1
        return EventTextDecoder(reader: reader, codingPath: path)
    }
}
