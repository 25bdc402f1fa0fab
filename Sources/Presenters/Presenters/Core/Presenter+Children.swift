import Foundation

/// What a parent keeps of a child it embeds: how to stop the child's effects and count its tasks.
///
/// Not nested in `Presenter`, whose generic parameters it does not use: a type nested there is generic, and
/// the presenter's unspecialised code looked its type up at run time wherever it made, copied or released a
/// list of them (each presenter, at its creation and its release).
struct ChildLink {
    /// Detaches the child from the parent and cancels its effects.
    let stop: () -> Void
    /// The counters of the tasks of the child's effects and of its own children's.
    let taskCounters: () -> [TaskCounter]
}

extension Presenter {
    /// Embeds `child`, a presenter of a part of this one's screen: its state is kept in this presenter's
    /// state at `keyPath`, its routes reach this presenter as the events `routes` makes of them, and it
    /// lives as long as this presenter, whose release cancels the child's effects.
    ///
    /// The child's current state is written at `keyPath` at once, and each change of it as it happens, in
    /// order with this presenter's own work. Events reach the child through ``Effect/send(_:to:)``:
    ///
    /// ```swift
    /// let header = makeHeaderPresenter(scheduler: scheduler)
    /// let detail = Presenter<DetailEvent, DetailState, DetailRoute>(
    ///     initialState: DetailState(), scheduler: scheduler, reduce: .replace
    /// ) { event, _ in
    ///     switch event {
    ///     case .header(let event): return .send(event, to: header)
    ///     case .openAuthor(let name): return .route(.author(name))
    ///     }
    /// }
    /// detail.embed(header, state: \.header, routes: { .openAuthor($0) })
    /// ```
    /// - Parameters:
    ///   - child: the child presenter; change its state only through its events.
    ///   - keyPath: where the child's state lives in this presenter's state.
    ///   - routes: the event of this presenter that a route of the child becomes; `nil` ignores the route.
    public func embed<ChildEvent, ChildState, ChildRoute>(
        _ child: Presenter<ChildEvent, ChildState, ChildRoute>, state keyPath: WritableKeyPath<State, ChildState>,
        routes: @escaping (ChildRoute) -> Event? = { _ in nil }
    ) {
        let detach = child.attach(
            state: { [weak self] childState in
                self?.receive(
                    .update { object in
                        let presenter = unsafeDowncast(object, to: Presenter.self)
                        var state = presenter.current
                        state[keyPath: keyPath] = childState
                        presenter.apply(state, route: nil)
                    })
            },
            routes: { [weak self] route in
                guard let self, let event = routes(route) else { return }
                self.receive(Self.handling(event))
            })
        let link = ChildLink(
            stop: {
                detach()
                child.stopEffects()
            },
            taskCounters: { child.taskCounters })
        lock.withLock { children.append(link) }
    }

    /// Embeds `children`, one child presenter for each element of the list at `keyPath` in this
    /// presenter's state: a child is made when an element with a new id appears, and removed, its effects
    /// cancelled, when no element has its id any more. Each child's state is kept in its element; its
    /// routes reach this presenter as the events `routes` makes of them, with the element's id.
    ///
    /// The children follow the list by its edits (see ``IdentifiedList``): a row inserted or removed
    /// costs the same in a long list as in a short one.
    ///
    /// ```swift
    /// struct ListState: Equatable {
    ///     var rows: IdentifiedList<RowState> = []
    /// }
    ///
    /// let rows = ChildPresenters { (row: RowState) in makeRowPresenter(row, scheduler: scheduler) }
    /// let list = Presenter<ListEvent, ListState, Never>(
    ///     initialState: ListState(), scheduler: scheduler,
    ///     reduce: .inPlace { (state, mutation: ListMutation) in
    ///         switch mutation {
    ///         case .delete(let id): state.rows.remove(id: id)
    ///         }
    ///         return .changed
    ///     },
    ///     effects: { event, _ in
    ///         switch event {
    ///         case .row(let id, let event): return .send(event, to: rows, id: id)
    ///         case .delete(let id): return .mutate(.delete(id))
    ///         }
    ///     })
    /// list.embed(rows, state: \.rows)
    /// ```
    /// - Parameters:
    ///   - children: the collection, which makes each child from its element.
    ///   - keyPath: the list of the children's states in this presenter's state. This presenter's reduce
    ///     adds and removes elements; once a child is made, change its element through the child's events.
    ///   - routes: the event of this presenter that a route of a child becomes, given the child's id; `nil`
    ///     ignores the route.
    public func embed<ChildEvent, ChildState, ChildRoute>(
        _ children: ChildPresenters<ChildEvent, ChildState, ChildRoute>,
        state keyPath: WritableKeyPath<State, IdentifiedList<ChildState>>,
        routes: @escaping (ChildState.ID, ChildRoute) -> Event? = { _, _ in nil }
    ) {
        children.readParentsIDs { [weak self] in self?.currentState[keyPath: keyPath].ids ?? [] }
        embed(
            children, routes: routes,
            write: { state, childState in children.write(childState, into: &state[keyPath: keyPath].elements) },
            follow: { state, connect in children.update(to: state[keyPath: keyPath], connect: connect) })
    }

