import Presenters

/// What the use cases of the app's features are built from: the backend's client, which ends the signed-in
/// session when the backend answers 401, and the environment's services.
public struct AppServices {
    /// The backend, as every use case reaches it.
    public let client: any APIClient
    /// What the app runs on: its location service, directories and credentials store.
    public let environment: AppEnvironment

    /// The services of `environment`, reaching the backend through `client`.
    public init(client: any APIClient, environment: AppEnvironment) {
        self.client = client
        self.environment = environment
    }

    /// Where the logged-in user's session is kept: the environment's store.
    public var credentialsStore: any CredentialsStore { environment.credentialsStore }
}

/// A use case of one of the app's features, which says how it is built over the app's services: the
/// composition root builds it the first time a screen needs it (``CompositionRoot/subscript(_:)``), or in
/// the test root gives it unimplemented, and a test replaces it.
///
/// A feature lists its use cases in ``AppFeature/useCases``; no other file names them.
public protocol AppUseCase: UseCase {
    /// The use case over `services`, as the app ships it.
    static func live(_ services: AppServices) -> Self
}
