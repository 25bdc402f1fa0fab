import Presenters

/// Logs a user in: the session of the user with the credentials given; fails when the backend refuses
/// them or cannot be reached.
public struct LoginUseCase {
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

    /// Fails the test that calls it, naming the call `login.logIn`.
    public static func unimplemented(_ unimplemented: Unimplemented) -> LoginUseCase {
        LoginUseCase(logIn: unimplemented("login.logIn"))
    }

    /// Logs anyone in at once, for previews.
    public static var preview: LoginUseCase { LoginUseCase { .just(Session(email: $0.email, token: "preview")) } }

    /// This use case with its sessions named `login.logIn`: its own, or recorded, or replayed from a
    /// recording without calling it.
    public func recorded(by answers: Answers) -> LoginUseCase {
        LoginUseCase(logIn: answers("login.logIn", for: logIn))
    }
}