    /// Embeds `children`, one child presenter for each element of the array at `keyPath` in this
    /// presenter's state, as the twin of this method that takes an ``IdentifiedList`` does.
    ///
    /// The children follow the array by comparing its ids with those they saw last, in one pass over it:
    /// prefer an ``IdentifiedList`` for a long list whose rows come and go one at a time.
    ///
    /// ```swift
    /// let rows = ChildPresenters { (row: RowState) in makeRowPresenter(row, scheduler: scheduler) }
    /// let list = Presenter<ListEvent, ListState, Never>(
    ///     initialState: ListState(), scheduler: scheduler, reduce: .replace
    /// ) { event, _ in
    ///     switch event {
    ///     case .row(let id, let event): return .send(event, to: rows, id: id)
    ///     }
    /// }
    /// list.embed(rows, state: \.rows)
    /// ```
    /// - Parameters:
    ///   - children: the collection, which makes each child from its element.
    ///   - keyPath: the list of the children's states in this presenter's state. This presenter's reduce
    ///     adds and removes elements; once a child is made, change its element through the child's events.
    ///   - routes: the event of this presenter that a route of a child becomes, given the child's id; `nil`
    ///     ignores the route.
    public func embed<ChildEvent, ChildState, ChildRoute>(
        _ children: ChildPresenters<ChildEvent, ChildState, ChildRoute>,
        state keyPath: WritableKeyPath<State, [ChildState]>,
        routes: @escaping (ChildState.ID, ChildRoute) -> Event? = { _, _ in nil }
    ) {
        embed(
            children, routes: routes,
            write: { state, childState in children.write(childState, into: &state[keyPath: keyPath]) },
            follow: { state, connect in children.update(to: state[keyPath: keyPath], connect: connect) })
    }

    /// Embeds `children`, whose states `write` writes into this presenter's state, and which `follow`
    /// brings up to date with a state of this presenter, making each new child with the function it is
    /// given.
    private func embed<ChildEvent, ChildState, ChildRoute>(
        _ children: ChildPresenters<ChildEvent, ChildState, ChildRoute>,
        routes: @escaping (ChildState.ID, ChildRoute) -> Event?,
        write: @escaping (inout State, ChildState) -> StateChange,
        follow: @escaping (State, (ChildState, Presenter<ChildEvent, ChildState, ChildRoute>) -> () -> Void) -> Void
    ) {
        // Children whose routes are `Never` send none: no closure made for each to forward them.
        let sendsRoutes = ChildRoute.self != Never.self
        let connect = { [weak self] (element: ChildState, child: Presenter<ChildEvent, ChildState, ChildRoute>) in
            let id = element.id
            // The child's first state, when it is the element it was made from, is already in the list.
            return child.attach(
                state: { [weak self] childState in
                    self?.receive(
                        .update { object in
                            let presenter = unsafeDowncast(object, to: Presenter.self)
                            // In place, where the element was last found: the cost does not grow with the
                            // list, and the ids do not change, so the children are left as they are.
                            presenter.reduceInPlace(childState, write, route: { _, _ in nil })
                            children.endWrite()
                        })
                },
                routes: sendsRoutes
                    ? { [weak self] route in
                        guard let self, let event = routes(id, route) else { return }
                        self.receive(Self.handling(event))
                    } : { _ in },
                known: element)
        }
        lock.withLock {
            self.children.append(
                ChildLink(stop: { children.removeAll() }, taskCounters: { children.taskCounters }))
        }
        // The presenter watches its own state, first with the current one, to add and remove children.
        _ = attach(state: { state in follow(state, connect) }, routes: { _ in })
    }

