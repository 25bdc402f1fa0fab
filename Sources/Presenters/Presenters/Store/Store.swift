import Foundation

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
/// - Dispatch is serialised: one action at a time is reduced and its state published; an action
///   dispatched from another thread meanwhile waits for it, then is reduced in turn.
/// - An action dispatched by an observer while a state is being published (reentrant dispatch) is queued
///   and reduced once that publication ends, never recursively; the outer `dispatch` returns after it.
/// - ``slice(_:)`` gives the current value at subscription, then each different value.
/// - `dispatch` returns once its action is reduced and its state published to every observer.
public final class Store<State, Action>: @unchecked Sendable {
    // Sendable: `current` is written under `stateLock`, the queue and the flag only under `dispatchLock`;
    // the reducer and the observers are only called by the thread that holds `dispatchLock`.
    private let reducer: (inout State, Action) -> Void
    /// Held while actions are reduced and published: the serial order of dispatch. Recursive, so that an
    /// observer's dispatch on the same thread reaches the queue instead of waiting for itself.
    private let dispatchLock = NSRecursiveLock()
    private let stateLock = NSLock()
    private var current: State
    private var queued: [Action] = []
    private var isDispatching = false
    private let published: BehaviorRelay<State>

    /// A store that starts with `initialState` and changes it with `reducer`, which must be pure: the same
    /// state and action always give the same next state.
    public init(initialState: State, reducer: @escaping (inout State, Action) -> Void) {
        current = initialState
        self.reducer = reducer
        published = BehaviorRelay(value: initialState)
    }

    /// The state now.
    public var state: State { stateLock.withLock { current } }

    /// Every state: the current one at subscription, then one for each action reduced, even if it left the
    /// state as it was.
    public var states: Observable<State> { published.asObservable() }

    /// Reduces `action` into the state and publishes the result; from an observer of the store, queues it
    /// until the publication in progress ends.
    public func dispatch(_ action: Action) {
        dispatchLock.lock()
        defer { dispatchLock.unlock() }
        queued.append(action)
        guard !isDispatching else { return }
        isDispatching = true
        defer { isDispatching = false }
        while !queued.isEmpty {
            let next = queued.removeFirst()
            let state: State = stateLock.withLock {
                reducer(&current, next)
                return current
            }
            published.accept(state)
        }
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
