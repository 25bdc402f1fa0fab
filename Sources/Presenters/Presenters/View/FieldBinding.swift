/// A two-way binding of a form field to a presenter: reading it reads the field through the model (and
/// so observes it), writing it sends the event that the new value makes.
///
/// A text field's `Binding` in SwiftUI is one line:
/// `TextField("Email", text: Binding(get: { email.value }, set: { email.value = $0 }))`.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
public struct FieldBinding<Value> {
    private let read: @MainActor () -> Value
    private let write: @MainActor (Value) -> Void

    /// A binding that reads with `read` and writes with `write`.
    public init(get read: @escaping @MainActor () -> Value, set write: @escaping @MainActor (Value) -> Void) {
        self.read = read
        self.write = write
    }

    /// The field's value; setting it sends the field's event with the new value. The field shows the new
    /// value once the presenter has reduced that event.
    public var value: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension ObservedPresenter {
    /// A binding of the field at `field`: it reads the field as `model[dynamicMember: field]` does, and a
    /// new value sends `event(newValue)`.
    ///
    /// ```swift
    /// let email = model.binding(\.form.email, send: { .emailChanged($0) })
    /// email.value = "ada@example.com"   // sends .emailChanged("ada@example.com")
    /// ```
    public func binding<Value: Equatable>(
        _ field: KeyPath<State, Value>, send event: @escaping (Value) -> Event
    ) -> FieldBinding<Value> {
        FieldBinding(get: { self[dynamicMember: field] }, set: { self.send(event($0)) })
    }

    /// A binding of a field that cannot be compared: its readers are told of every change of state.
    public func binding<Value>(
        _ field: KeyPath<State, Value>, send event: @escaping (Value) -> Event
    ) -> FieldBinding<Value> {
        FieldBinding(get: { self[dynamicMember: field] }, set: { self.send(event($0)) })
    }
}
