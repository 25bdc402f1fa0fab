import Foundation
import Presenters

/// What the app runs on: the backend's client, the device's location service, the directory for the
/// images, where the session is kept, the scheduler and the answers of a recording. The composition root
/// is built from it, and each feature root opens what it needs from it.
///
/// The app gives its own services; the demo gives the in-memory ones of a `Simulator`, and a test those of
/// the `AppUnderTest` it builds:
///
/// ```swift
/// let simulator = Simulator(scheduler: scheduler)
/// let root = CompositionRoot(environment: simulator.environment())
/// simulator.backend.failNextRequest(with: .connectionLost)
/// ```
public struct AppEnvironment {
    /// The backend, as the repositories reach it.
    public var client: any APIClient
    /// The device's location service, whose permission the user grants or refuses.
    public var locationService: any LocationService
    /// Where the gallery keeps the images it downloads; nowhere if `nil`.
    public var imageCacheDirectory: URL?
    /// Where the logged-in user's session is kept.
    public var credentialsStore: any CredentialsStore
    /// The scheduler every presenter reads time from.
    public var scheduler: any SchedulerType
    /// The answers of the use cases of each presenter the root builds, asked for with the screen's feature
    /// just before its presenter is built: the use cases' own (`Answers.live`) unless a recording or a
    /// replay of the session sets it (see `SessionRecorder`). A screen without use cases does not ask.
    public var answers: (any AppFeature.Type) -> Answers
    /// The live chat about a post, which its detail's share button speaks of; none if `nil`.
    public var liveChat: (Post) -> LiveChat?

    /// An environment over these services; its answers are the use cases' own, and no post has a live
    /// chat, unless given.
    public init(
        client: any APIClient, locationService: any LocationService, imageCacheDirectory: URL? = nil,
        credentialsStore: any CredentialsStore, scheduler: any SchedulerType,
        answers: @escaping (any AppFeature.Type) -> Answers = { _ in .live },
        liveChat: @escaping (Post) -> LiveChat? = { _ in nil }
    ) {
        self.client = client
        self.locationService = locationService
        self.imageCacheDirectory = imageCacheDirectory
        self.credentialsStore = credentialsStore
        self.scheduler = scheduler
        self.answers = answers
        self.liveChat = liveChat
    }
}
