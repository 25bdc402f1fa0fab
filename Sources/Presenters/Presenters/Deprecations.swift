import Foundation
import Reactive

// The framework's deprecated declarations, each forwarding to what replaces it: the rest of the module reads
// as the current API, and removing them is removing this file (with `BroughtScreens`, which only
// `NavigationOwner.send(_:bringing:)` fills).

extension Presenter {
    /// A presenter whose effects send mutations that a pure `reduce` folds into the state.
    @available(
        *, deprecated,
        message:
            "use init(initialState:scheduler:mutations:reduce:route:failure:requestTimeout:followUp:effects:) with reduce: .pure(reduce) and effects last"
    )
    @inlinable
    public convenience init<Mutation>(
        initialState: State,
        scheduler: any SchedulerType,
        mutations: Observable<Mutation>? = nil,
        effects: @escaping (Event, State) -> Effect<Mutation, Route>,
        reduce: @escaping (State, Mutation) -> State,
        route: @escaping (State, Mutation) -> Route? = { _, _ in nil },
        failure: ((Swift.Error) -> Mutation)? = nil,
        requestTimeout: RxTimeInterval? = nil,
        followUp: ((State, Mutation) -> Event?)? = nil
    ) {
        self.init(
            initialState: initialState, scheduler: scheduler, mutations: mutations, reduce: .pure(reduce),
            route: route, failure: failure, requestTimeout: requestTimeout, followUp: followUp, effects: effects)
    }

    /// A presenter whose `reduceInPlace` changes the state where it lies and says whether it changed it.
    @available(
        *, deprecated,
        message:
            "use init(initialState:scheduler:mutations:reduce:route:failure:requestTimeout:followUp:effects:) with reduce: .inPlace(reduceInPlace) and effects last"
    )
    @inlinable
    public convenience init<Mutation>(
        initialState: State,
        scheduler: any SchedulerType,
        mutations: Observable<Mutation>? = nil,
        effects: @escaping (Event, State) -> Effect<Mutation, Route>,
        reduceInPlace: @escaping (inout State, Mutation) -> StateChange,
        route: @escaping (State, Mutation) -> Route? = { _, _ in nil },
        failure: ((Swift.Error) -> Mutation)? = nil,
        requestTimeout: RxTimeInterval? = nil,
        followUp: ((State, Mutation) -> Event?)? = nil
    ) {
        self.init(
            initialState: initialState, scheduler: scheduler, mutations: mutations,
            reduce: .inPlace(reduceInPlace), route: route, failure: failure, requestTimeout: requestTimeout,
            followUp: followUp, effects: effects)
    }

    /// A presenter whose effects send the next state itself.
    @available(
        *, deprecated,
        message:
            "use init(initialState:scheduler:mutations:reduce:route:failure:requestTimeout:followUp:effects:) with reduce: .replace"
    )
    @inlinable
    public convenience init(
        initialState: State,
        scheduler: any SchedulerType,
        failure: ((Swift.Error) -> State)? = nil,
        requestTimeout: RxTimeInterval? = nil,
        effects: @escaping (Event, State) -> Effect<State, Route>
    ) {
        self.init(
            initialState: initialState, scheduler: scheduler, reduce: .replace, failure: failure,
            requestTimeout: requestTimeout, effects: effects)
    }
}

extension LoadAction {
    /// An action that loads with `load`, failing after `timeout` rather than the presenter's request timeout.
    @available(
        *, deprecated,
        message: "A load is a request: it gets the presenter's requestTimeout. Use init(id:load:failure:)."
    )
    public init(
        id: some Hashable = "load", timeout: RxTimeInterval? = nil, scheduler: any SchedulerType,
        load: @escaping () -> Single<Value>, failure: @escaping (Swift.Error) -> Failure
    ) {
        self.init(
            id: AnyHashable(id), timeout: timeout.map { .after($0) } ?? .presenter, source: .single(load),
            failure: failure)
    }
}

extension NavigationOwner {
    /// Applies `request` and delivers the new value, the screen it brings on top run by `live`.
    @available(*, deprecated, message: "build every screen from its destination in `build`, and send the request alone")
    @discardableResult
    public func send(_ request: NavigationRequest<Tab, Destination>, bringing live: Live?)
        -> Result<State, NavigationRefusal<Tab, Destination>>
    {
        requested.change(
            { current in
                let result = current.applying(request)
                guard case .success(let next) = result, next != current else { return (result, deliver: false) }
                current = next
                if let live { brought.bring(live, to: next.topSlot) }
                return (result, deliver: true)
            }, deliver: { [weak self] next in self?.deliver(next) })
    }
}

/// What runs the screens that `NavigationOwner.send(_:bringing:)` brought, by the slot each comes to, from
/// the request that brings it until the value with that slot is delivered; the owner builds every other
/// screen.
final class BroughtScreens<Slot: Hashable, Live>: @unchecked Sendable {
    // Sendable: `lives` is only touched under `lock`, which is never held while calling out.
    private let lock = NSLock()
    private var lives: [Slot: Live] = [:]

    /// Keeps `live` to run the screen that comes to `slot`.
    func bring(_ live: Live, to slot: Slot) {
        lock.withLock { lives[slot] = live }
    }

    /// What was brought for `slot`, if anything, no longer kept.
    func take(_ slot: Slot) -> Live? {
        lock.withLock { lives.removeValue(forKey: slot) }
    }

    /// Drops what was brought for `slots`, whose screens have what runs them.
    func forget(_ slots: some Sequence<Slot>) {
        lock.withLock {
            guard !lives.isEmpty else { return }
            for slot in slots { lives[slot] = nil }
        }
    }
}
