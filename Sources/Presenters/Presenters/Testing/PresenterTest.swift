import Foundation

/// Drives one presenter on a `TestScheduler` and checks, exhaustively, everything it does.
///
/// The harness subscribes to the presenter's state and routes when it is created and records every
/// emission with its virtual time. A test sends events (now or at a time), moves the clock, and asserts
/// the states and routes recorded since its previous assertion. `finish()` then fails the test if
/// anything was left unchecked: a state or route not asserted, an effect error nothing mapped to state, a
/// scheduled action still pending (named by its due time), a subscription still alive; and it releases
/// the presenter and fails if the presenter or anything it subscribed survives.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) {
///     makeValuePresenter(
///         useCase: FixedValueUseCase(answer: 1, latency: .seconds(50), scheduler: scheduler), scheduler: scheduler)
/// }
/// test.send(.prepare, at: 100)
/// test.advance(to: 150)
/// test.assertStates([.next(0, .initial), .next(150, .prepared(value: 1))])
/// test.finish()
/// ```
///
/// Next to these timeline assertions, the step form checks one change at a time, field by field:
/// `send(.appear) { $0.isLoading = true }`, then `receive { ... }` for an effect's answer (see
/// `send(_:assert:fileID:filePath:line:column:)`). A long flow test may relax some checks by name with
/// `exhaustivity`.
///
/// Failures go to `failureReporter`, at the line of the check; the test target installs the reporter of
/// its framework (see `FailureReporter`).
///
/// The harness counts the subscriptions of its own test with a `SubscriptionCounter`, opened when it is
/// created: those started by the test's task (or, in an XCTest test, its thread) until `finish()`. Tests
/// that run beside it, as Swift Testing runs them, neither see nor disturb its count.
public final class PresenterTest<Event, State: Equatable, Route: Equatable> {
    /// The scheduler the presenter and its use cases run on.
    public let scheduler: TestScheduler
    /// Where failures are reported.
    public var failureReporter: FailureReporter
    /// Which checks the harness makes: all of them (`.on`) unless the test relaxes some (see `Exhaustivity`).
    public var exhaustivity = Exhaustivity.on

    private(set) var tested: Presenter<Event, State, Route>?
    /// What holds the presenter in a test of a model (an `ObservedPresenter`): released with it.
    private var owner: AnyObject?
    let states: TestableObserver<State>
    let routes: TestableObserver<Route>
    private let recording: Disposable
    /// How many of the recorded states and routes were checked, by an assertion or a step.
    var assertedStates = 0
    var assertedRoutes = 0
    var unmappedErrors: [Recorded<String>] = []
    var reportedErrors = 0
    /// The subscriptions of this test, the harness's own two included while the presenter lives.
    private let counter: SubscriptionCounter
    private var finished = false
    private let creation: Location

    /// Creates the presenter with `presenter` and starts recording its states and routes.
    public convenience init(
        scheduler: TestScheduler, failureReporter: FailureReporter, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        presenter: () -> Presenter<Event, State, Route>
    ) {
        // Opened before the presenter is made, so that what it subscribes as it is made is counted.
        let counter = SubscriptionCounter()
        self.init(
            scheduler: scheduler, failureReporter: failureReporter,
            creation: Location(fileID: fileID, filePath: filePath, line: line, column: column),
            counter: counter, tested: presenter(), owner: nil
        ) { tested, states, routes in
            Disposables.create(tested.state.subscribe(states), tested.routes.subscribe(routes))
        }
    }

    /// Drives `tested`, held by `owner` if given, and records what `record` subscribes the observers to;
    /// `record` must make exactly two subscriptions, as the harness's own two.
    init(
        scheduler: TestScheduler, failureReporter: FailureReporter, creation: Location,
        counter: SubscriptionCounter, tested: Presenter<Event, State, Route>, owner: AnyObject?,
        record: (Presenter<Event, State, Route>, TestableObserver<State>, TestableObserver<Route>) -> Disposable
    ) {
        self.scheduler = scheduler
        self.failureReporter = failureReporter
        self.creation = creation
        self.counter = counter
        states = scheduler.createObserver(State.self)
        routes = scheduler.createObserver(Route.self)
        recording = record(tested, states, routes)
        self.tested = tested
        self.owner = owner
        tested.testTrace = { [weak self] trace in
            guard let self, case .failure(let error) = trace else { return }
            self.unmappedErrors.append(Recorded(time: self.scheduler.clock, value: "\(error)"))
        }
    }

    deinit {
        counter.stop()
        if !finished {
            report(
                "the test never called finish():\n"
                    + "end it with finish() so that leftover states, routes, timers and subscriptions are checked",
                at: creation)
        }
    }

    /// The presenter under test, to bind sources to its events or read its current state.
    public var presenter: Presenter<Event, State, Route> {
        guard let tested else { preconditionFailure("the presenter under test was already released") }
        return tested
    }

    /// The states recorded so far, asserted or not, with their times.
    public var recordedStates: RecordedEvents<State> { states.events }

    /// The routes recorded so far, asserted or not, with their times.
    public var recordedRoutes: RecordedEvents<Route> { routes.events }

    // MARK: Driving

    /// Sends `event` now.
    public func send(_ event: Event) {
        presenter.send(event)
    }

    /// Sends `event` when the clock reaches `time`; the scheduler must be advanced for it to happen.
    public func send(_ event: Event, at time: TestTime) {
        scheduler.scheduleAt(time, name: "send(\(stepName(event))) at \(time)") { [weak self] in
            self?.tested?.send(event)
        }
    }

