import Presenters

/// Knows how to build every screen with its collaborators: the one place where the app is wired.
///
/// The navigator asks it for the next presenter; a test gives the navigator a root whose use cases are
/// stubs.
public protocol CompositionRoot: AnyObject {
    /// The login screen, where the app starts.
    func makeLogin() -> LoginPresenter
    /// The registration form.
    func makeRegistration() -> RegistrationPresenter
    /// The feed of a logged-in user.
    func makeFeed() -> FeedPresenter
    /// The detail of `post`.
    func makePostDetail(post: Post) -> PostDetailPresenter
}
