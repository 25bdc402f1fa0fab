import Foundation
import Observation

/// A presenter as a SwiftUI view observes it: an Observation `Observable` model whose fields a view reads
/// as if they were the state's, and which tells each view only about the fields it read.
///
/// ```swift
/// let model = ObservedPresenter(presenter)
/// model.title            // the state's `title`; a view that reads it is invalidated when it changes
/// model[\.form.email]    // a nested field, observed on its own
/// model.form.email       // `email` of the field `form`, which is what is observed
/// model.state            // the whole state, observed as a whole
/// model.send(.refresh)
/// ```
///
/// Reading a field through the model registers an observation of that field only, under a key path of
/// the model's own for that field: no macro is needed. When the presenter delivers a new
/// state, the model compares each field read since its last change, in the old and the new state: an
/// `Equatable` field with `==` (where it lies in the state, for a stored field), any other field as
/// changed on every change of state. Exactly the observers of the fields that changed are told, and those
/// of ``state`` on every change.
///
/// The model applies states on the main actor. A presenter that delivers on the main thread (a
/// `TestScheduler` driven from a test, a `MainScheduler`) changes the model at once, synchronously; one
/// whose effects answer on another thread hops to the main queue, and states that pile up meanwhile are
/// applied as the newest one.
///
/// The model keeps its presenter alive and nothing keeps the model: releasing it releases the presenter,
/// which cancels its effects. Routes go to one consumer each, once: see ``onRoute(_:)`` and ``routes()``.
///
/// In a file that imports both Observation (or SwiftUI) and this package, `Observable` names two things:
/// the engine's `Observable<Element>` and Observation's protocol and macro. `Observable<Int>`, with its
/// element type, is the engine's, and `@Observable` is the macro; write the protocol
/// `Observation.Observable`. (`Reactive.Observable` does not work: the type `Reactive<Base>` hides the
/// module; Swift 6.3's `Reactive::Observable` does.)
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
@dynamicMemberLookup
public final class ObservedPresenter<Event, State: Equatable, Route>: Observation.Observable {
    /// The presenter the model shows, kept alive by the model.
    public let presenter: Presenter<Event, State, Route>
    // The state, the fields and the route consumer are only touched on the main actor, and never while a
    // longer access to them is under way: they are not checked for exclusive access at run time, which
    // costs more per state than comparing a field.
    @usableFromInline @exclusivity(unchecked) var current: State
    @usableFromInline let registrar = ObservationRegistrar()
    /// Every field a view has read, in the order first read.
    @usableFromInline @exclusivity(unchecked) var fields: [Field] = []
    /// Where each field is in `fields`, by the state's key path to it and whether it is compared: where a
    /// read finds its field when it is not the one expected (see `expectedField`).
    @usableFromInline @exclusivity(unchecked) var fieldIndexes: [FieldKey: Int] = [:]
    /// Where in `fields` the next read is expected: after the field read last. A view reads its fields in
    /// the same order at every rendering, so most reads find their field there, by the identity of their
    /// key path, without hashing it.
    @usableFromInline @exclusivity(unchecked) var expectedField = 0
    /// The model's key path to `state`, made once, when a view first reads the whole state.
    @usableFromInline @exclusivity(unchecked) var stateKeyPath: KeyPath<ObservedPresenter, State>?
    /// Whether the whole state was read since the last change, as `Field.isRead` says for a field.
    @usableFromInline @exclusivity(unchecked) var isStateRead = false
    @usableFromInline let inbox: MainActorInbox<Delivery>
    @usableFromInline let subscription = CompositeDisposable()
    @usableFromInline @exclusivity(unchecked) var routeConsumer = RouteConsumer<Route>()
    /// What the test harness records: every state applied.
    @usableFromInline @exclusivity(unchecked) var onApply: ((State) -> Void)?

    /// What the presenter delivers, in its order.
    @usableFromInline
    enum Delivery {
        case state(State)
        case route(Route)
    }

