import Presenters

/// Opens an account: the session of the new account; fails when the email is taken or the backend cannot
/// be reached.
public struct RegistrationUseCase: UseCase {
    /// The session of the account opened with this registration.
    public var register: (Registration) -> Single<Session>

    /// A use case that registers with `register`.
    public init(register: @escaping (Registration) -> Single<Session>) {
        self.register = register
    }

    /// Registers through `repository` and, on success, keeps the session in `store`, so that the new user
    /// is logged in.
    public static func live(repository: any AuthRepository, store: any CredentialsStore) -> RegistrationUseCase {
        RegistrationUseCase { repository.register($0).saved(in: store) }
    }

    /// Its calls, each under the name a failed test and a recording give it.
    public static var calls: [UseCaseCall<RegistrationUseCase>] { [.call("registration.register", \.register)] }

    /// Opens any account at once, for previews.
    public static var preview: RegistrationUseCase {
        RegistrationUseCase { .just(Session(email: $0.email, token: "preview")) }
    }
}

extension RegistrationUseCase: AppUseCase {
    /// The use case over the app's backend.
    public static func live(_ services: AppServices) -> RegistrationUseCase {
        .live(repository: RemoteAuthRepository(client: services.client), store: services.credentialsStore)
    }
}
