import Observation

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension ObservedPresenter {
    /// What names the `index`th field read for Observation's registrar: the key path
    /// `\ObservedPresenter.[observedField: index]`, one per field. The key path to the field itself,
    /// `\ObservedPresenter.[dynamicMember: \.title]`, would do as well, but the registrar hashes the key
    /// path at every read and every change, and a key path whose argument is an integer hashes several
    /// times faster than one whose argument is another key path.
    @usableFromInline
    nonisolated subscript(observedField index: Int) -> Int { index }

    /// Registers the reader's observation of the field `key` names; on its first read, `make` makes it.
    @usableFromInline
    func observe(_ key: FieldKey, make: (_ index: Int) -> Field) {
        let field: Field
        if let index = fieldIndexes[key] {
            field = fields[index]
        } else {
            field = make(fields.count)
            fieldIndexes[key] = fields.count
            fields.append(field)
        }
        field.isRead = true
        field.access(self)
    }

    // The closures below are made outside the main actor: made on it, each call would check that it runs
    // there, which costs more than the comparison.

    /// Whether `field` differs in two states. A stored field (a path of stored properties of structs) is
    /// read where it lies in each state, at its offset: applying a key path costs far more.
    @inlinable
    nonisolated static func comparison<Value: Equatable>(
        of field: KeyPath<State, Value>
    ) -> (UnsafePointer<State>, UnsafePointer<State>) -> Bool {
        guard let offset = MemoryLayout<State>.offset(of: field) else {
            return { $0.pointee[keyPath: field] != $1.pointee[keyPath: field] }
        }
        return { previous, next in
            let field = { (state: UnsafePointer<State>) in
                UnsafeRawPointer(state).advanced(by: offset).assumingMemoryBound(to: Value.self)
            }
            return field(previous).pointee != field(next).pointee
        }
    }

    /// The field first read as the `index`th, which `changed` compares.
    @inlinable
    nonisolated static func field(
        _ index: Int, changed: @escaping (UnsafePointer<State>, UnsafePointer<State>) -> Bool
    ) -> Field {
        let path = \ObservedPresenter.[observedField: index]
        return Field(
            changed: changed, access: { $0.registrar.access($0, keyPath: path) },
            willSet: { $0.registrar.willSet($0, keyPath: path) }, didSet: { $0.registrar.didSet($0, keyPath: path) })
    }

    @inlinable
    func receive(_ delivery: Delivery) {
        switch delivery {
        case .state(let next): apply(next)
        case .route(let route): routeConsumer.deliver(route)
        }
    }
}
