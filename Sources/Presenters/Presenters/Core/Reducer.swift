/// How a presenter folds each mutation into its state: the `reduce:` of its initialiser.
///
/// - ``pure(_:)``: a function from a state and a mutation to the next state. The presenter delivers the
///   next state unless it equals the current one.
/// - ``inPlace(_:)``: changes the presenter's own state where it lies and says whether it changed it, so
///   that a mutation of one item of a long list costs the same as on a short one (see ``StateChange``).
/// - ``replace``: each mutation is the next state, when the mutations are states.
///
/// The reducer names the mutation type. `effects` comes after it, so when the reducer is a closure whose
/// body is more than one expression, give the mutation's type on its parameter, or pass a function, such
/// as a static `reduce(_:_:)` of the mutation's type, from the state and the mutation to the next state:
///
/// ```swift
/// // Not compiled here: the forms of a reducer.
/// reduce: .pure(ProfileMutation.reduce)
/// reduce: .pure { (state, mutation: ProfileMutation) in ... }
/// reduce: .inPlace { (state, mutation: ListMutation) in ... }
/// reduce: .replace
/// ```
public struct Reducer<State, Mutation> {
    @usableFromInline
    enum Storage {
        case pure((State, Mutation) -> State)
        case inPlace((inout State, Mutation) -> StateChange)
        /// Only made where `Mutation` is `State`.
        case replace
    }

    @usableFromInline let storage: Storage

    @inlinable
    init(_ storage: Storage) {
        self.storage = storage
    }

    /// Folds a mutation into the state with `reduce`, which answers the next state and is pure: the
    /// presenter delivers the next state unless it equals the current one.
    @inlinable
    public static func pure(_ reduce: @escaping (State, Mutation) -> State) -> Reducer {
        Reducer(.pure(reduce))
    }

    /// Folds a mutation into the state where it lies with `reduce`, which says whether it changed it: the
    /// presenter delivers the state when it answers ``StateChange/changed``, without comparing states.
    ///
    /// A pure reduce copies the state to make the next one and compares whole states to skip a repeat,
    /// which for a state holding a list costs in proportion to the list. This one changes the presenter's
    /// own state where it lies; ``StateChange/assign(_:to:)`` compares only the part it writes. The write
    /// is in place as long as nothing else (a view) keeps the previous state.
    ///
    /// `reduce` runs while the presenter holds its lock, so that another thread reading `currentState`
    /// never sees a state half changed: it must be pure and must not call the presenter. Answering
    /// `.changed` for a state that did not change delivers that state again.
    @inlinable
    public static func inPlace(_ reduce: @escaping (inout State, Mutation) -> StateChange) -> Reducer {
        Reducer(.inPlace(reduce))
    }
}

extension Reducer where Mutation == State {
    /// Each mutation is the next state: the presenter delivers it unless it equals the current one, without
    /// calling a reduce.
    @inlinable
    public static var replace: Reducer { Reducer(.replace) }
}
