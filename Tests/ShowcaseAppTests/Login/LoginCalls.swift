import PresentersXCTest
import ShowcaseApp
import XCTest

// What the test suite needs to know of the feature: how to make each call of its use cases (`ExercisedUseCase`)
// and the requests of its screens that time out (`TimedRequests`), each checked by the feature's own test case
// below; `UseCaseValuesTests` and `RequestTimeoutTableTests` check that no feature of the app leaves one out.

extension LoginUseCase: ExercisedUseCase {
    func callEachOnce() -> [Observable<Void>] {
        [logIn(Fixture.credentials).made]
    }
}

extension LoginScreen: TimedRequests {
    private typealias Row = RequestTimeoutRow<Event, State, Route>

    static var timeoutRows: [RequestTimeoutRow<Event, State, Route>] {
        [
            Row(
                name: "login", call: "login.logIn", screen: { $0.loginPresenter() },
                before: [.emailChanged(Fixture.email), .passwordChanged(Fixture.password)],
                request: [.loginTapped], says: { $0.failure?.message },
                timedOut: "The server took too long to answer. Try again.", retry: [.loginTapped],
                succeeded: { !$0.isLoading }, routes: [.feed])
        ]
    }
}

/// The declarations above, checked: each call of `LoginUseCase` makes its values, and each request of the
/// feature's screens times out as declared.
final class LoginCallsTests: ShowcaseAppTestCase {
    func testEachCallOfTheUseCaseMakesItsValues() {
        assertEachCallMakesItsValues(LoginUseCase.self)
    }

    func testEachRequestOfTheScreenTimesOutAsDeclared() {
        assertEachRequestTimesOut(LoginScreen.self)
    }

    func testTheRecordedLogInWritesThePasswordAsASecret() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = SessionRecorder(scheduler: scheduler)
        _ = LoginUseCase.preview.recorded(by: recorder.answers(for: "app")).logIn(Fixture.credentials)
            .asObservable().subscribe { _ in }
        scheduler.start()

        // A star for each of its characters.
        XCTAssertEqual(
            recorder.recording.entries.filter { $0.kind == .subscribe }.map(\.json),
            [#"{"email":"demo@example.com","password":"*********"}"#])
        XCTAssertFalse(recorder.recording.text.contains(Fixture.password.value))
    }
}
