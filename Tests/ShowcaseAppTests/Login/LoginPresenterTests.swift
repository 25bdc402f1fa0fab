import PresentersXCTest
import ShowcaseApp
import XCTest

final class LoginPresenterTests: ShowcaseAppTestCase {
    // Ticks of a tenth of a second: the answers, tens of ticks away, come well within a request's 10 s.
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
    private let email = Fixture.email
    private let password = Fixture.password

    /// A login screen whose use case answers each login as the test sets it up in the answers returned.
    private func makeTest() -> (PresenterTest<LoginEvent, LoginState, LoginRoute>, TestAnswers<Credentials, Session>) {
        let logIns = TestAnswers<Credentials, Session>(
            call: "login.logIn", scheduler: scheduler, failureReporter: .xctest)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            var useCase = LoginUseCase.unimplemented(Unimplemented(failureReporter: .xctest))
            useCase.logIn = logIns.call
            return makeLoginPresenter(useCase: useCase, scheduler: scheduler)
        }
        return (test, logIns)
    }

    /// Fills both fields with valid values at 10 and 20.
    private func fill(_ test: PresenterTest<LoginEvent, LoginState, LoginRoute>) {
        test.send(.emailChanged(email), at: 10)
        test.send(.passwordChanged(password), at: 20)
    }

    /// The states of `fill`.
    private var filled: RecordedEvents<LoginState> {
        [
            .next(0, LoginState()),
            .next(10, LoginState(email: email)),
            .next(20, LoginState(email: email, password: password, isLoginEnabled: true)),
        ]
    }

    func testGivenAnUntouchedScreenThenNoErrorIsShownAndLoginIsDisabled() {
        let (test, _) = makeTest()

        test.run()

        test.assertStates([.next(0, LoginState())])
        test.assertRoutes([])
        test.finish()
    }

    func testWhenOneFieldIsEditedThenOnlyItsErrorIsShown() {
        let (test, _) = makeTest()
        test.send(.emailChanged("demo"), at: 10)
        test.send(.emailChanged("demo@example"), at: 20)
        test.send(.emailChanged(email), at: 30)
        test.send(.passwordChanged("12345"), at: 40)
        test.send(.passwordChanged(""), at: 50)

        test.run()

        test.assertStates([
            .next(0, LoginState()),
            .next(10, LoginState(email: "demo", emailError: "An email has exactly one @.")),
            .next(
                20, LoginState(email: "demo@example", emailError: "The part after @ needs a dot, as in example.com.")),
            .next(30, LoginState(email: email)),
            .next(40, LoginState(email: email, password: "12345", passwordError: "Must have at least 6 characters.")),
            .next(50, LoginState(email: email, password: "", passwordError: "Enter your password.")),
        ])
        test.assertRoutes([])
        test.finish()
    }

    func testLoginIsEnabledOnlyWhileBothFieldsAreValid() {
        let (test, _) = makeTest()
        fill(test)
        test.send(.emailChanged("demo @example.com"), at: 30)
        test.send(.emailChanged(email), at: 40)

        test.run()

        test.assertStates(
            filled + [
                .next(
                    30,
                    LoginState(email: "demo @example.com", password: password, emailError: "An email has no spaces.")),
                .next(40, LoginState(email: email, password: password, isLoginEnabled: true)),
            ])
        test.assertRoutes([])
        test.finish()
    }

    func testGivenValidFieldsWhenLoginIsTappedThenItLoadsAndRoutesToTheFeed() {
        let (test, logIns) = makeTest()
        let request = logIns.answer(Fixture.credentials, with: [.next(10, Fixture.session), .completed(10)])
        fill(test)
        test.send(.loginTapped, at: 30)

        test.advance(to: 39)
        test.assertStates(filled + [.next(30, LoginState(email: email, password: password, isLoading: true))])
        test.assertRoutes([])
        test.run()

        test.assertStates([.next(40, LoginState(email: email, password: password, isLoginEnabled: true))])
        test.assertRoutes([.next(40, .feed)])
        XCTAssertEqual(logIns.requests, [Fixture.credentials])
        XCTAssertEqual(request.subscriptions, [Subscription(30, 40)])
        test.finish()
    }

    func testWhenLoginIsTappedAgainWhileLoadingThenNothingHappens() {
        let (test, logIns) = makeTest()
        let request = logIns.answer(Fixture.credentials, with: [.next(10, Fixture.session), .completed(10)])
        fill(test)
        test.send(.loginTapped, at: 30)
        test.send(.loginTapped, at: 35)
        test.send(.registerTapped, at: 36)

        test.run()

        test.assertStates(
            filled + [
                .next(30, LoginState(email: email, password: password, isLoading: true)),
                .next(40, LoginState(email: email, password: password, isLoginEnabled: true)),
            ])
        test.assertRoutes([.next(40, .feed)])
        XCTAssertEqual(logIns.requests, [Fixture.credentials])
        XCTAssertEqual(request.subscriptions, [Subscription(30, 40)])
        test.finish()
    }

    func testGivenInvalidFieldsWhenLoginIsTappedThenEveryErrorIsShownAndNothingIsSent() {
        let (test, logIns) = makeTest()
        test.send(.passwordChanged(password), at: 10)
        test.send(.loginTapped, at: 20)

        test.run()

        test.assertStates([
            .next(0, LoginState()),
            .next(10, LoginState(password: password)),
            .next(20, LoginState(password: password, emailError: "Enter your email.")),
        ])
        test.assertRoutes([])
        XCTAssertEqual(logIns.requests, [])
        test.finish()
    }

    func testWhenTheCredentialsAreWrongThenTheirMessageIsShownUntilDismissed() {
        let (test, logIns) = makeTest()
        let request = logIns.answer(Fixture.credentials, with: [.error(10, APIError.unauthorized)])
        fill(test)
        test.send(.loginTapped, at: 30)
        test.send(.errorDismissed, at: 50)

        test.run()

        test.assertStates(
            filled + [
                .next(30, LoginState(email: email, password: password, isLoading: true)),
                .next(
                    40, LoginState(email: email, password: password, isLoginEnabled: true, failure: .wrongCredentials)),
                .next(50, LoginState(email: email, password: password, isLoginEnabled: true)),
            ])
        test.assertRoutes([])
        XCTAssertEqual(request.subscriptions, [Subscription(30, 40)])
        XCTAssertEqual(LoginFailure.wrongCredentials.message, "Wrong email or password.")
        test.finish()
    }

    func testEachKindOfFailureShowsItsOwnMessage() {
        let cases: [(Swift.Error, LoginFailure, String)] = [
            (APIError.unauthorized, .wrongCredentials, "Wrong email or password."),
            (APIError.network, .init(cause: .network), "No connection. Check your network and try again."),
            (
                APIError.server(statusCode: 503), .init(cause: .server),
                "Something went wrong on our side. Try again later."
            ),
            (
                APIError.invalidResponse, .init(cause: .unexpected),
                "Unexpected answer from the server. Try again later."
            ),
            (Fixture.Unexpected(), .init(cause: .unexpected), "Unexpected answer from the server. Try again later."),
        ]
        for (error, failure, message) in cases {
            let start = scheduler.clock
            let (test, logIns) = makeTest()
            logIns.answer(Fixture.credentials, with: [.error(10, error)])
            test.send(.emailChanged(email))
            test.send(.passwordChanged(password))
            test.send(.loginTapped)

            test.run()

            test.assertStates([
                .next(start, LoginState()), .next(start, LoginState(email: email)),
                .next(start, LoginState(email: email, password: password, isLoginEnabled: true)),
                .next(start, LoginState(email: email, password: password, isLoading: true)),
                .next(
                    start + 10, LoginState(email: email, password: password, isLoginEnabled: true, failure: failure)),
            ])
            test.assertRoutes([])
            XCTAssertEqual(failure.message, message)
            test.finish()
        }
    }

    func testGivenAFailureWhenLoginIsTriedAgainThenTheFailureIsClearedWhileLoading() {
        let (test, logIns) = makeTest()
        let request = logIns.answer(Fixture.credentials, with: [.error(10, APIError.network)])
        let retried = logIns.answer(Fixture.credentials, with: [.next(0, Fixture.session), .completed(0)])
        fill(test)
        test.send(.loginTapped, at: 30)
        test.send(.loginTapped, at: 50)

        test.run()

        test.assertStates(
            filled + [
                .next(30, LoginState(email: email, password: password, isLoading: true)),
                .next(
                    40,
                    LoginState(email: email, password: password, isLoginEnabled: true, failure: .init(cause: .network))),
                .next(50, LoginState(email: email, password: password, isLoading: true)),
                .next(50, LoginState(email: email, password: password, isLoginEnabled: true)),
            ])
        test.assertRoutes([.next(50, .feed)])
        XCTAssertEqual(logIns.requests, [Fixture.credentials, Fixture.credentials])
        XCTAssertEqual(request.subscriptions, [Subscription(30, 40)])
        XCTAssertEqual(retried.subscriptions, [Subscription(50, 50)])
        test.finish()
    }

    func testWhenRegisterIsTappedThenItRoutesToRegistration() {
        let (test, _) = makeTest()
        test.send(.registerTapped, at: 10)

        test.run()

        test.assertStates([.next(0, LoginState())])
        test.assertRoutes([.next(10, .registration)])
        test.finish()
    }

    func testAPresenterReleasedDuringALoginIsFreedAndCancelsTheRequest() {
        let (test, logIns) = makeTest()
        let request = logIns.answer(Fixture.credentials, with: [.next(10, Fixture.session), .completed(10)])
        fill(test)
        test.send(.loginTapped, at: 30)
        test.advance(to: 35)
        test.assertStates(filled + [.next(30, LoginState(email: email, password: password, isLoading: true))])
        test.assertRoutes([])

        test.releasePresenter()

        XCTAssertEqual(request.subscriptions, [Subscription(30, 35)])
        test.finish()
    }
}