    /// Runs every scheduled action due at or before `time`, then sets the clock to `time`.
    public func advance(to time: TestTime) {
        scheduler.advanceTo(time)
    }

    /// Moves the clock `ticks` forward, running the actions due meanwhile.
    public func advance(by ticks: TestTime) {
        scheduler.advanceTo(scheduler.clock + ticks)
    }

    /// Runs the scheduler until no action is left. Never returns if a timer keeps rescheduling itself.
    public func run() {
        scheduler.start()
    }

    /// Blocks until the presenter's tasks (and its children's) have handed their answers over, or
    /// `timeout` seconds of real time passed; returns whether none is owed. See
    /// the presenter's `waitForTasks(timeout:)`: a test whose async stubs take virtual time needs
    /// no wait; this is for work done elsewhere, in a synchronous XCTest test.
    @discardableResult
    public func waitForTasks(timeout: TimeInterval = 5) -> Bool {
        presenter.waitForTasks(timeout: timeout)
    }

    /// Suspends until the presenter's tasks (and its children's) have handed their answers over, or
    /// `timeout` seconds of real time passed, holding no thread meanwhile; returns whether none is owed.
    /// For work done elsewhere (a real request), in an `async` test.
    @discardableResult
    public func waitForTasks(timeout: TimeInterval = 5) async -> Bool {
        await presenter.waitForTasks(timeout: timeout)
    }

    // MARK: Asserting

    /// Checks that the states recorded since the previous check are exactly `expected`, times included.
    public func assertStates(
        _ expected: RecordedEvents<State>, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let actual = takeUnassertedStates()
        check("states", expected: expected, actual: actual, at: Location(fileID, filePath, line, column))
    }

    /// Checks that the routes recorded since the previous check are exactly `expected`, times included.
    public func assertRoutes(
        _ expected: RecordedEvents<Route>, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let actual = takeUnassertedRoutes()
        check("routes", expected: expected, actual: actual, at: Location(fileID, filePath, line, column))
    }

    /// Ends the test: checks that every state and route was asserted, that no effect error was left
    /// unmapped, that no scheduled action is pending and no subscription alive (but those the test
    /// expects), then releases the presenter as `releasePresenter()` does. What `exhaustivity` relaxes is
    /// not checked.
    /// - Parameters:
    ///   - expectedPending: the due times of the actions the test expects still scheduled.
    ///   - expectedLive: how many subscriptions, besides the harness's own, the test expects alive (an
    ///     effect still in flight); the release must end them.
    ///   - fileID: the file of the check, as Swift Testing reports it; leave the default.
    ///   - filePath: the file of the check, as XCTest reports it; leave the default.
    ///   - line: the line of the check; leave the default.
    ///   - column: the column of the check; leave the default.
    public func finish(
        expectingPendingActionsAt expectedPending: [TestTime] = [], expectingLiveSubscriptions expectedLive: Int = 0,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let location = Location(fileID, filePath, line, column)
        guard !finished else { return report("finish() was called twice", at: location) }
        finished = true
        checkEverythingAsserted(at: location)
        let pending = scheduler.pendingActionTimes
        if pending != expectedPending, exhaustivity.checks(.pendingActions) {
            report(pendingMessage(pending, expected: expectedPending), at: location)
        }
        let live = liveSubscriptions
        if live != expectedLive, exhaustivity.checks(.liveSubscriptions) {
            report(liveMessage(live, expected: expectedLive), at: location)
        }
        releasePresenter(fileID: fileID, filePath: filePath, line: line, column: column)
        endCancelledTasks(keeping: expectedPending)
        counter.stop()
    }

    /// Lets the tasks that the release cancelled end: on the scheduler's task executor their last steps are
    /// actions due now, which would otherwise never run once the test drops the scheduler. Nothing runs
    /// when the test expects an action due now, or the scheduler is running.
    private func endCancelledTasks(keeping expectedPending: [TestTime]) {
        let now = scheduler.clock
        guard !scheduler.isEnabled, !expectedPending.contains(now), scheduler.pendingActionTimes.first == now
        else { return }
        scheduler.advanceTo(now)
    }

    /// The subscriptions of this test that are alive, besides the harness's own.
    var liveSubscriptions: Int { counter.live - (tested == nil ? 0 : 2) }

    /// Releases the presenter and checks that it is freed and that everything it subscribed, and
    /// everything subscribed since the harness was created, has ended.
    public func releasePresenter(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        guard tested != nil else { return }
        let location = Location(fileID, filePath, line, column)
        weak let released = tested
        weak let releasedOwner = owner
        recording.dispose()
        tested = nil
        owner = nil
        guard exhaustivity.checks(.leaks) else { return }
        if releasedOwner != nil {
            report(
                "the model is still alive after its release:\nsomething holds it strongly (a view, a route "
                    + "handler or binding capturing it, or a retain cycle through them)",
                at: location)
        }
        if released != nil {
            report(
                "the presenter is still alive after its release:\nsomething holds it strongly (an effect, a "
                    + "route or state observer capturing it, or a retain cycle through them)",
                at: location)
        }
        let leaked = counter.live
        if leaked != 0 {
            report(
                "\(subscriptions(leaked)) still alive after the presenter was released:\nan effect that does "
                    + "not stop when disposed, or a binding the test did not dispose",
                at: location)
        }
    }
}
