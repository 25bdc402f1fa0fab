/// A value of a state that the view acts on once each time it is set, even when it is set to the same value
/// again: a message to show, an alert, a field to focus.
///
/// A presenter's `state` never delivers the same state twice in a row, so a message kept as a plain field
/// shows once: set to the same text again, nothing changes and the view hears nothing. A pulse counts
/// its settings: each one is a change of state, and `Presenter.pulse(_:)` delivers the value once per
/// setting.
///
/// ```swift
/// struct PostState: Equatable {
///     @Pulse var message: String? = nil
/// }
/// // reduce: state.message = "Link copied."          (each time, even if equal to the last)
/// // view:   presenter.pulse(\.$message).compactMap { $0 }.subscribe(onNext: showToast)
/// ```
///
/// A pulse's initial value is not a setting: the state a presenter starts from, or a state made by an
/// initialiser, holds its pulses unset. Each assignment after that is a setting. In a presenter test an
/// expected pulse is therefore written as the reduce writes it: `$0.message = "Link copied."` in a step, or,
/// for a timeline, a state made without it and then set, as many times as the presenter set it:
///
/// ```swift
/// var shared = PostState()
/// shared.message = "Link copied."
/// test.assertStates([.next(0, PostState()), .next(10, shared)])
/// ```
///
/// A hand-written initialiser gives a pulse its initial value by making its storage, whatever the
/// declaration: `_message = Pulse(wrappedValue: message)`. An assignment through the property,
/// `self.message = message`, is a setting whenever Swift has made the storage before it: with a default
/// value, and for an optional declared without one, which Swift makes `nil` as it does any optional, once
/// the other stored properties are set. A property wrapper cannot tell that assignment from one in a
/// reduce: the two reach it as the same call on the same value.
///
/// ```swift
/// struct BookingState: Equatable {
///     var step: Int
///     @Pulse var message: String?
///
///     init(step: Int = 0, message: String? = nil) {
///         self.step = step
///         _message = Pulse(wrappedValue: message)  // not a setting: $message.settings == 0
///     }
/// }
/// ```
@propertyWrapper
public struct Pulse<Value> {
    /// The value last set.
    public private(set) var value: Value
    /// How many times the value was set since the state was made; each setting counts, equal or not.
    public private(set) var settings: UInt

    /// A pulse holding `value`, not yet set.
    public init(wrappedValue value: Value) {
        self.value = value
        settings = 0
    }

    /// The value last set; setting it, even to the same value, counts one setting.
    public var wrappedValue: Value {
        get { value }
        set {
            value = newValue
            settings &+= 1
        }
    }

    /// The pulse itself, for `Presenter.pulse(_:)`: `\.$message`.
    public var projectedValue: Pulse<Value> { self }
}

extension Pulse: Equatable where Value: Equatable {}
extension Pulse: Hashable where Value: Hashable {}
extension Pulse: Sendable where Value: Sendable {}

/// A pulse is written as its value and its settings, `{"settings":2,"value":"Link copied."}`. An optional pulse
/// never set is not written at all, so that a state holding one is written as it was before the pulse: a
/// recording made when the field was a plain optional still reads. A bare value, as such a recording has it,
/// reads as a pulse set once.
extension Pulse: Codable where Value: Codable {
    private enum CodingKeys: String, CodingKey {
        case value
        case settings
    }

    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: CodingKeys.self),
            container.contains(.settings)
        {
            value = try container.decode(Value.self, forKey: .value)
            settings = try container.decode(UInt.self, forKey: .settings)
        } else {
            value = try decoder.singleValueContainer().decode(Value.self)
            settings = 1
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value, forKey: .value)
        try container.encode(settings, forKey: .settings)
    }
}

extension KeyedEncodingContainer {
    /// Writes `pulse`, unless it is an optional pulse never set: see ``Pulse``.
    public mutating func encode<Wrapped: Codable>(_ pulse: Pulse<Wrapped?>, forKey key: Key) throws {
        if pulse.settings == 0 && pulse.value == nil { return }
        try encodeIfPresent(Optional(pulse), forKey: key)
    }
}

extension KeyedDecodingContainer {
    /// Reads the pulse at `key`, or an optional pulse never set when there is none: see ``Pulse``.
    public func decode<Wrapped: Codable>(_ type: Pulse<Wrapped?>.Type, forKey key: Key) throws -> Pulse<Wrapped?> {
        try decodeIfPresent(type, forKey: key) ?? Pulse(wrappedValue: nil)
    }
}

extension Pulse: CustomStringConvertible {
    public var description: String { "\(value) (set \(settings) times)" }
}

extension Presenter {
    /// The value of the pulse at `keyPath` each time the state's pulse is set after the subscription,
    /// even to the value it had: what a view shows once per setting. The value the pulse holds when the
    /// subscription starts is not delivered, so that a view made later does not show an old message again.
    public func pulse<Value>(_ keyPath: KeyPath<State, Pulse<Value>>) -> Observable<Value> {
        state.map { $0[keyPath: keyPath] }
            .distinctUntilChanged { $0.settings == $1.settings }
            .skip(1)
            .map(\.value)
    }
}

/// What a failure message reads of a pulse: its value, and how many times it was set, which it shows only
/// when that is what differs.
protocol PulseReflecting {
    var reflectedValue: Any { get }
    var reflectedSettings: UInt { get }
}

extension Pulse: PulseReflecting {
    var reflectedValue: Any { value }
    var reflectedSettings: UInt { settings }
}
