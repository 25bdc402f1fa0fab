import PresentersXCTest
import ShowcaseApp

/// The auth repository of a use case's test: its log-ins and registrations are answered by the answers the
/// test sets up, each of which keeps its requests; one nobody set up fails the test, naming the call.
///
/// The repository is a protocol, so it needs a conformance; this one only hands each method to its answers.
struct AuthRepositoryAnswers: AuthRepository {
    let logIns: TestAnswers<Credentials, Session>
    let registrations: TestAnswers<Registration, Session>

    init(scheduler: TestScheduler) {
        logIns = TestAnswers(call: "auth.logIn", scheduler: scheduler, failureReporter: .xctest)
        registrations = TestAnswers(call: "auth.register", scheduler: scheduler, failureReporter: .xctest)
    }

    func logIn(_ credentials: Credentials) -> Single<Session> { logIns.call(credentials) }

    func register(_ registration: Registration) -> Single<Session> { registrations.call(registration) }
}
