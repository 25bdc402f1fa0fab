import Foundation
import Presenters

/// Knows how to build every screen with its collaborators: the one place where the app is wired, and the one
/// place that lists its screens.
///
/// It is built from an ``AppEnvironment``: the use cases over the environment's client and services, and one
/// scheduler for all time. It names no service of its own: the app gives its environment, the demo that of
/// a `Simulator`.
///
/// A test builds its root one way, with `AppUnderTest`, which says what the test chooses: the
/// `TestScheduler`, the in-memory backend's latency, who is signed in, and whether the use cases are live
/// over that backend or unimplemented, every call failing the test that makes it. A test root of the
/// latter kind is given what its screens call before a screen is built, as the app's UI tests swapped the
/// root for one with stubbed use cases:
///
/// ```swift
/// let root = AppUnderTest(scheduler: scheduler, useCases: .unimplemented(unimplemented)).root
/// root[FeedUseCase.self] = .preview
/// let navigator = root.makeNavigator()
/// ```
///
/// Each feature says how its screen is built in its own folder (`FeedScreen` in `Feed/FeedScreen.swift`):
/// its presenter on the root's scheduler with the root's use case, and what each of its routes asks of the
/// navigation; ``screen(_:)`` builds any screen from its ``AppScreen``.
public final class CompositionRoot {
    /// What the app runs on: its client, services, directories, scheduler and answers.
    public let environment: AppEnvironment
    /// What the screens share: the session and the user's votes; signed in if a session is stored.
    public let store: AppStore

    /// The use cases built so far, or set by a test, by their type.
    private var useCases: [ObjectIdentifier: any AppUseCase] = [:]
    private let useCasesLock = NSLock()
    /// What the use cases are built over: the environment's client, guarded by the session's end.
    private let services: AppServices
    /// In the test root, what makes every use case's calls fail the test that makes them.
    private let unimplemented: Unimplemented?

    /// Makes the app's navigator, given the root: `Navigator(root:)` unless a test replaces it.
    public var navigatorFactory: (CompositionRoot) -> any Navigating = { Navigator(root: $0) }

    /// The live chat about a post, which its detail's share button speaks of: the environment's by default.
    public var liveChat: (Post) -> LiveChat?

    /// Reads the links that open the app's screens, `producthunt://post/42` and the like.
    public var deepLinkParser = DeepLinkParser(scheme: "producthunt")

    /// Called with every screen built, before it is shown or sent anything: a view layer that traces the
    /// presenters hooks them here.
    public var screenBuilt: ((Screen) -> Void)?

    /// Called when the backend ended the signed-in session (it answered 401 to a request of the signed-in
    /// user), once the session is forgotten and the store says it expired, on the thread of the answer: the
    /// navigator sets it to bring back the login.
    public var sessionEnded: (() -> Void)? {
        get { sessionEnding.handler }
        set { sessionEnding.handler = newValue }
    }
    private let sessionEnding: SessionEnding

    /// What the features could not open from the environment, each as a sentence for the user: the app
    /// runs without it (the gallery without its cache on disk).
    public var startupWarnings: [String] {
        [self[GalleryFeatureRoot.self].cacheFailure.map { "no image is kept on disk: \($0)" }].compactMap { $0 }
    }

    /// The kinds of use case the features call, each once, in the order of the features: what a test that
    /// covers every call of the app goes through.
    public var useCaseTypes: [any UseCase.Type] {
        var seen: Set<ObjectIdentifier> = []
        var types: [any UseCase.Type] = []
        for feature in AppScreen.features {
            for type in feature.useCases where seen.insert(ObjectIdentifier(type)).inserted {
                types.append(type)
            }
        }
        return types
    }

    /// The use case of type `Value` that the screens call: built live over the environment the first time a
    /// screen needs it (in the test root, unimplemented: each call fails the test that makes it), unless a
    /// test set it before, as in `root[FeedUseCase.self] = .preview`.
    public subscript<Value: AppUseCase>(_ type: Value.Type) -> Value {
        get {
            useCasesLock.withLock {
                if let value = useCases[ObjectIdentifier(type)] as? Value { return value }
                let value = unimplemented.map(Value.unimplemented) ?? Value.live(services)
                useCases[ObjectIdentifier(type)] = value
                return value
            }
        }
        set { useCasesLock.withLock { useCases[ObjectIdentifier(type)] = newValue } }
    }

    /// The app over `environment`: every use case live, over the environment's client and services; or, for
    /// the test root, every use case unimplemented.
    ///
    /// The test root is the app as a test builds it with `AppUnderTest(useCases: .unimplemented(...))`: given
    /// `unimplemented`, every call of every use case fails the test that makes it, naming the call, instead
    /// of reaching the environment's client, so that the test provides the ones its screens are meant to
    /// call (`root[FeedUseCase.self] = useCase`).
    public init(environment: AppEnvironment, unimplemented: Unimplemented? = nil) {
        self.environment = environment
        self.unimplemented = unimplemented
        store = AppStore(session: environment.credentialsStore.session, scheduler: environment.scheduler)
        sessionEnding = SessionEnding(store: store, credentials: environment.credentialsStore)
        services = AppServices(client: sessionEnding.guarding(environment.client), environment: environment)
        liveChat = environment.liveChat
    }

    /// The scheduler every presenter reads time from: the environment's.
    public var scheduler: any SchedulerType { environment.scheduler }

    /// Where the logged-in user's session is kept: the environment's store.
    public var credentialsStore: any CredentialsStore { environment.credentialsStore }

    /// The answers of the use cases of the next presenter of `feature`: the environment's.
    func answers(_ feature: any AppFeature.Type) -> Answers {
        environment.answers(feature)
    }

    /// The screen `id`, its presenter built by its feature over the root's collaborators with what `id`
    /// gives it to show at once, and announced to ``screenBuilt``: the one way every screen is built, for a
    /// route, a tab, a link or a restored navigation.
    public func screen(_ id: AppScreen) -> Screen {
        let screen = id.build(in: self)
        screenBuilt?(screen)
        return screen
    }

    /// The navigator of the app: the one that starts at the first screen, unless a test put another in
    /// ``navigatorFactory``.
    public func makeNavigator() -> any Navigating {
        navigatorFactory(self)
    }

    /// Logs the user out: forgets the stored session and tells the screens, through the store.
    public func logOut() {
        StoreSyncedCredentials(base: credentialsStore, store: store).clear()
    }
}
