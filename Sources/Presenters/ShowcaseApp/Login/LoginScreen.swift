import Presenters

/// The login screen, where the app starts.
public enum LoginScreen: ScreenKind {
    public typealias Event = LoginEvent
    public typealias State = LoginState
    public typealias Route = LoginRoute
    public static let name = "login"

    public static func maker(id: Int?, in root: CompositionRoot) -> (() -> Screen)? {
        id == nil ? root.makeLogin : nil
    }
}

extension CompositionRoot {
    /// The login screen's presenter, over the root's login use case, its sessions through the root's
    /// answers, and each one signed in to the root's store.
    public func makeLoginPresenter() -> LoginPresenter {
        LoginPresenter(
            useCase: loginUseCase.recorded(by: answers(LoginScreen.self)).signedIn(to: store),
            scheduler: scheduler)
    }

    /// The login screen: it leads to the signed-in app, which replaces it, or presents the registration form.
    public func makeLogin() -> Screen {
        screen(LoginScreen.self, makeLoginPresenter()) { route in
            switch route {
            case .feed: return .signedIn
            case .registration: return .present(self.makeRegistration())
            }
        }
    }
}
