import PresentersXCTest
import ShowcaseApp

// The calls of the feature's use cases, and the requests of its screens that time out.

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
