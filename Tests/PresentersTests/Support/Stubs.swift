import Presenters

/// A login use case that answers every call with `answer` and remembers the credentials it was given.
final class StubLoginUseCase: LoginUseCase {
    private(set) var requests: [Credentials] = []
    var answer: Observable<Session>

    init(answer: Observable<Session>) {
        self.answer = answer
    }

    func logIn(_ credentials: Credentials) -> Observable<Session> {
        requests.append(credentials)
        return answer
    }
}

/// An auth repository that answers with fixed observables and remembers what it was asked.
final class StubAuthRepository: AuthRepository {
    private(set) var logIns: [Credentials] = []
    private(set) var registrations: [Registration] = []
    var logInAnswer: Observable<Session>
    var registerAnswer: Observable<Session>

    init(logIn: Observable<Session> = .never(), register: Observable<Session> = .never()) {
        logInAnswer = logIn
        registerAnswer = register
    }

    func logIn(_ credentials: Credentials) -> Observable<Session> {
        logIns.append(credentials)
        return logInAnswer
    }

    func register(_ registration: Registration) -> Observable<Session> {
        registrations.append(registration)
        return registerAnswer
    }
}

/// Fixtures shared by the screens' tests.
enum Fixture {
    static let email = "demo@example.com"
    static let password = "password1"
    static let credentials = Credentials(email: email, password: password)
    static let session = Session(email: email, token: "token-1")

    /// The error an effect failed with in a test that does not care which.
    struct Unexpected: Error {}
}
