import Foundation
import Presenters

/// The world the app runs in when there is no server and no device: the in-memory backend and location
/// service, into which the demo or a test injects failures, and the environment that puts the app on them.
///
/// The demo builds the app's root over a simulator's environment, as the app does over its own:
///
/// ```swift
/// let simulator = Simulator(scheduler: scheduler, backend: .init(latency: .seconds(1)))
/// let root = CompositionRoot(environment: simulator.environment())
/// simulator.locationService.permission = .denied
/// ```
///
/// A test builds the app with ``AppUnderTest``, which puts it on a simulator of its own.
public struct Simulator {
    /// The backend, to inject failures into and read the log of.
    public let backend: InMemoryBackend
    /// The device's location service, whose permission the user grants or refuses.
    public let locationService: InMemoryLocationService
    private let scheduler: any SchedulerType

    /// A new backend configured with `backend`, and a location service, both timed by `scheduler`.
    public init(scheduler: any SchedulerType, backend configuration: InMemoryBackend.Configuration = .init()) {
        self.scheduler = scheduler
        backend = InMemoryBackend(scheduler: scheduler, configuration: configuration)
        locationService = InMemoryLocationService(scheduler: scheduler)
    }

    /// The environment over this simulator: its backend (and the backend's live chats), reached with the
    /// token of the session in `credentialsStore`, and location service, the session kept in `credentialsStore`, the images in `imageCacheDirectory` if given.
    public func environment(
        credentialsStore: any CredentialsStore = InMemoryCredentialsStore(), imageCacheDirectory: URL? = nil
    ) -> AppEnvironment {
        AppEnvironment(
            client: backend.client(session: { credentialsStore.session }), locationService: locationService,
            imageCacheDirectory: imageCacheDirectory,
            credentialsStore: credentialsStore, scheduler: scheduler, liveChat: backend.liveChat(for:))
    }
}
