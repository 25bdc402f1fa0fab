// Equality, hashing, coding and printing see the elements only, as those of an array would: the journal
// is how the list was reached, not what it is.

extension IdentifiedList: Equatable where Element: Equatable {
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.elements == rhs.elements
    }
}

extension IdentifiedList: Hashable where Element: Hashable {
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }
}

extension IdentifiedList: ExpressibleByArrayLiteral {
    @inlinable
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension IdentifiedList: Encodable where Element: Encodable {
    /// Encodes the elements as an array.
    @inlinable
    public func encode(to encoder: any Encoder) throws {
        try elements.encode(to: encoder)
    }
}

extension IdentifiedList: Decodable where Element: Decodable {
    /// Decodes the elements from an array.
    @inlinable
    public init(from decoder: any Decoder) throws {
        self.init(try [Element](from: decoder))
    }
}

extension IdentifiedList: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    @inlinable
    public var description: String { elements.description }
    @inlinable
    public var debugDescription: String { "IdentifiedList(\(elements.debugDescription))" }
    @inlinable
    public var customMirror: Mirror { Mirror(self, unlabeledChildren: elements, displayStyle: .collection) }
}
