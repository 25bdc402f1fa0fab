import Presenters

/// Opens an account.
public protocol RegistrationUseCase {
    /// The session of the new account; fails when the email is taken or the backend cannot be reached.
    func register(_ registration: Registration) -> Single<Session>
}

/// Registers through the auth repository and, on success, keeps the session in the credentials store, so
/// that the new user is logged in.
public struct RegistrationInteractor: RegistrationUseCase {
    private let repository: any AuthRepository
    private let store: any CredentialsStore

    /// An interactor that registers with `repository` and keeps the session in `store`.
    public init(repository: any AuthRepository, store: any CredentialsStore) {
        self.repository = repository
        self.store = store
    }

    public func register(_ registration: Registration) -> Single<Session> {
        repository.register(registration).saved(in: store)
    }
}

/// The registration's sessions through `answers`, named `registration.register`: the use case's own, or
/// recorded, or replayed from a recording without calling it.
struct RegistrationUseCaseAnswers: RegistrationUseCase {
    let base: any RegistrationUseCase
    let answers: Answers

    func register(_ registration: Registration) -> Single<Session> {
        answers("registration.register", to: registration) { base.register($0) }
    }
}

/// A registration use case that fails the test that calls it, naming it `registration.register`: what a test root puts where
/// the test does not provide the use case.
public struct UnimplementedRegistrationUseCase: RegistrationUseCase {
    private let unimplemented: Unimplemented

    /// A use case that reports its calls through `unimplemented`.
    public init(_ unimplemented: Unimplemented) {
        self.unimplemented = unimplemented
    }

    public func register(_ registration: Registration) -> Single<Session> {
        unimplemented.reportCall(to: "registration.register")
        return .error(UnimplementedDependency(name: "registration.register"))
    }
}
