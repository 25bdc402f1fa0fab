import Presenters

/// Knows how to build every screen with its collaborators: the one place where the app is wired, and the one
/// place that lists its screens.
///
/// It starts as the app ships: the in-memory backend behind the repositories and use cases, and one
/// scheduler for all time. A test replaces what it needs before it builds a screen, as the app's UI tests
/// swapped the root for one with stubbed use cases:
///
/// ```swift
/// let root = CompositionRoot(scheduler: scheduler)
/// root.feedUseCase = StubFeed(posts: [post])
/// let navigator = Navigator(root: root)
/// ```
///
/// Each feature builds its screen in an extension in its own folder (`makeFeed()` in `Feed/FeedScreen.swift`):
/// its presenter on the root's scheduler with the root's use case, and what each of its routes does.
public final class CompositionRoot {
    /// The scheduler every presenter and the backend read time from.
    public let scheduler: any SchedulerType
    /// The backend, to inject failures into.
    public let backend: InMemoryBackend
    /// Where the logged-in user's session is kept.
    public let credentialsStore: any CredentialsStore
    /// The device's location service, whose permission the user grants or refuses.
    public let locationService: InMemoryLocationService
    /// What the screens share: the session and the user's votes; signed in if a session is stored.
    public let store: AppStore

    // The use cases of the screens, each replaceable by a test.
    public var loginUseCase: LoginUseCase
    public var registrationUseCase: RegistrationUseCase
    public var feedUseCase: FeedUseCase
    public var postDetailUseCase: PostDetailUseCase
    public var collectionUseCase: CollectionUseCase
    public var userUseCase: UserUseCase
    /// The venues feature: its three use cases, replaceable one by one or as a whole.
    public var venues: VenuesFeatureRoot
    /// The gallery feature: its use case over the images endpoint, a download queue and, once the app
    /// gives it a directory (`GalleryFeatureRoot.production(client:cache:scheduler:)`), the image cache on disk.
    public var gallery: GalleryFeatureRoot

    /// Makes the app's navigator, given the root: `Navigator(root:)` unless a test replaces it.
    public var navigatorFactory: (CompositionRoot) -> any Navigating = { Navigator(root: $0) }
    public var voteUseCase: VoteUseCase

    /// The answers of the use cases of each presenter the root builds, asked for with the screen's kind
    /// just before its presenter is built: the use cases' own (`Answers.live`) unless a recording or a
    /// replay of the session sets it (see `SessionRecorder`). A screen without use cases does not ask.
    public var answers: (any ScreenKind.Type) -> Answers = { _ in .live }

    /// The live chat about a post, which its detail's share button speaks of: the backend's by default.
    public lazy var liveChat: (Post) -> LiveChat? = { [weak self] post in self?.backend.liveChat(for: post) }

    /// Reads the links that open the app's screens, `producthunt://post/42` and the like.
    public var deepLinkParser = DeepLinkParser(scheme: "producthunt")

    /// Called with every screen built, before it is shown or sent anything: a view layer that traces the
    /// presenters hooks them here.
    public var screenBuilt: ((Screen) -> Void)?

    /// Every kind of screen the app has.
    public static var screenKinds: [any ScreenKind.Type] {
        [
            LoginScreen.self, RegistrationScreen.self, FeedScreen.self, PostDetailScreen.self, CollectionScreen.self,
            UserScreen.self, VenuesScreen.self, VenueDetailScreen.self, GalleryScreen.self,
        ]
    }

    /// The app over a new in-memory backend configured with `backend`, timed by `scheduler`.
    public init(
        scheduler: any SchedulerType, backend configuration: InMemoryBackend.Configuration = .init(),
        credentialsStore: any CredentialsStore = InMemoryCredentialsStore()
    ) {
        self.scheduler = scheduler
        self.credentialsStore = credentialsStore
        store = AppStore(session: credentialsStore.session)
        backend = InMemoryBackend(scheduler: scheduler, configuration: configuration)
        let auth = RemoteAuthRepository(client: backend)
        loginUseCase = .live(repository: auth, store: credentialsStore)
        registrationUseCase = .live(repository: auth, store: credentialsStore)
        feedUseCase = .live(repository: RemotePostsRepository(client: backend))
        let catalog = RemoteCatalogRepository(client: backend)
        postDetailUseCase = .live(posts: catalog, comments: catalog)
        collectionUseCase = .live(repository: catalog)
        userUseCase = .live(repository: catalog)
        locationService = InMemoryLocationService(scheduler: scheduler)
        venues = .live(client: backend, locationService: locationService)
        gallery = .production(client: backend, cache: nil, scheduler: scheduler)
        voteUseCase = .live(repository: RemoteVotesRepository(client: backend))
    }

    /// The app as a test builds it: every use case unimplemented, so that the test provides the ones its
    /// screens are meant to call (`root.feedUseCase = stub`), and a call to any other fails the test with
    /// the use case's name instead of reaching the in-memory backend.
    public static func unimplemented(
        scheduler: any SchedulerType, _ unimplemented: Unimplemented,
        backend configuration: InMemoryBackend.Configuration = .init()
    ) -> CompositionRoot {
        let root = CompositionRoot(scheduler: scheduler, backend: configuration)
        root.loginUseCase = .unimplemented(unimplemented)
        root.registrationUseCase = .unimplemented(unimplemented)
        root.feedUseCase = .unimplemented(unimplemented)
        root.postDetailUseCase = .unimplemented(unimplemented)
        root.collectionUseCase = .unimplemented(unimplemented)
        root.userUseCase = .unimplemented(unimplemented)
        root.venues = .unimplemented(unimplemented)
        root.gallery = .unimplemented(unimplemented)
        root.voteUseCase = .unimplemented(unimplemented)
        return root
    }

    /// What builds the screen `id`, as a tab, a link or a restored navigation names it; `nil` if the app has
    /// no such screen (no kind of that name in ``screenKinds``, or an id the kind does not take).
    public func maker(for id: ScreenID) -> (() -> Screen)? {
        Self.screenKinds.first { $0.name == id.kind }?.maker(id: id.id, in: self)
    }

    /// Logs the user out: forgets the stored session and tells the screens, through the store.
    public func logOut() {
        StoreSyncedCredentials(base: credentialsStore, store: store).clear()
    }

    /// A screen of `kind` run by `presenter`, announced to `screenBuilt`; see
    /// ``Screen/init(_:id:presenter:appear:navigate:)``.
    func screen<Kind: ScreenKind>(
        _ kind: Kind.Type, id: Int? = nil, _ presenter: Kind.ScreenPresenter, appear: Kind.Event? = nil,
        navigate: @escaping (Kind.Route) -> Navigation
    ) -> Screen {
        let screen = Screen(kind, id: ScreenID(kind, id: id), presenter: presenter, appear: appear, navigate: navigate)
        screenBuilt?(screen)
        return screen
    }
}
