/// State that several screens share, changed only by actions that one pure reducer applies, in the order
/// they are dispatched, and observed in slices.
///
/// ```swift
/// let store = Store<Int, Int>(initialState: 0) { count, step in count += step }
/// _ = store.slice(\.self).subscribe(onNext: { print($0) })
/// store.dispatch(2)
/// store.dispatch(0)
/// store.dispatch(3)
/// // Prints: 0, 2, 5
/// ```
///
/// - An action is reduced as it is dispatched, so ``state`` is always the state after every action
///   dispatched so far; its state is published as a presenter's is, under the rule of
///   <doc:CallsMadeDuringADelivery>: one at a time, in the order the actions were dispatched, an action
///   dispatched while a state is being published (by an observer, or from another thread) published after
///   that one, never inside it.
/// - ``slice(_:)`` gives the current value at subscription, then each different value.
/// - A `dispatch` that publishes (no publication was under way) returns once every state it publishes has
///   reached every observer.
public final class Store<State, Action>: @unchecked Sendable {
    // Sendable: the state is changed and published by `SerialValue`, which serialises both.
    private let reducer: (inout State, Action) -> Void
    private let current: SerialValue<State>
    private let published: BehaviorRelay<State>

    /// A store that starts with `initialState` and changes it with `reducer`, which must be pure: the same
    /// state and action always give the same next state. It runs under the store's lock, so it never calls
    /// the store.
    ///
    /// Given a `scheduler`, the store lives on it as a presenter does (<doc:WherePresentersRun>): an action
    /// dispatched from elsewhere is reduced at once, and its state published on the scheduler, so that the
    /// slices a view observes change where the view lives. Without one, a state is published by the thread
    /// that dispatches its action.
    public init(
        initialState: State, scheduler: (any SchedulerType)? = nil, reducer: @escaping (inout State, Action) -> Void
    ) {
        self.reducer = reducer
        current = SerialValue(initialState, scheduler: scheduler)
        published = BehaviorRelay(value: initialState)
    }

    /// The state after every action dispatched so far.
    public var state: State { current.value }

    /// Every state: the current one at subscription, then one for each action reduced, even if it left the
    /// state as it was.
    public var states: Observable<State> { published.asObservable() }

    /// Reduces `action` into the state and publishes the result, now or, while a state is being published,
    /// after it.
    public func dispatch(_ action: Action) {
        current.change(
            { state in
                reducer(&state, action)
                return ((), deliver: true)
            }, deliver: published.accept)
    }
}

extension Store {
    /// The part of the state at `keyPath`: the current value at subscription, then each value that differs
    /// from the one before.
    public func slice<Value: Equatable>(_ keyPath: KeyPath<State, Value>) -> Observable<Value> {
        published.asObservable().map { $0[keyPath: keyPath] }.distinctUntilChanged()
    }

    /// The value at `keyPath` now.
    public func value<Value>(_ keyPath: KeyPath<State, Value>) -> Value {
        state[keyPath: keyPath]
    }
}
