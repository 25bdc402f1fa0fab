/// A value as `EventText` writes it, filled in as the value encodes itself: a word or a number, the
/// entries of an enum or a struct in the order they are encoded, or the items of a list.
final class WrittenValue {
    /// An entry of a keyed container: a case's name is written before its payloads, a field's key is not.
    private struct Entry {
        let key: String
        let isCase: Bool
        let value: WrittenValue
    }

    private var token: String?
    private var entries: [Entry] = []
    private var items: [WrittenValue]?

    /// The value's text: its token, its entries separated by spaces, or its items between brackets.
    var text: String {
        if let token { return token }
        if let items { return "[" + items.map(\.text).joined(separator: " ") + "]" }
        return entries.map { entry in
            let payload = entry.value.text
            guard entry.isCase else { return payload }
            return payload.isEmpty ? entry.key : entry.key + " " + payload
        }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    func write(_ token: String) {
        self.token = token
    }

    /// A new value, written after those before it: under `key`, named in the text if `isCase`.
    func entry(_ key: String, isCase: Bool) -> WrittenValue {
        let value = WrittenValue()
        entries.append(Entry(key: key, isCase: isCase, value: value))
        return value
    }

    /// A new item of the list this value becomes.
    func item() -> WrittenValue {
        let value = WrittenValue()
        items = (items ?? []) + [value]
        return value
    }

    func startList() {
        if items == nil { items = [] }
    }

    var itemCount: Int { items?.count ?? 0 }

    /// Writes `value` here: a range as `lower-upper`, anything else as it encodes itself.
    func encode<Value: Encodable>(_ value: Value, at codingPath: [any CodingKey]) throws {
        if let range = value as? ClosedRange<Int> { return write(RangeText.text(range)) }
        try value.encode(to: EventTextEncoder(into: self, codingPath: codingPath))
    }
}

/// The encoder behind `EventText.text(of:)`: it writes into a `WrittenValue`, each secret as its stand-in.
struct EventTextEncoder: Encoder {
    let written: WrittenValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { EventText.userInfo }

    init(into written: WrittenValue, codingPath: [any CodingKey]) {
        self.written = written
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedWriter<Key>(written: written, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        written.startList()
        return ListWriter(written: written, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        ValueWriter(written: written, codingPath: codingPath)
    }
}

/// The key of an item of a list, its position.
struct ItemKey: CodingKey {
    let intValue: Int?
    var stringValue: String { intValue.map(String.init) ?? "" }

    init(_ position: Int) { intValue = position }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

private struct ValueWriter: SingleValueEncodingContainer {
    let written: WrittenValue
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { written.write("nil") }
    mutating func encode(_ value: Bool) throws { written.write(value ? "true" : "false") }
    mutating func encode(_ value: String) throws { written.write(Quoting.quote(value)) }
    mutating func encode(_ value: Double) throws { written.write(EventText.number(value)) }
    mutating func encode(_ value: Float) throws { written.write(EventText.number(Double(value))) }
    mutating func encode(_ value: Int) throws { written.write(String(value)) }
    mutating func encode(_ value: Int8) throws { written.write(String(value)) }
    mutating func encode(_ value: Int16) throws { written.write(String(value)) }
    mutating func encode(_ value: Int32) throws { written.write(String(value)) }
    mutating func encode(_ value: Int64) throws { written.write(String(value)) }
    mutating func encode(_ value: UInt) throws { written.write(String(value)) }
    mutating func encode(_ value: UInt8) throws { written.write(String(value)) }
    mutating func encode(_ value: UInt16) throws { written.write(String(value)) }
    mutating func encode(_ value: UInt32) throws { written.write(String(value)) }
    mutating func encode(_ value: UInt64) throws { written.write(String(value)) }
    mutating func encode<Value: Encodable>(_ value: Value) throws { try written.encode(value, at: codingPath) }
}

private struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let written: WrittenValue
    let codingPath: [any CodingKey]

    private func add<Value: Encodable>(_ value: Value, _ key: Key) throws {
        try written.entry(key.stringValue, isCase: false).encode(value, at: codingPath + [key])
    }

    mutating func encodeNil(forKey key: Key) throws { written.entry(key.stringValue, isCase: false).write("nil") }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try add(value, key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try add(value, key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try add(value, key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try add(value, key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try add(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try add(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try add(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try add(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try add(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try add(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try add(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try add(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try add(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try add(value, key) }
    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws { try add(value, key) }

    /// A case of an enum, as synthesized coding writes one: its name, then its payloads.
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        let nested = written.entry(key.stringValue, isCase: true)
        return KeyedEncodingContainer(KeyedWriter<NestedKey>(written: nested, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = written.entry(key.stringValue, isCase: false)
        nested.startList()
        return ListWriter(written: nested, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        EventTextEncoder(into: written.entry("super", isCase: false), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        EventTextEncoder(into: written.entry(key.stringValue, isCase: false), codingPath: codingPath + [key])
    }
}

private struct ListWriter: UnkeyedEncodingContainer {
    let written: WrittenValue
    let codingPath: [any CodingKey]
    var count: Int { written.itemCount }

    private func add<Value: Encodable>(_ value: Value) throws {
        let key = ItemKey(count)
        try written.item().encode(value, at: codingPath + [key])
    }

    mutating func encodeNil() throws { written.item().write("nil") }
    mutating func encode(_ value: Bool) throws { try add(value) }
    mutating func encode(_ value: String) throws { try add(value) }
    mutating func encode(_ value: Double) throws { try add(value) }
    mutating func encode(_ value: Float) throws { try add(value) }
    mutating func encode(_ value: Int) throws { try add(value) }
    mutating func encode(_ value: Int8) throws { try add(value) }
    mutating func encode(_ value: Int16) throws { try add(value) }
    mutating func encode(_ value: Int32) throws { try add(value) }
    mutating func encode(_ value: Int64) throws { try add(value) }
    mutating func encode(_ value: UInt) throws { try add(value) }
    mutating func encode(_ value: UInt8) throws { try add(value) }
    mutating func encode(_ value: UInt16) throws { try add(value) }
    mutating func encode(_ value: UInt32) throws { try add(value) }
    mutating func encode(_ value: UInt64) throws { try add(value) }
    mutating func encode<Value: Encodable>(_ value: Value) throws { try add(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let key = ItemKey(count)
        return KeyedEncodingContainer(KeyedWriter<NestedKey>(written: written.item(), codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let key = ItemKey(count)
        let nested = written.item()
        nested.startList()
        return ListWriter(written: nested, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        let key = ItemKey(count)
        return EventTextEncoder(into: written.item(), codingPath: codingPath + [key])
    }
}
