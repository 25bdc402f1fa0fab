import Presenters

/// The login screen, where the app starts.
public enum LoginScreen: AppFeature {
    public typealias Event = LoginEvent
    public typealias State = LoginState
    public typealias Route = LoginRoute
    public static let name = "login"
    public static var useCases: [any AppUseCase.Type] { [LoginUseCase.self] }

    /// Its screen shows no one thing: it takes no id.
    public static func screen(id: Int?) -> AppScreen? {
        id == nil ? .login : nil
    }

    /// It leads to the signed-in app, which replaces it, or presents the registration form.
    public static func request(for route: LoginRoute, in root: CompositionRoot) -> AppNavigationRequest {
        switch route {
        case .feed: return .reset(.signedIn)
        case .registration: return .present(.registration)
        }
    }
}

extension CompositionRoot {
    /// The login screen's presenter, over the root's login use case, its sessions through the root's
    /// answers, and each one signed in to the root's store; it says that the session expired when the
    /// backend ended it. A login after that leads to the feed, as any login does.
    public func loginPresenter() -> LoginPresenter {
        makeLoginPresenter(
            useCase: self[LoginUseCase.self].recorded(by: answers(LoginScreen.self)).signedIn(to: store),
            initialState: LoginState(failure: store.state.sessionExpired ? .sessionExpired : nil),
            scheduler: scheduler)
    }
}
