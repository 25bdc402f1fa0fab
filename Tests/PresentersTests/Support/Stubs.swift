import Presenters

/// A login use case that answers every call with `answer` and remembers the credentials it was given.
final class StubLoginUseCase: LoginUseCase {
    private(set) var requests: [Credentials] = []
    var answer: Single<Session>

    init(answer: Single<Session>) {
        self.answer = answer
    }

    func logIn(_ credentials: Credentials) -> Single<Session> {
        requests.append(credentials)
        return answer
    }
}

/// An auth repository that answers with fixed observables and remembers what it was asked.
final class StubAuthRepository: AuthRepository {
    private(set) var logIns: [Credentials] = []
    private(set) var registrations: [Registration] = []
    var logInAnswer: Single<Session>
    var registerAnswer: Single<Session>

    init(logIn: Single<Session> = .never(), register: Single<Session> = .never()) {
        logInAnswer = logIn
        registerAnswer = register
    }

    func logIn(_ credentials: Credentials) -> Single<Session> {
        logIns.append(credentials)
        return logInAnswer
    }

    func register(_ registration: Registration) -> Single<Session> {
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

/// A registration use case that answers every call with `answer` and remembers what it was given.
final class StubRegistrationUseCase: RegistrationUseCase {
    private(set) var requests: [Registration] = []
    var answer: Single<Session>

    init(answer: Single<Session>) {
        self.answer = answer
    }

    func register(_ registration: Registration) -> Single<Session> {
        requests.append(registration)
        return answer
    }
}
