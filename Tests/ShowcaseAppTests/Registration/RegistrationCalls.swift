import PresentersXCTest
import ShowcaseApp
import XCTest

// What the test suite needs to know of the feature: how to make each call of its use cases (`ExercisedUseCase`)
// and the requests of its screens that time out (`TimedRequests`), each checked by the feature's own test case
// below; `UseCaseValuesTests` and `RequestTimeoutTableTests` check that no feature of the app leaves one out.

extension RegistrationUseCase: ExercisedUseCase {
    func callEachOnce() -> [Observable<Void>] {
        [register(Registration(email: Fixture.email, password: Fixture.password, age: 30)).made]
    }
}

extension RegistrationScreen: TimedRequests {
    private typealias Row = RequestTimeoutRow<Event, State, Route>

    static var timeoutRows: [RequestTimeoutRow<Event, State, Route>] {
        [
            Row(
                name: "registration", call: "registration.register", screen: { $0.registrationPresenter() },
                before: [.emailChanged("new@example.com"), .passwordChanged("secret1"), .ageChanged("30")],
                request: [.registerTapped], says: { $0.failure?.message },
                timedOut: "The server took too long to answer. Try again.", retry: [.registerTapped],
                succeeded: { !$0.isLoading }, routes: [.feed])
        ]
    }
}

/// The declarations above, checked: each call of `RegistrationUseCase` makes its values, and each request of the
/// feature's screens times out as declared.
final class RegistrationCallsTests: ShowcaseAppTestCase {
    func testEachCallOfTheUseCaseMakesItsValues() {
        assertEachCallMakesItsValues(RegistrationUseCase.self)
    }

    func testEachRequestOfTheScreenTimesOutAsDeclared() {
        assertEachRequestTimesOut(RegistrationScreen.self)
    }
}
