import Presenters

/// The states and routes a presenter emitted, each with its tick, from the moment `record` was called.
final class Recording<State, Route> {
    let states: TestableObserver<State>
    let routes: TestableObserver<Route>
    private var bag = DisposeBag()

    init<Event>(_ presenter: Presenter<Event, State, Route>, on scheduler: TestScheduler) {
        states = scheduler.createObserver(State.self)
        routes = scheduler.createObserver(Route.self)
        presenter.state.subscribe(states).disposed(by: bag)
        presenter.routes.subscribe(routes).disposed(by: bag)
    }

    /// Stops recording, for a test whose presenter outlives the test.
    func stop() {
        bag = DisposeBag()
    }
}

extension TestScheduler {
    /// Sends `event` to `presenter` at `time`, holding the presenter weakly as a view would.
    func send<Event, State, Route>(_ event: Event, at time: TestTime, to presenter: Presenter<Event, State, Route>) {
        scheduleAt(time) { [weak presenter] in presenter?.send(event) }
    }
}
