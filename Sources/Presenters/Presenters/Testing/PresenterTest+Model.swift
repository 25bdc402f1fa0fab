@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension PresenterTest {
    /// Creates the model with `model` and checks it as the harness checks a presenter: the states it
    /// records are those the model applies, as its views see them, and the routes those the model hands
    /// to its consumer, which the harness then is. `finish()` releases the model and fails if the model
    /// or its presenter survives, or if a subscription is left.
    ///
    /// ```swift
    /// let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) {
    ///     ObservedPresenter(makeSignUpPresenter(scheduler: scheduler))
    /// }
    /// test.send(.tap, at: 100)
    /// test.run()
    /// test.assertStates([.next(0, SignUpState()), .next(100, SignUpState(taps: 1))])
    /// test.finish()
    /// ```
    ///
    /// Drive it from the main thread, as the model's views are: the model then applies every state as
    /// the presenter delivers it, at the same virtual time.
    @MainActor
    public convenience init(
        scheduler: TestScheduler, failureReporter: FailureReporter, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        model: () -> ObservedPresenter<Event, State, Route>
    ) {
        let counter = SubscriptionCounter()
        let model = model()
        self.init(
            scheduler: scheduler, failureReporter: failureReporter,
            creation: Location(fileID: fileID, filePath: filePath, line: line, column: column),
            counter: counter, tested: model.presenter, owner: model,
            record: { _, _, _ in Disposables.create() })
        model.record(states: states, routes: routes)
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension ObservedPresenter {
    /// Records the state now and each state applied from now on, and makes the harness the consumer of
    /// the routes.
    func record(states: TestableObserver<State>, routes: TestableObserver<Route>) {
        states.onNext(presenter.currentState)
        onApply = { states.onNext($0) }
        onRoute { routes.onNext($0) }
    }
}
