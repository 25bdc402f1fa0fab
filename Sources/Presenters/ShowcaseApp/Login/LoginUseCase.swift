import Presenters

/// Logs a user in.
public protocol LoginUseCase {
    /// The session of the user with `credentials`; fails when the backend refuses them or
    /// cannot be reached.
    func logIn(_ credentials: Credentials) -> Single<Session>
}

/// Logs in through the auth repository and, on success, keeps the session in the credentials store,
/// as the interactor of a VIPER login does.
public struct LoginInteractor: LoginUseCase {
    private let repository: any AuthRepository
    private let store: any CredentialsStore

    /// An interactor that logs in with `repository` and keeps the session in `store`.
    public init(repository: any AuthRepository, store: any CredentialsStore) {
        self.repository = repository
        self.store = store
    }

    public func logIn(_ credentials: Credentials) -> Single<Session> {
        repository.logIn(credentials).saved(in: store)
    }
}

/// The login's sessions through `answers`, named `login.logIn`: the use case's own, or recorded, or
/// replayed from a recording without calling it.
struct LoginUseCaseAnswers: LoginUseCase {
    let base: any LoginUseCase
    let answers: Answers

    func logIn(_ credentials: Credentials) -> Single<Session> {
        answers("login.logIn", to: credentials) { base.logIn($0) }
    }
}

/// A login use case that fails the test that calls it, naming it `login.logIn`: what a test root puts where
/// the test does not provide the use case.
public struct UnimplementedLoginUseCase: LoginUseCase {
    private let unimplemented: Unimplemented

    /// A use case that reports its calls through `unimplemented`.
    public init(_ unimplemented: Unimplemented) {
        self.unimplemented = unimplemented
    }

    public func logIn(_ credentials: Credentials) -> Single<Session> {
        unimplemented.reportCall(to: "login.logIn")
        return .error(UnimplementedDependency(name: "login.logIn"))
    }
}