    /// Blocks the calling thread until every task that the effects of this presenter and of its children
    /// started has handed its answer over (or was cancelled), or until `timeout` seconds of real time have
    /// passed; returns whether no answer is still owed. For a synchronous XCTest test; an `async` test
    /// awaits the other form, which holds no thread.
    ///
    /// On a `TestScheduler` a task runs its steps on the scheduler's task executor, in virtual time, so a
    /// test whose async stubs answer in virtual time (`try await scheduler.sleep(for:)`) needs no wait:
    /// `advance` and `run` run the tasks. The wait is for a task that awaits work done elsewhere, such as
    /// a real request: it runs the steps that are due now, as `advance(by: 0)` would, until the tasks have
    /// answered. On a platform without task executors (before iOS 18 and macOS 15), or another scheduler, a
    /// task runs on Swift's cooperative pool and its answer is an action of the scheduler once the wait
    /// returns, due when the test waited (one tick later on a `TestScheduler` that simulates processing
    /// delay). A task that needs the thread the test blocks (the main actor, when the test runs on it)
    /// never ends: the wait then returns `false` after `timeout`.
    @discardableResult
    public func waitForTasks(timeout: TimeInterval = 5) -> Bool {
        waitForTasks(until: Date(timeIntervalSinceNow: timeout))
    }

    /// Suspends until every task that the effects of this presenter and of its children started has handed
    /// its answer over (or was cancelled), or until `timeout` seconds of real time have passed; returns
    /// whether no answer is still owed. It holds no thread while it waits, so tests that wait side by side
    /// on Swift's cooperative pool, as Swift Testing runs them, leave it to the tasks they wait for.
    ///
    /// ```swift
    /// test.send(.save)
    /// await test.presenter.waitForTasks()  // the request went to a real server and came back
    /// test.advance(by: 0)
    /// ```
    ///
    /// On a `TestScheduler` it runs the steps of the tasks that are due now, as the blocking form does; a
    /// test whose stubs answer in virtual time needs neither.
    @discardableResult
    public func waitForTasks(timeout: TimeInterval = 5) async -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            let busy = busyTaskCounters()
            if busy.isEmpty { return true }
            if Date() >= deadline { return false }
            // A task that awaits work done elsewhere comes back on another thread: look again shortly.
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
    }

    func waitForTasks(until deadline: Date) -> Bool {
        while true {
            let busy = busyTaskCounters()
            guard let first = busy.first else { return true }
            if Date() >= deadline { return false }
            _ = first.wait(until: min(deadline, Date(timeIntervalSinceNow: 0.001)))
        }
    }

    /// Runs the steps due now of the tasks on a test scheduler, then returns the counters that still owe
    /// an answer.
    private func busyTaskCounters() -> [TaskCounter] {
        let counters = taskCounters
        for counter in counters where !counter.isIdle { counter.runDueSteps() }
        return counters.filter { !$0.isIdle }
    }

    /// The counters of the tasks of this presenter's effects and of its children's.
    var taskCounters: [TaskCounter] {
        let (counter, children) = lock.withLock { (taskCounter, self.children) }
        return (counter.map { [$0] } ?? []) + children.flatMap { $0.taskCounters() }
    }

    /// The effects of this presenter and of its children whose tasks still owe their answer.
    var owedTasks: [TaskCounter.Owed] {
        taskCounters.flatMap(\.owedTasks).sorted { $0.startedAt < $1.startedAt }
    }

    /// Delivers the state (the current one first, in order with the changes) and every route to a parent,
    /// without a subscription of its own; returns what detaches the parent.
    func attach(state onState: @escaping (State) -> Void, routes onRoute: @escaping (Route) -> Void) -> () -> Void {
        attach(CallbackSink(onState), routes: onRoute)
    }

    /// The same, but for a first state equal to `known`, the state the parent holds for it already (a
    /// child's element, which the child was made from): the parent would only write it where it is.
    func attach(
        state onState: @escaping (State) -> Void, routes onRoute: @escaping (Route) -> Void, known: State
    ) -> () -> Void {
        attach(KnownFirstCallbackSink(known: known, onState), routes: onRoute)
    }

    private func attach(_ sink: Sink<State>, routes onRoute: @escaping (Route) -> Void) -> () -> Void {
        // A presenter whose routes are `Never` sends none: no route observer to add and remove.
        guard Route.self != Never.self else {
            let entry = attach(sink)
            return { entry.dispose() }
        }
        // The route observer first: attaching the state may run the child's queued work, which may route.
        let routeID = addRouteObserver(onRoute)
        let entry = attach(sink)
        return { [weak self] in
            entry.dispose()
            self?.lock.withLock { self?.routeObservers.removeAll { $0.id == routeID } }
        }
    }

    /// Adds an observer of the routes that calls `onRoute` with each; returns its id.
    private func addRouteObserver(_ onRoute: @escaping (Route) -> Void) -> Int {
        lock.withLock {
            defer { nextObserverID += 1 }
            routeObservers.append(
                (
                    nextObserverID,
                    AnyObserver { event in
                        if case .next(let route) = event { onRoute(route) }
                    }
                ))
            return nextObserverID
        }
    }
}
