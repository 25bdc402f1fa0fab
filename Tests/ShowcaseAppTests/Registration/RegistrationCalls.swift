import PresentersXCTest
import ShowcaseApp

// The calls of the feature's use cases, and the requests of its screens that time out.

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
