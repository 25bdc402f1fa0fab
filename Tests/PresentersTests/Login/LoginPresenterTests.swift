import Presenters
import XCTest

final class LoginPresenterTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private let email = Fixture.email
    private let password = Fixture.password

    private func makePresenter(answer: [Recorded<Event<Session>>]) -> (
        LoginPresenter, StubLoginUseCase, TestableObservable<Session>
    ) {
        let request = scheduler.createColdObservable(answer)
        let useCase = StubLoginUseCase(answer: request.asSingle())
        return (LoginPresenter(useCase: useCase, scheduler: scheduler), useCase, request)
    }

    /// The states of a screen whose fields were filled with valid values at 10 and 20.
    private var filled: [Recorded<Event<LoginState>>] {
        [
            .next(0, LoginState()),
            .next(10, LoginState(email: email)),
            .next(20, LoginState(email: email, password: password, isLoginEnabled: true)),
        ]
    }

    private func fill(_ presenter: LoginPresenter) {
        scheduler.send(.emailChanged(email), at: 10, to: presenter)
        scheduler.send(.passwordChanged(password), at: 20, to: presenter)
    }

    func testGivenAnUntouchedScreenThenNoErrorIsShownAndLoginIsDisabled() {
        let (presenter, _, _) = makePresenter(answer: [])
        let recording = Recording(presenter, on: scheduler)

        scheduler.start()

        XCTAssertEqual(recording.states.events, [.next(0, LoginState())])
        XCTAssertEqual(recording.routes.events, [])
    }

    func testWhenOneFieldIsEditedThenOnlyItsErrorIsShown() {
        let (presenter, _, _) = makePresenter(answer: [])
        let recording = Recording(presenter, on: scheduler)
        scheduler.send(.emailChanged("demo"), at: 10, to: presenter)
        scheduler.send(.emailChanged("demo@example"), at: 20, to: presenter)
        scheduler.send(.emailChanged(email), at: 30, to: presenter)
        scheduler.send(.passwordChanged("12345"), at: 40, to: presenter)
        scheduler.send(.passwordChanged(""), at: 50, to: presenter)

        scheduler.start()

        XCTAssertEqual(
            recording.states.events,
            [
                .next(0, LoginState()),
                .next(10, LoginState(email: "demo", emailError: "An email has exactly one @.")),
                .next(
                    20,
                    LoginState(email: "demo@example", emailError: "The part after @ needs a dot, as in example.com.")),
                .next(30, LoginState(email: email)),
                .next(
                    40, LoginState(email: email, password: "12345", passwordError: "Must have at least 6 characters.")),
                .next(50, LoginState(email: email, password: "", passwordError: "Enter your password.")),
            ])
        XCTAssertEqual(recording.routes.events, [])
    }

    func testLoginIsEnabledOnlyWhileBothFieldsAreValid() {
        let (presenter, _, _) = makePresenter(answer: [])
        let recording = Recording(presenter, on: scheduler)
        fill(presenter)
        scheduler.send(.emailChanged("demo @example.com"), at: 30, to: presenter)
        scheduler.send(.emailChanged(email), at: 40, to: presenter)

        scheduler.start()

        XCTAssertEqual(
            recording.states.events,
            filled + [
                .next(
                    30,
                    LoginState(
                        email: "demo @example.com", password: password, emailError: "An email has no spaces.")),
                .next(40, LoginState(email: email, password: password, isLoginEnabled: true)),
            ])
    }

    func testGivenValidFieldsWhenLoginIsTappedThenItLoadsAndRoutesToTheFeed() {
        let (presenter, useCase, request) = makePresenter(answer: [.next(10, Fixture.session), .completed(10)])
        let recording = Recording(presenter, on: scheduler)
        fill(presenter)
        scheduler.send(.loginTapped, at: 30, to: presenter)

        scheduler.start()

        XCTAssertEqual(
            recording.states.events,
            filled + [
                .next(30, LoginState(email: email, password: password, isLoading: true)),
                .next(40, LoginState(email: email, password: password, isLoginEnabled: true)),
            ])
        XCTAssertEqual(recording.routes.events, [.next(40, .feed)])
        XCTAssertEqual(useCase.requests, [Fixture.credentials])
        XCTAssertEqual(request.subscriptions, [Subscription(30, 40)])
    }

    func testWhenLoginIsTappedAgainWhileLoadingThenNothingHappens() {
        let (presenter, useCase, request) = makePresenter(answer: [.next(10, Fixture.session), .completed(10)])
        let recording = Recording(presenter, on: scheduler)
        fill(presenter)
        scheduler.send(.loginTapped, at: 30, to: presenter)
        scheduler.send(.loginTapped, at: 35, to: presenter)
        scheduler.send(.registerTapped, at: 36, to: presenter)

        scheduler.start()

        XCTAssertEqual(
            recording.states.events,
            filled + [
                .next(30, LoginState(email: email, password: password, isLoading: true)),
                .next(40, LoginState(email: email, password: password, isLoginEnabled: true)),
            ])
        XCTAssertEqual(recording.routes.events, [.next(40, .feed)])
        XCTAssertEqual(useCase.requests, [Fixture.credentials])
        XCTAssertEqual(request.subscriptions, [Subscription(30, 40)])
    }

    func testGivenInvalidFieldsWhenLoginIsTappedThenEveryErrorIsShownAndNothingIsSent() {
        let (presenter, useCase, request) = makePresenter(answer: [])
        let recording = Recording(presenter, on: scheduler)
        scheduler.send(.passwordChanged(password), at: 10, to: presenter)
        scheduler.send(.loginTapped, at: 20, to: presenter)

        scheduler.start()

        XCTAssertEqual(
            recording.states.events,
            [
                .next(0, LoginState()),
                .next(10, LoginState(password: password)),
                .next(20, LoginState(password: password, emailError: "Enter your email.")),
            ])
        XCTAssertEqual(recording.routes.events, [])
        XCTAssertEqual(useCase.requests, [])
        XCTAssertEqual(request.subscriptions, [])
    }

    func testWhenTheCredentialsAreWrongThenTheirMessageIsShownUntilDismissed() {
        let (presenter, _, request) = makePresenter(answer: [.error(10, APIError.unauthorized)])
        let recording = Recording(presenter, on: scheduler)
        fill(presenter)
        scheduler.send(.loginTapped, at: 30, to: presenter)
        scheduler.send(.errorDismissed, at: 50, to: presenter)

        scheduler.start()

        XCTAssertEqual(
            recording.states.events,
            filled + [
                .next(30, LoginState(email: email, password: password, isLoading: true)),
                .next(
                    40,
                    LoginState(email: email, password: password, isLoginEnabled: true, failure: .wrongCredentials)),
                .next(50, LoginState(email: email, password: password, isLoginEnabled: true)),
            ])
        XCTAssertEqual(recording.routes.events, [])
        XCTAssertEqual(request.subscriptions, [Subscription(30, 40)])
        XCTAssertEqual(LoginFailure.wrongCredentials.message, "Wrong email or password.")
    }

    func testEachKindOfFailureShowsItsOwnMessage() {
        let cases: [(Swift.Error, LoginFailure, String)] = [
            (APIError.unauthorized, .wrongCredentials, "Wrong email or password."),
            (APIError.network, .network, "No connection. Check your network and try again."),
            (APIError.server(statusCode: 503), .server, "Something went wrong on our side. Try again later."),
            (APIError.invalidResponse, .unexpected, "Unexpected answer from the server. Try again later."),
            (Fixture.Unexpected(), .unexpected, "Unexpected answer from the server. Try again later."),
        ]
        for (error, failure, message) in cases {
            let scheduler = TestScheduler(initialClock: 0)
            let request = scheduler.createColdObservable([Recorded<Event<Session>>.error(10, error)])
            let presenter = LoginPresenter(
                useCase: StubLoginUseCase(answer: request.asSingle()), scheduler: scheduler)
            presenter.send(.emailChanged(email))
            presenter.send(.passwordChanged(password))
            presenter.send(.loginTapped)

            scheduler.start()

            XCTAssertEqual(
                presenter.currentState,
                LoginState(email: email, password: password, isLoginEnabled: true, failure: failure), "\(error)")
            XCTAssertEqual(failure.message, message)
            XCTAssertEqual(request.subscriptions, [Subscription(0, 10)])
        }
    }

    func testGivenAFailureWhenLoginIsTriedAgainThenTheFailureIsClearedWhileLoading() {
        let (presenter, useCase, request) = makePresenter(answer: [.error(10, APIError.network)])
        let recording = Recording(presenter, on: scheduler)
        fill(presenter)
        scheduler.send(.loginTapped, at: 30, to: presenter)
        scheduler.scheduleAt(45) { useCase.answer = .just(Fixture.session) }
        scheduler.send(.loginTapped, at: 50, to: presenter)

        scheduler.start()

        XCTAssertEqual(
            recording.states.events,
            filled + [
                .next(30, LoginState(email: email, password: password, isLoading: true)),
                .next(40, LoginState(email: email, password: password, isLoginEnabled: true, failure: .network)),
                .next(50, LoginState(email: email, password: password, isLoading: true)),
                .next(50, LoginState(email: email, password: password, isLoginEnabled: true)),
            ])
        XCTAssertEqual(recording.routes.events, [.next(50, .feed)])
        XCTAssertEqual(useCase.requests, [Fixture.credentials, Fixture.credentials])
        XCTAssertEqual(request.subscriptions, [Subscription(30, 40)])
    }

    func testWhenRegisterIsTappedThenItRoutesToRegistration() {
        let (presenter, _, _) = makePresenter(answer: [])
        let recording = Recording(presenter, on: scheduler)
        scheduler.send(.registerTapped, at: 10, to: presenter)

        scheduler.start()

        XCTAssertEqual(recording.states.events, [.next(0, LoginState())])
        XCTAssertEqual(recording.routes.events, [.next(10, .registration)])
    }

    func testAPresenterReleasedDuringALoginIsFreedAndCancelsTheRequest() {
        let request = scheduler.createColdObservable([.next(10, Fixture.session), .completed(10)])
        var presenter: LoginPresenter? = LoginPresenter(
            useCase: StubLoginUseCase(answer: request.asSingle()), scheduler: scheduler)
        weak let released = presenter
        let recording = Recording(presenter!, on: scheduler)
        presenter?.send(.emailChanged(email))
        presenter?.send(.passwordChanged(password))
        scheduler.scheduleAt(30) { presenter?.send(.loginTapped) }
        scheduler.scheduleAt(35) { presenter = nil }

        scheduler.start()

        XCTAssertNil(released, "the login presenter outlived its last reference")
        XCTAssertEqual(request.subscriptions, [Subscription(30, 35)])
        XCTAssertEqual(recording.routes.events, [.completed(35)])
        XCTAssertEqual(recording.states.events.last, .completed(35))
    }
}
