/// A screen's state as an adapter's rendering reads it: a field at a time, as a SwiftUI view reads an
/// `ObservedPresenter` (`state.title`, `state[\.form.email]`, or `state[\.self]` for a state read whole,
/// such as an enum).
///
/// The shell renders the screen on top through its model, so that each field read is one whose change
/// prints the screen again (see `ObservedScreen`); a test, or a system without Observation, reads a state
/// value. Every field is `Equatable`: a change is a field that differs.
@dynamicMemberLookup
struct ShownState<State> {
    private let fields: any StateFields<State>

    /// `state`, read as a value.
    init(_ state: State) {
        fields = StateValue(state: state)
    }

    /// The state that `fields` reads.
    init(reading fields: some StateFields<State>) {
        self.fields = fields
    }

    /// The state's field at `field`.
    subscript<Value: Equatable>(dynamicMember field: KeyPath<State, Value>) -> Value {
        fields.value(of: field)
    }

    /// The state's field at `field`, a path that may go down several levels, read as one field.
    subscript<Value: Equatable>(_ field: KeyPath<State, Value>) -> Value {
        fields.value(of: field)
    }
}

/// Where a `ShownState` reads its fields.
protocol StateFields<State> {
    associatedtype State
    /// The state's field at `field`.
    func value<Value: Equatable>(of field: KeyPath<State, Value>) -> Value
}

/// A state value's fields.
private struct StateValue<State>: StateFields {
    let state: State

    func value<Value: Equatable>(of field: KeyPath<State, Value>) -> Value {
        state[keyPath: field]
    }
}

/// The fields a rendering read, with their values then: what the screen showed, which the next rendering
/// reads as its `previous`, as a view keeps what it drew.
struct ReadFields<State>: StateFields {
    /// Each field read, by its key path, with its value.
    var values: [AnyKeyPath: Any] = [:]
    /// Where a field that the rendering did not read is read: as it is now, as if it had not changed.
    var unread: (any StateFields<State>)?

    func value<Value: Equatable>(of field: KeyPath<State, Value>) -> Value {
        if let value = values[field] as? Value { return value }
        guard let unread else { preconditionFailure("\(field) was not read, and there is nowhere else to read it") }
        return unread.value(of: field)
    }
}
