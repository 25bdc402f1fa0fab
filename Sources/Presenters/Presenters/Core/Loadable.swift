/// Something a screen loads: not asked for yet, loading, loaded, or failed with the screen's `Failure`.
public enum Loadable<Value, Failure> {
    /// Not asked for yet.
    case idle
    /// Loading; the screen shows a loader.
    case loading
    /// Loaded with this value.
    case loaded(Value)
    /// The load failed; the screen shows why, with a retry.
    case failed(Failure)

    /// The value, once loaded.
    public var value: Value? {
        if case .loaded(let value) = self { return value }
        return nil
    }

    /// Why the load failed, if it did.
    public var failure: Failure? {
        if case .failed(let failure) = self { return failure }
        return nil
    }

    /// Whether the load runs.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }
}

extension Loadable: Equatable where Value: Equatable, Failure: Equatable {}
extension Loadable: Hashable where Value: Hashable, Failure: Hashable {}
extension Loadable: Codable where Value: Codable, Failure: Codable {}
extension Loadable: Sendable where Value: Sendable, Failure: Sendable {}

/// A change to a ``Loadable``.
public enum LoadMutation<Value, Failure> {
    /// The load started.
    case started
    /// The load answered this value.
    case loaded(Value)
    /// The load failed.
    case failed(Failure)
}

/// A load action to use inside any presenter: it loads a value, a request that fails after the presenter's
/// `requestTimeout` if no answer comes, and turns errors into the screen's `Failure`, whose retry starts it
/// again.
///
/// ```swift
/// let load = LoadAction(load: { repository.post(id: id) }, failure: { $0 is RxError ? .timedOut : .network })
/// case .appear, .retry: return load.effect(in: state.post).mapMutations(Mutation.post)
/// case .post(let mutation): load.reduce(&state.post, mutation)
/// ```
///
/// It loads a `Single`, or an `async` function, which runs in a task as an async effect does: in a test's
/// virtual time on a `TestScheduler` (a `Single.create { try await load() }` would run its task on the
/// cooperative pool, out of reach of a test's clock).
public struct LoadAction<Value, Failure> {
    private let id: AnyHashable
    private let timeout: RequestTimeout
    private let source: Source
    private let failure: (Swift.Error) -> Failure

    /// What the value comes from.
    enum Source {
        case single(() -> Single<Value>)
        /// An `async` function, made into the operation of a task when the presenter that performs the effect
        /// says how it reduces a loaded value.
        case task((_ reduce: @escaping (Value, AnyObject) -> Void) -> TaskOperation)
    }

    /// An action that loads with `load`, a request with the presenter's `requestTimeout`.
    /// - Parameters:
    ///   - id: names the load among the presenter's effects; give each load of a screen its own.
    ///   - load: the work, typically a use case's answer.
    ///   - failure: what the screen shows of an error, `RxError.timeout` included.
    public init(
        id: some Hashable = "load", load: @escaping () -> Single<Value>, failure: @escaping (Swift.Error) -> Failure
    ) {
        self.init(id: AnyHashable(id), timeout: .presenter, source: .single(load), failure: failure)
    }

    /// An action that loads with `load`, an `async` function run in a task, as
    /// ``Effect/run(_:_:timeout:map:catch:)`` runs one: a request with the presenter's `requestTimeout`, whose
    /// task is cancelled when it times out, when a retry replaces it or when the presenter goes.
    /// - Parameters:
    ///   - id: names the load among the presenter's effects; give each load of a screen its own.
    ///   - load: the work, typically a call to an async use case.
    ///   - failure: what the screen shows of an error, `RxError.timeout` included.
    public init(
        id: some Hashable = "load", load: @escaping @Sendable () async throws -> Value,
        failure: @escaping (Swift.Error) -> Failure
    ) where Value: Sendable {
        self.init(
            id: AnyHashable(id), timeout: .presenter,
            source: .task { reduce in taskOperation(load, { $0 }, reduce) }, failure: failure)
    }

    /// The action every initialiser makes, the deprecated one in `Deprecations.swift` included.
    init(id: AnyHashable, timeout: RequestTimeout, source: Source, failure: @escaping (Swift.Error) -> Failure) {
        self.id = id
        self.timeout = timeout
        self.source = source
        self.failure = failure
    }

    /// Starts the load, unless it runs already: what appearing and retrying do.
    public func effect<Route>(in state: Loadable<Value, Failure>) -> Effect<LoadMutation<Value, Failure>, Route> {
        if state.isLoading { return .none }
        let failure = self.failure
        switch source {
        case .single(let load):
            return .merge(
                .mutate(.started),
                .run(load().map { .loaded($0) }, .latest(id), timeout: timeout, catch: { .failed(failure($0)) }))
        case .task(let make):
            return .merge(
                .mutate(.started),
                Effect(
                    .runTask(
                        { reduce in make { value, presenter in reduce(.loaded(value), presenter) } }, timeout,
                        .latest(id), recover: { .failed(failure($0)) })))
        }
    }

    /// Changes `state` for `mutation`.
    public func reduce(_ state: inout Loadable<Value, Failure>, _ mutation: LoadMutation<Value, Failure>) {
        switch mutation {
        case .started: state = .loading
        case .loaded(let value): state = .loaded(value)
        case .failed(let failure): state = .failed(failure)
        }
    }
}
