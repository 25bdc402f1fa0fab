import Presenters

/// The app wired as in production, but with any use case replaced by a stub: a test starts the app at
/// the login screen and decides what each use case answers.
///
/// ```swift
/// let root = TestCompositionRoot(scheduler: scheduler, feed: StubFeed(posts: [post]))
/// let navigator = Navigator(root: root)
/// ```
public final class TestCompositionRoot: CompositionRoot {
    /// The production wiring, whose use cases stand in for the ones the test does not replace.
    public let production: ProductionCompositionRoot
    private let login: (any LoginUseCase)?
    private let registration: (any RegistrationUseCase)?
    private let feed: (any FeedUseCase)?

    /// The app on `scheduler`, with the use cases given replacing the production ones.
    public init(
        scheduler: any SchedulerType, backend: InMemoryBackend.Configuration = .init(),
        login: (any LoginUseCase)? = nil, registration: (any RegistrationUseCase)? = nil,
        feed: (any FeedUseCase)? = nil
    ) {
        production = ProductionCompositionRoot(scheduler: scheduler, backend: backend)
        self.login = login
        self.registration = registration
        self.feed = feed
    }

    public func makeLogin() -> LoginPresenter {
        LoginPresenter(useCase: login ?? production.loginUseCase, scheduler: production.scheduler)
    }

    public func makeRegistration() -> RegistrationPresenter {
        RegistrationPresenter(useCase: registration ?? production.registrationUseCase, scheduler: production.scheduler)
    }

    public func makeFeed() -> FeedPresenter {
        FeedPresenter(useCase: feed ?? production.feedUseCase, scheduler: production.scheduler)
    }

    public func makePostDetail(post: Post) -> PostDetailPresenter {
        production.makePostDetail(post: post)
    }
}