    /// A field a view read: how to tell whether it changed, and how to register and tell its observers.
    /// A class, so that going through the fields on every change copies no closures.
    ///
    /// An observation is told once, at the first change after it was registered, and then ends: a view
    /// that wants to hear of the next change reads the field again. So a field that nobody has read since
    /// its last change has no observer, and its change is not worth telling the registrar.
    @usableFromInline
    final class Field {
        /// The state's key path to the field, as first read: a read with this very key path is of this field.
        @usableFromInline let path: AnyKeyPath
        /// Whether the field is compared with `==`, rather than changed at every change of state.
        @usableFromInline let isCompared: Bool
        /// What names the field for Observation's registrar.
        @usableFromInline let name: KeyPath<ObservedPresenter, Int>
        /// Whether the field was read since its last change (or ever, before its first).
        @usableFromInline @exclusivity(unchecked) var isRead = false
        /// Whether the state being applied changes the field, while it is applied.
        @usableFromInline @exclusivity(unchecked) var isChanging = false
        /// Whether the field differs in the two states pointed to.
        @usableFromInline let changed: (UnsafePointer<State>, UnsafePointer<State>) -> Bool

        @usableFromInline
        init(
            path: AnyKeyPath, isCompared: Bool, name: KeyPath<ObservedPresenter, Int>,
            changed: @escaping (UnsafePointer<State>, UnsafePointer<State>) -> Bool
        ) {
            self.path = path
            self.isCompared = isCompared
            self.name = name
            self.changed = changed
        }
    }

    /// The model, held weakly by what delivers to it.
    @usableFromInline
    final class WeakModel {
        // Written once, by the initialiser; read only on the main actor.
        @usableFromInline @exclusivity(unchecked) weak var value: ObservedPresenter?

        @usableFromInline
        init(_ value: ObservedPresenter) { self.value = value }
    }

    @usableFromInline
    struct FieldKey: Hashable {
        let path: AnyKeyPath
        let isCompared: Bool

        @usableFromInline
        init(path: AnyKeyPath, isCompared: Bool) {
            self.path = path
            self.isCompared = isCompared
        }
    }

    /// A model of `presenter`, showing its current state.
    // Inlinable, as the closures the presenter calls with each state are: made in the caller's code, they
    // run specialised for its types, without the generic metadata lookups that otherwise cost most of a
    // state's delivery.
    @inlinable
    public convenience init(_ presenter: Presenter<Event, State, Route>) {
        self.init(presenter: presenter, inbox: Self.makeInbox())
        // Held weakly: the model keeps the subscription that leads to the inbox. A captured `weak self`
        // would be checked for exclusive access at every state; the box's reference is not.
        let model = WeakModel(self)
        inbox.receive = isolatedToMainThread { delivery in model.value?.receive(delivery) }
        let apply = isolatedToMainThread { (state: State) in model.value?.apply(state) }
        for subscription in Self.forward(presenter, to: inbox, applying: apply) {
            _ = self.subscription.insert(subscription)
        }
    }

    @usableFromInline
    init(presenter: Presenter<Event, State, Route>, inbox: MainActorInbox<Delivery>) {
        self.presenter = presenter
        current = presenter.currentState
        self.inbox = inbox
    }

    // The closures that the presenter calls on its own thread are made here, outside the main actor:
    // made in the initialiser, they would be isolated to it and stop the program when called elsewhere.

    /// An inbox in which a state waiting for the main actor is replaced by a newer one.
    @inlinable
    nonisolated static func makeInbox() -> MainActorInbox<Delivery> {
        MainActorInbox { waiting, arriving in
            if case .state = waiting, case .state = arriving { return true }
            return false
        }
    }

