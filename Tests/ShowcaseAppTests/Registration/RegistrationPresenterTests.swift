import PresentersXCTest
import ShowcaseApp
import XCTest

final class RegistrationPresenterTests: ShowcaseAppTestCase {
    // Ticks of a tenth of a second: the answers, tens of ticks away, come well within a request's 10 s.
    private var scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
    private let email = "new@example.com"
    private let password: Secret<String> = "secret"
    private lazy var registration = Registration(email: email, password: password, age: 30)
    private lazy var session = Session(email: email, token: "token-1")

    private typealias Test = PresenterTest<RegistrationEvent, RegistrationState, RegistrationRoute>

    /// A registration screen whose use case answers each registration as the test sets it up in the answers
    /// returned.
    private func makeTest() -> (Test, TestAnswers<Registration, Session>) {
        let registrations = TestAnswers<Registration, Session>(
            call: "registration.register", scheduler: scheduler, failureReporter: .xctest)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            var useCase = RegistrationUseCase.unimplemented(Unimplemented(failureReporter: .xctest))
            useCase.register = registrations.call
            return makeRegistrationPresenter(useCase: useCase, scheduler: scheduler)
        }
        return (test, registrations)
    }

    /// The states of a screen whose fields were filled with valid values at 10, 20 and 30.
    private var filled: RecordedEvents<RegistrationState> {
        [
            .next(0, RegistrationState()),
            .next(10, RegistrationState(email: email)),
            .next(20, RegistrationState(email: email, password: password)),
            .next(30, RegistrationState(email: email, password: password, age: "30", isRegisterEnabled: true)),
        ]
    }

    private func fill(_ test: Test) {
        test.send(.emailChanged(email), at: 10)
        test.send(.passwordChanged(password), at: 20)
        test.send(.ageChanged("30"), at: 30)
    }

    func testGivenAnUntouchedScreenThenNoErrorIsShownAndRegisterIsDisabled() {
        let (test, _) = makeTest()

        test.run()

        test.assertStates([.next(0, RegistrationState())])
        test.assertRoutes([])
        test.finish()
    }

    func testTheAgeMustBeAWholeNumberFrom13To120() {
        let (test, _) = makeTest()
        let typed = ["1", "12", "13", "thirty", "12.5", "-20", "120", "121", ""]
        for (index, age) in typed.enumerated() {
            test.send(.ageChanged(age), at: 10 * (index + 1))
        }

        test.run()

        let range = "Must be from 13 to 120."
        let whole = "Must be a whole number, such as 30."
        test.assertStates([
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
        test.finish()
    }

    func testRegisterIsEnabledOnlyWhileEveryFieldIsValid() {
        let (test, _) = makeTest()
        fill(test)
        test.send(.passwordChanged("short"), at: 40)
        test.send(.passwordChanged(password), at: 50)
        test.send(.emailChanged("new@example"), at: 60)

        test.run()

        test.assertStates(
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
        test.finish()
    }

    func testGivenValidFieldsWhenRegisterIsTappedThenItLoadsAndRoutesToTheFeed() {
        let (test, registrations) = makeTest()
        let request = registrations.answer(registration, with: [.next(10, session), .completed(10)])
        fill(test)
        test.send(.registerTapped, at: 40)

        test.run()

        test.assertStates(
            filled + [
                .next(40, RegistrationState(email: email, password: password, age: "30", isLoading: true)),
                .next(50, RegistrationState(email: email, password: password, age: "30", isRegisterEnabled: true)),
            ])
        test.assertRoutes([.next(50, .feed)])
        XCTAssertEqual(registrations.requests, [registration])
        XCTAssertEqual(request.subscriptions, [Subscription(40, 50)])
        test.finish()
    }

    func testWhenRegisterIsTappedAgainWhileLoadingThenNothingHappens() {
        let (test, registrations) = makeTest()
        let request = registrations.answer(registration, with: [.next(10, session), .completed(10)])
        fill(test)
        test.send(.registerTapped, at: 40)
        test.send(.registerTapped, at: 45)

        test.run()

        test.assertStates(
            filled + [
                .next(40, RegistrationState(email: email, password: password, age: "30", isLoading: true)),
                .next(50, RegistrationState(email: email, password: password, age: "30", isRegisterEnabled: true)),
            ])
        test.assertRoutes([.next(50, .feed)])
        XCTAssertEqual(registrations.requests, [registration])
        XCTAssertEqual(request.subscriptions, [Subscription(40, 50)])
        test.finish()
    }

    func testGivenInvalidFieldsWhenRegisterIsTappedThenEveryErrorIsShownAndNothingIsSent() {
        let (test, registrations) = makeTest()
        test.send(.emailChanged(email), at: 10)
        test.send(.registerTapped, at: 20)

        test.run()

        test.assertStates([
            .next(0, RegistrationState()),
            .next(10, RegistrationState(email: email)),
            .next(
                20,
                RegistrationState(
                    email: email, passwordError: "Enter your password.", ageError: "Enter your age.")),
        ])
        test.assertRoutes([])
        XCTAssertEqual(registrations.requests, [])
        test.finish()
    }

    func testWhenTheEmailIsTakenThenItsMessageIsShownUntilDismissed() {
        let (test, registrations) = makeTest()
        let request = registrations.answer(registration, with: [.error(10, APIError.conflict)])
        fill(test)
        test.send(.registerTapped, at: 40)
        test.send(.errorDismissed, at: 60)

        test.run()

        test.assertStates(
            filled + [
                .next(40, RegistrationState(email: email, password: password, age: "30", isLoading: true)),
                .next(
                    50,
                    RegistrationState(
                        email: email, password: password, age: "30", isRegisterEnabled: true, failure: .emailTaken)),
                .next(60, RegistrationState(email: email, password: password, age: "30", isRegisterEnabled: true)),
            ])
        test.assertRoutes([])
        XCTAssertEqual(request.subscriptions, [Subscription(40, 50)])
        test.finish()
    }

    func testEachKindOfFailureShowsItsOwnMessage() {
        let cases: [(Swift.Error, RegistrationFailure, String)] = [
            (APIError.conflict, .emailTaken, "An account with this email exists already. Log in instead."),
            (APIError.network, .init(cause: .network), "No connection. Check your network and try again."),
            (
                APIError.server(statusCode: 500), .init(cause: .server),
                "Something went wrong on our side. Try again later."
            ),
            (
                APIError.invalidResponse, .init(cause: .unexpected),
                "Unexpected answer from the server. Try again later."
            ),
            (APIError.unauthorized, .init(cause: .unauthorized), "Unexpected answer from the server. Try again later."),
        ]
        for (error, failure, message) in cases {
            // Ticks of a tenth of a second: the answers, tens of ticks away, come well within a request's 10 s.
            scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
            let (test, registrations) = makeTest()
            registrations.answer(registration, with: [.error(10, error)])
            fill(test)
            test.send(.registerTapped, at: 40)

            test.run()

            test.assertStates(
                filled + [
                    .next(40, RegistrationState(email: email, password: password, age: "30", isLoading: true)),
                    .next(
                        50,
                        RegistrationState(
                            email: email, password: password, age: "30", isRegisterEnabled: true, failure: failure)),
                ])
            test.assertRoutes([])
            XCTAssertEqual(failure.message, message, "\(error)")
            test.finish()
        }
    }

    func testAPresenterReleasedDuringARegistrationIsFreedAndCancelsTheRequest() {
        let (test, registrations) = makeTest()
        let request = registrations.answer(registration, with: [.next(10, session), .completed(10)])
        fill(test)
        test.send(.registerTapped, at: 40)
        test.advance(to: 45)
        test.assertStates(
            filled + [.next(40, RegistrationState(email: email, password: password, age: "30", isLoading: true))])
        test.assertRoutes([])

        test.releasePresenter()

        XCTAssertEqual(request.subscriptions, [Subscription(40, 45)])
        test.finish()
    }
}
