import Presenters
import XCTest

final class RegistrationPresenterTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private let email = "new@example.com"
    private let password = "secret"
    private lazy var registration = Registration(email: email, password: password, age: 30)
    private lazy var session = Session(email: email, token: "token-1")

    private func makePresenter(answer: [Recorded<Event<Session>>]) -> (
        RegistrationPresenter, StubRegistrationUseCase, TestableObservable<Session>
    ) {
        let request = scheduler.createColdObservable(answer)
        let useCase = StubRegistrationUseCase(answer: request.asSingle())
        return (RegistrationPresenter(useCase: useCase, scheduler: scheduler), useCase, request)
    }

    /// The states of a screen whose fields were filled with valid values at 10, 20 and 30.
    private var filled: [Recorded<Event<RegistrationState>>] {
        [
            .next(0, RegistrationState()),
            .next(10, RegistrationState(email: email)),
            .next(20, RegistrationState(email: email, password: password)),
            .next(30, RegistrationState(email: email, password: password, age: "30", isRegisterEnabled: true)),
        ]
    }

    private func fill(_ presenter: RegistrationPresenter) {
        scheduler.send(.emailChanged(email), at: 10, to: presenter)
        scheduler.send(.passwordChanged(password), at: 20, to: presenter)
        scheduler.send(.ageChanged("30"), at: 30, to: presenter)
    }

    func testGivenAnUntouchedScreenThenNoErrorIsShownAndRegisterIsDisabled() {
        let (presenter, _, _) = makePresenter(answer: [])
        let recording = Recording(presenter, on: scheduler)

        scheduler.start()

        XCTAssertEqual(recording.states.events, [.next(0, RegistrationState())])
        XCTAssertEqual(recording.routes.events, [])
    }

    func testTheAgeMustBeAWholeNumberFrom13To120() {
        let (presenter, _, _) = makePresenter(answer: [])
        let recording = Recording(presenter, on: scheduler)
        let typed = ["1", "12", "13", "thirty", "12.5", "-20", "120", "121", ""]
        for (index, age) in typed.enumerated() {
            scheduler.send(.ageChanged(age), at: 10 * (index + 1), to: presenter)
        }

        scheduler.start()

        let range = "Must be from 13 to 120."
        let whole = "Must be a whole number, such as 30."
        XCTAssertEqual(
            recording.states.events,
            [
                .next(0, RegistrationState()),
                .next(10, RegistrationState(age: "1", ageError: range)),
                .next(20, RegistrationState(age: "12", ageError: range)),
                .next(30, RegistrationState(age: "13")),
                .next(40, RegistrationState(age: "thirty", ageError: whole)),
                .next(50, RegistrationState(age: "12.5", ageError: whole)),
                .next(60, RegistrationState(age: "-20", ageError: whole)),
                .next(70, RegistrationState(age: "120")),
                .next(80, RegistrationState(age: "121", ageError: range)),
                .next(90, RegistrationState(age: "", ageError: "Enter your age.")),
            ])
    }

    func testRegisterIsEnabledOnlyWhileEveryFieldIsValid() {
        let (presenter, _, _) = makePresenter(answer: [])
        let recording = Recording(presenter, on: scheduler)
        fill(presenter)
        scheduler.send(.passwordChanged("short"), at: 40, to: presenter)
        scheduler.send(.passwordChanged(password), at: 50, to: presenter)
        scheduler.send(.emailChanged("new@example"), at: 60, to: presenter)

        scheduler.start()

        XCTAssertEqual(
            recording.states.events,
            filled + [
                .next(
                    40,
                    RegistrationState(
                        email: email, password: "short", age: "30", passwordError: "Must have at least 6 characters.")
                ),
                .next(50, RegistrationState(email: email, password: password, age: "30", isRegisterEnabled: true)),
                .next(
                    60,
                    RegistrationState(
                        email: "new@example", password: password, age: "30",
                        emailError: "The part after @ needs a dot, as in example.com.")),
            ])
    }

    func testGivenValidFieldsWhenRegisterIsTappedThenItLoadsAndRoutesToTheFeed() {
        let (presenter, useCase, request) = makePresenter(answer: [.next(10, session), .completed(10)])
        let recording = Recording(presenter, on: scheduler)
        fill(presenter)
        scheduler.send(.registerTapped, at: 40, to: presenter)

        scheduler.start()

        XCTAssertEqual(
            recording.states.events,
            filled + [
                .next(40, RegistrationState(email: email, password: password, age: "30", isLoading: true)),
                .next(50, RegistrationState(email: email, password: password, age: "30", isRegisterEnabled: true)),
            ])
        XCTAssertEqual(recording.routes.events, [.next(50, .feed)])
        XCTAssertEqual(useCase.requests, [registration])
        XCTAssertEqual(request.subscriptions, [Subscription(40, 50)])
    }

    func testWhenRegisterIsTappedAgainWhileLoadingThenNothingHappens() {
        let (presenter, useCase, request) = makePresenter(answer: [.next(10, session), .completed(10)])
        let recording = Recording(presenter, on: scheduler)
        fill(presenter)
        scheduler.send(.registerTapped, at: 40, to: presenter)
        scheduler.send(.registerTapped, at: 45, to: presenter)

        scheduler.start()

        XCTAssertEqual(recording.states.events.count, filled.count + 2)
        XCTAssertEqual(recording.routes.events, [.next(50, .feed)])
        XCTAssertEqual(useCase.requests, [registration])
        XCTAssertEqual(request.subscriptions, [Subscription(40, 50)])
    }

    func testGivenInvalidFieldsWhenRegisterIsTappedThenEveryErrorIsShownAndNothingIsSent() {
        let (presenter, useCase, request) = makePresenter(answer: [])
        let recording = Recording(presenter, on: scheduler)
        scheduler.send(.emailChanged(email), at: 10, to: presenter)
        scheduler.send(.registerTapped, at: 20, to: presenter)

        scheduler.start()

        XCTAssertEqual(
            recording.states.events,
            [
                .next(0, RegistrationState()),
                .next(10, RegistrationState(email: email)),
                .next(
                    20,
                    RegistrationState(
                        email: email, passwordError: "Enter your password.", ageError: "Enter your age.")),
            ])
        XCTAssertEqual(recording.routes.events, [])
        XCTAssertEqual(useCase.requests, [])
        XCTAssertEqual(request.subscriptions, [])
    }

    func testWhenTheEmailIsTakenThenItsMessageIsShownUntilDismissed() {
        let (presenter, _, request) = makePresenter(answer: [.error(10, APIError.conflict)])
        let recording = Recording(presenter, on: scheduler)
        fill(presenter)
        scheduler.send(.registerTapped, at: 40, to: presenter)
        scheduler.send(.errorDismissed, at: 60, to: presenter)

        scheduler.start()

        XCTAssertEqual(
            recording.states.events,
            filled + [
                .next(40, RegistrationState(email: email, password: password, age: "30", isLoading: true)),
                .next(
                    50,
                    RegistrationState(
                        email: email, password: password, age: "30", isRegisterEnabled: true, failure: .emailTaken)),
                .next(60, RegistrationState(email: email, password: password, age: "30", isRegisterEnabled: true)),
            ])
        XCTAssertEqual(recording.routes.events, [])
        XCTAssertEqual(request.subscriptions, [Subscription(40, 50)])
    }

    func testEachKindOfFailureShowsItsOwnMessage() {
        let cases: [(Swift.Error, RegistrationFailure, String)] = [
            (APIError.conflict, .emailTaken, "An account with this email exists already. Log in instead."),
            (APIError.network, .network, "No connection. Check your network and try again."),
            (APIError.server(statusCode: 500), .server, "Something went wrong on our side. Try again later."),
            (APIError.invalidResponse, .unexpected, "Unexpected answer from the server. Try again later."),
            (APIError.unauthorized, .unexpected, "Unexpected answer from the server. Try again later."),
        ]
        for (error, failure, message) in cases {
            let scheduler = TestScheduler(initialClock: 0)
            let request = scheduler.createColdObservable([Recorded<Event<Session>>.error(10, error)])
            let presenter = RegistrationPresenter(
                useCase: StubRegistrationUseCase(answer: request.asSingle()), scheduler: scheduler)
            presenter.send(.emailChanged(email))
            presenter.send(.passwordChanged(password))
            presenter.send(.ageChanged("30"))
            presenter.send(.registerTapped)

            scheduler.start()

            XCTAssertEqual(
                presenter.currentState,
                RegistrationState(
                    email: email, password: password, age: "30", isRegisterEnabled: true, failure: failure),
                "\(error)")
            XCTAssertEqual(failure.message, message)
            XCTAssertEqual(request.subscriptions, [Subscription(0, 10)])
        }
    }

    func testAPresenterReleasedDuringARegistrationIsFreedAndCancelsTheRequest() {
        let request = scheduler.createColdObservable([.next(10, session), .completed(10)])
        var presenter: RegistrationPresenter? = RegistrationPresenter(
            useCase: StubRegistrationUseCase(answer: request.asSingle()), scheduler: scheduler)
        weak let released = presenter
        let recording = Recording(presenter!, on: scheduler)
        presenter?.send(.emailChanged(email))
        presenter?.send(.passwordChanged(password))
        presenter?.send(.ageChanged("30"))
        scheduler.scheduleAt(40) { presenter?.send(.registerTapped) }
        scheduler.scheduleAt(45) { presenter = nil }

        scheduler.start()

        XCTAssertNil(released, "the registration presenter outlived its last reference")
        XCTAssertEqual(request.subscriptions, [Subscription(40, 45)])
        XCTAssertEqual(recording.routes.events, [.completed(45)])
        XCTAssertEqual(recording.states.events.last, .completed(45))
    }
}
