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

    /// Registers the reader's observation of the field at `path`; on its first read, `comparison` makes
    /// what tells whether it changed.
    @inlinable
    func observe(
        _ path: AnyKeyPath, isCompared: Bool,
        comparison: () -> (UnsafePointer<State>, UnsafePointer<State>) -> Bool
    ) {
        let fields = self.fields
        // After the last field, a view that reads again starts over at the first.
        let expected = expectedField < fields.count ? expectedField : 0
        let field: Field
        if expected < fields.count, fields[expected].path === path, fields[expected].isCompared == isCompared {
            field = fields[expected]
            expectedField = expected + 1
        } else {
            field = lookUpField(FieldKey(path: path, isCompared: isCompared), comparison: comparison)
        }
        field.isRead = true
        registrar.access(self, keyPath: field.name)
    }

    /// The field `key` names, found by hashing its key path, or made and added on its first read; the
    /// read after it is expected to be of the field after it.
    @usableFromInline
    func lookUpField(
        _ key: FieldKey, comparison: () -> (UnsafePointer<State>, UnsafePointer<State>) -> Bool
    ) -> Field {
        if let index = fieldIndexes[key] {
            expectedField = index + 1
            return fields[index]
        }
        let field = Self.field(fields.count, path: key.path, isCompared: key.isCompared, changed: comparison())
        fieldIndexes[key] = fields.count
        fields.append(field)
        expectedField = fields.count
        return field
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

    /// The field at `path`, first read as the `index`th, which `changed` compares.
    @inlinable
    nonisolated static func field(
        _ index: Int, path: AnyKeyPath, isCompared: Bool,
        changed: @escaping (UnsafePointer<State>, UnsafePointer<State>) -> Bool
    ) -> Field {
        Field(path: path, isCompared: isCompared, name: \ObservedPresenter.[observedField: index], changed: changed)
    }

    @inlinable
    func receive(_ delivery: Delivery) {
        switch delivery {
        case .state(let next): apply(next)
        case .route(let route): routeConsumer.deliver(route)
        }
    }
}
