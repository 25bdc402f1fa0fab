extension Presenter where State: Sendable {
    /// The presenter's states as an asynchronous sequence, for a view that renders them in a `for await`
    /// loop: the current state first, then each change. It ends when the presenter is released.
    ///
    /// Reading the property subscribes. Cancelling the task that iterates, or dropping the sequence, ends
    /// the subscription at once, without waiting for another state. A view renders only the latest state,
    /// so the sequence keeps only the newest state the loop has not taken yet: a loop slower than the
    /// presenter skips the states it would have drawn over at once.
    ///
    /// ```swift
    /// for await state in presenter.stateValues {
    ///     render(state)
    /// }
    /// ```
    ///
    /// It works from iOS 13 and macOS 10.15 on; where Observation is available, ``ObservedPresenter``
    /// tells a view which fields changed as well.
    public var stateValues: AsyncStream<State> {
        AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
            let subscription = SingleAssignmentDisposable()
            continuation.onTermination = { _ in subscription.dispose() }
            subscription.setDisposable(
                state.subscribe(onNext: { continuation.yield($0) }, onCompleted: { continuation.finish() }))
        }
    }
}

extension Presenter where Route: Sendable {
    /// The presenter's routes as an asynchronous sequence: each route emitted from the moment the property
    /// is read, in order, none dropped, none repeated. It ends when the presenter is released.
    ///
    /// Cancelling the task that iterates, or dropping the sequence, ends the subscription at once.
    ///
    /// ```swift
    /// for await route in presenter.routeValues {
    ///     navigator.follow(route)
    /// }
    /// ```
    public var routeValues: AsyncStream<Route> {
        AsyncStream(bufferingPolicy: .unbounded) { continuation in
            let subscription = SingleAssignmentDisposable()
            continuation.onTermination = { _ in subscription.dispose() }
            subscription.setDisposable(
                routes.subscribe(onNext: { continuation.yield($0) }, onCompleted: { continuation.finish() }))
        }
    }
}
