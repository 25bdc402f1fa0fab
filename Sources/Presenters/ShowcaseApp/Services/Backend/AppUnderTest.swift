import Foundation
import Presenters

/// The app as a test builds it: one composition root over a simulator in virtual time, with each choice a
/// test makes said once, where the test reads it.
///
/// Time is the test's `TestScheduler`, which times the presenters, the in-memory backend and the device's
/// location alike. The backend answers after its configured latency and fails when the test says so; the
/// user starts signed out unless the test signs them in or gives the store that keeps their session; the
/// use cases are the app's own over that backend, unless every one is unimplemented and the test provides
/// the calls its screens make:
///
/// ```swift
/// let app = AppUnderTest(
///     scheduler: scheduler, user: .signedIn(session),
///     useCases: .unimplemented(Unimplemented(failureReporter: .xctest)))
/// app.root[FeedUseCase.self].page = pages.call
/// let navigator = app.root.makeNavigator()
/// ```
///
/// ```swift
/// let app = AppUnderTest(scheduler: scheduler, backend: .init(latency: .seconds(1)))
/// app.backend.failNextRequest(with: .connectionLost)
/// let login = app.root.loginPresenter()
/// ```
///
/// A test against a server gives its client in place of the backend's, one that needs a device of its own
/// gives its location service, and one that records or replays a session gives the answers.
public final class AppUnderTest {
    /// Who is signed in when the app starts, and where their session is kept.
    public enum User {
        /// Nobody: the app starts at the login, and a login keeps its session in memory.
        case signedOut
        /// The user of `session`, kept in memory: the app starts signed in.
        case signedIn(Session)
        /// Whoever `store` holds a session of, if anyone: a file the test wrote, or a store it reads after.
        case kept(in: any CredentialsStore)
    }

    /// What the screens call.
    public enum UseCases {
        /// The app's own use cases, over the backend's client and the device.
        case live
        /// Every call of every use case fails the test that makes it, naming the call, through
        /// `unimplemented`, unless the test provides it (`app.root[FeedUseCase.self].page = pages.call`).
        case unimplemented(Unimplemented)
    }

    /// The time of every presenter, of the backend and of the device: the test moves it.
    public let scheduler: TestScheduler
    /// The in-memory backend: to fail its next requests, end its sessions or read its log.
    public let backend: InMemoryBackend
    /// The simulated device's location service, whose permission the user grants or refuses: the one the
    /// app asks, unless the test gave a location service of its own.
    public let locationService: InMemoryLocationService
    /// The app's composition root, built from these choices: what the test builds screens and navigators
    /// with, and sets use cases on.
    public let root: CompositionRoot

    /// The app on `scheduler`, over an in-memory backend configured with `backend`, with `user` signed in
    /// or not, calling `useCases`.
    ///
    /// - Parameters:
    ///   - client: The client the repositories reach in place of the in-memory backend's, for a test against
    ///     a server: the in-memory backend then gets no request.
    ///   - locationService: The device in place of the simulated one.
    ///   - imageCacheDirectory: Where the gallery keeps its images; nowhere if `nil`.
    ///   - answers: The answers of each presenter's use cases: their own unless a recording or a replay
    ///     gives them (see `AppEnvironment.answers`).
    public init(
        scheduler: TestScheduler = TestScheduler(initialClock: 0),
        backend configuration: InMemoryBackend.Configuration = .init(), user: User = .signedOut,
        useCases: UseCases = .live, client: (any APIClient)? = nil,
        locationService: (any LocationService)? = nil, imageCacheDirectory: URL? = nil,
        answers: @escaping (any AppFeature.Type) -> Answers = { _ in .live }
    ) {
        let simulator = Simulator(scheduler: scheduler, backend: configuration)
        var environment = simulator.environment(
            credentialsStore: user.store, imageCacheDirectory: imageCacheDirectory)
        if let client { environment.client = client }
        if let locationService { environment.locationService = locationService }
        environment.answers = answers
        self.scheduler = scheduler
        backend = simulator.backend
        self.locationService = simulator.locationService
        root = CompositionRoot(environment: environment, unimplemented: useCases.unimplemented)
    }
}

extension AppUnderTest.UseCases {
    /// What makes every call fail the test, if the use cases are unimplemented.
    fileprivate var unimplemented: Unimplemented? {
        switch self {
        case .live: nil
        case .unimplemented(let unimplemented): unimplemented
        }
    }
}

extension AppUnderTest.User {
    /// The store that keeps this user's session.
    fileprivate var store: any CredentialsStore {
        switch self {
        case .signedOut: InMemoryCredentialsStore()
        case .signedIn(let session): InMemoryCredentialsStore(session: session)
        case .kept(in: let store): store
        }
    }
}
