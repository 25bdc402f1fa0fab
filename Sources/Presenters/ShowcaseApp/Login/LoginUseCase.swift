import Presenters

/// Logs a user in: the session of the user with the credentials given; fails when the backend refuses
/// them or cannot be reached.
public struct LoginUseCase: UseCase {
    /// The session of the user with these credentials.
    public var logIn: (Credentials) -> Single<Session>

    /// A use case that logs in with `logIn`.
    public init(logIn: @escaping (Credentials) -> Single<Session>) {
        self.logIn = logIn
    }

    /// Logs in through `repository` and, on success, keeps the session in `store`, as the interactor of a
    /// VIPER login does.
    public static func live(repository: any AuthRepository, store: any CredentialsStore) -> LoginUseCase {
        LoginUseCase { repository.logIn($0).saved(in: store) }
    }

    /// Its calls, each under the name a failed test and a recording give it.
    public static var calls: [UseCaseCall<LoginUseCase>] { [.call("login.logIn", \.logIn)] }

    /// Logs anyone in at once, for previews.
    public static var preview: LoginUseCase { LoginUseCase { .just(Session(email: $0.email, token: "preview")) } }
}

extension LoginUseCase: AppUseCase {
    /// The use case over the app's backend.
    public static func live(_ services: AppServices) -> LoginUseCase {
        .live(repository: RemoteAuthRepository(client: services.client), store: services.credentialsStore)
    }
}
