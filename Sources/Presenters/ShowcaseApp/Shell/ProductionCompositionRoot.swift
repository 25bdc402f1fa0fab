import Presenters

/// The app as it ships: the in-memory backend behind the repositories and interactors, and one
/// scheduler for all time.
///
/// The scheduler is a parameter so that the demo can run on real time, or on a `TestScheduler` where time
/// moves only when it says so.
public final class ProductionCompositionRoot: CompositionRoot {
    /// The scheduler every presenter and the backend read time from.
    public let scheduler: any SchedulerType
    /// The backend, to inject failures into.
    public let backend: InMemoryBackend
    /// Where the logged-in user's session is kept.
    public let credentialsStore: any CredentialsStore
    public let loginUseCase: any LoginUseCase
    public let registrationUseCase: any RegistrationUseCase
    public let feedUseCase: any FeedUseCase

    /// The app over a new in-memory backend configured with `backend`, timed by `scheduler`.
    public init(
        scheduler: any SchedulerType, backend configuration: InMemoryBackend.Configuration = .init(),
        credentialsStore: any CredentialsStore = InMemoryCredentialsStore()
    ) {
        self.scheduler = scheduler
        self.credentialsStore = credentialsStore
        backend = InMemoryBackend(scheduler: scheduler, configuration: configuration)
        let auth = RemoteAuthRepository(client: backend)
        loginUseCase = LoginInteractor(repository: auth, store: credentialsStore)
        registrationUseCase = RegistrationInteractor(repository: auth, store: credentialsStore)
        feedUseCase = FeedInteractor(repository: RemotePostsRepository(client: backend))
    }

    public func makeLogin() -> LoginPresenter {
        LoginPresenter(useCase: loginUseCase, scheduler: scheduler)
    }

    public func makeRegistration() -> RegistrationPresenter {
        RegistrationPresenter(useCase: registrationUseCase, scheduler: scheduler)
    }

    public func makeFeed() -> FeedPresenter {
        FeedPresenter(useCase: feedUseCase, scheduler: scheduler)
    }

    public func makePostDetail(post: Post) -> PostDetailPresenter {
        PostDetailPresenter(post: post, scheduler: scheduler)
    }
}
