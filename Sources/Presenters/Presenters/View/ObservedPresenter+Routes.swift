/// Who receives a model's routes: a handler, a sequence, or nobody yet, in which case the routes wait.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
@usableFromInline
struct RouteConsumer<Route> {
    private var handler: ((Route) -> Void)?
    @usableFromInline init() {}
    /// Yields a route to the sequence's loop; false once the loop has ended.
    private var sequence: ((Route) -> Bool)?
    private var waiting: [Route] = []

    /// Hands `route` to the consumer, or keeps it until there is one.
    @usableFromInline
    mutating func deliver(_ route: Route) {
        if let handler {
            handler(route)
        } else if let sequence, sequence(route) {
        } else {
            sequence = nil
            waiting.append(route)
        }
    }

    /// Makes `handler` the consumer and hands it the routes that waited.
    mutating func set(_ handler: @escaping (Route) -> Void) {
        self.handler = handler
        sequence = nil
        let waited = waiting
        waiting = []
        for route in waited { handler(route) }
    }

    /// Makes the loop that `yield` feeds the consumer and hands it the routes that waited.
    mutating func set(sequence yield: @escaping (Route) -> Bool) {
        handler = nil
        sequence = yield
        let waited = waiting
        waiting = []
        for route in waited { deliver(route) }
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension ObservedPresenter {
    /// Calls `handler` on the main actor with each route the presenter emits, once: the routes emitted
    /// while nobody received them first, then each new one.
    ///
    /// A model hands each route to one consumer: this handler replaces the previous handler or sequence.
    ///
    /// ```swift
    /// model.onRoute { route in
    ///     switch route {
    ///     case .detail(let id): path.append(id)
    ///     }
    /// }
    /// ```
    public func onRoute(_ handler: @escaping @MainActor (Route) -> Void) {
        routeConsumer.set(handler)
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension ObservedPresenter where Route: Sendable {
    /// The routes as an asynchronous sequence, each once: those emitted while nobody received them first,
    /// then each new one. It replaces the previous handler or sequence as the consumer of the routes; a
    /// route emitted after its loop ended waits for the next consumer.
    ///
    /// ```swift
    /// .task {
    ///     for await route in model.routes() { navigate(route) }
    /// }
    /// ```
    public func routes() -> AsyncStream<Route> {
        let (stream, continuation) = AsyncStream<Route>.makeStream()
        routeConsumer.set(sequence: { route in
            if case .enqueued = continuation.yield(route) { return true }
            return false
        })
        return stream
    }
}
