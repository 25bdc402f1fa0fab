/// What an in-place reduce reports: whether it changed the state, which decides whether the presenter
/// delivers the state.
///
/// A presenter whose reducer is ``Reducer/inPlace(_:)`` does not compare whole states: it trusts this answer, so that an
/// event that changes one item of a long list costs the same as on a short one. Report `.changed` only
/// when the state differs from what it was, or the view sees the same state twice; ``assign(_:to:)``
/// compares only the part it writes.
///
/// ```swift
/// reduce: .inPlace { (state: inout ListState, mutation: ListMutation) in
///     switch mutation {
///     case .rename(let index, let title):
///         return .assign(title, to: &state.items[index].title)
///     case .clear:
///         guard !state.items.isEmpty else { return .unchanged }
///         state.items = []
///         return .changed
///     }
/// }
/// ```
@frozen
public enum StateChange: Equatable, Sendable {
    /// The state differs from what it was before the mutation: the presenter delivers it.
    case changed
    /// The state is what it was: the presenter delivers nothing.
    case unchanged

    /// Writes `value` into `target` if they differ, and says whether it did: the change check of the one
    /// part of the state a mutation writes, in place of comparing whole states.
    ///
    /// - Complexity: one comparison of `Value`; the write happens in place when nothing else holds the
    ///   state.
    @inlinable
    public static func assign<Value: Equatable>(_ value: Value, to target: inout Value) -> StateChange {
        if target == value { return .unchanged }
        target = value
        return .changed
    }
}