    /// Subscribes `inbox` to the presenter's states and routes. A state that arrives on the main thread
    /// while nothing waits and no delivery is under way goes to `apply` at once, without being wrapped for
    /// the inbox: each wrapping and unwrapping copies the whole state.
    @inlinable
    nonisolated static func forward(
        _ presenter: Presenter<Event, State, Route>, to inbox: MainActorInbox<Delivery>,
        applying apply: @escaping (State) -> Void
    ) -> [Disposable] {
        [
            presenter.state.subscribe(onNext: { state in
                if runsOnMainActorExecutor() && inbox.deliversAtOnce {
                    inbox.deliverAtOnce { apply(state) }
                } else {
                    inbox.send(.state(state))
                }
            }),
            presenter.routes.subscribe(onNext: { inbox.send(.route($0)) }),
        ]
    }

    deinit {
        subscription.dispose()
    }

    /// The whole state; a view that reads it is told of every change.
    public var state: State {
        let path = stateKeyPath ?? \.state
        stateKeyPath = path
        isStateRead = true
        registrar.access(self, keyPath: path)
        return current
    }

    /// The field of the state at `field`, compared with `==` to decide whether its readers are told.
    @inlinable
    public subscript<Value: Equatable>(dynamicMember field: KeyPath<State, Value>) -> Value {
        observe(field, isCompared: true) { Self.comparison(of: field) }
        return current[keyPath: field]
    }

    /// The field of the state at `field`, which cannot be compared: its readers are told of every change
    /// of state.
    @inlinable
    public subscript<Value>(dynamicMember field: KeyPath<State, Value>) -> Value {
        observe(field, isCompared: false) { { _, _ in true } }
        return current[keyPath: field]
    }

    /// The field of the state at `field`, a path that may go down several levels (`model[\.form.email]`),
    /// observed on its own: its readers are not told when another part of `form` changes.
    ///
    /// `model.form.email` reads the field `form` through the model and `email` from its value, so it
    /// observes `form` as a whole; this subscript observes the path it is given.
    public subscript<Value: Equatable>(_ field: KeyPath<State, Value>) -> Value {
        self[dynamicMember: field]
    }

    /// The field of the state at `field`, which cannot be compared: its readers are told of every change
    /// of state.
    public subscript<Value>(_ field: KeyPath<State, Value>) -> Value {
        self[dynamicMember: field]
    }

    /// Sends `event` to the presenter.
    public func send(_ event: Event) {
        presenter.send(event)
    }

    /// Marks each field read since its last change as changing if it differs in the two states, compared
    /// where they lie, without copying either; returns whether any does.
    // Not isolated: the closures that hand out the states' addresses would be isolated to the main actor,
    // and Swift checks the executor on entering each of them, which costs more than comparing a field.
    @inlinable
    nonisolated static func markChanging(_ fields: [Field], from previous: inout State, to next: State) -> Bool {
        withUnsafeMutablePointer(to: &previous) { previous in
            withUnsafePointer(to: next) { next in
                var any = false
                for field in fields where field.isRead {
                    field.isChanging = field.changed(previous, next)
                    any = any || field.isChanging
                }
                return any
            }
        }
    }

    /// Makes `next` the state, telling the observers of the fields that changed and of the whole state.
    @inlinable
    func apply(_ next: State) {
        guard next != current else { return }
        let tellsState = isStateRead
        isStateRead = false
        let fields = self.fields
        let tellsFields = Self.markChanging(fields, from: &current, to: next)
        guard tellsState || tellsFields else {
            current = next
            onApply?(next)
            return
        }
        if tellsState, let stateKeyPath { registrar.willSet(self, keyPath: stateKeyPath) }
        for field in fields where field.isChanging { registrar.willSet(self, keyPath: field.name) }
        current = next
        for field in fields where field.isChanging {
            field.isChanging = false
            field.isRead = false
            registrar.didSet(self, keyPath: field.name)
        }
        if tellsState, let stateKeyPath { registrar.didSet(self, keyPath: stateKeyPath) }
        onApply?(next)
    }
}
