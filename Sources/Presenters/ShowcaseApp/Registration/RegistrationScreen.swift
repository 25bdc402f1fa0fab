import Presenters

/// The registration form, presented over the login.
public enum RegistrationScreen: AppFeature {
    public typealias Event = RegistrationEvent
    public typealias State = RegistrationState
    public typealias Route = RegistrationRoute
    public static let name = "registration"
    public static var useCases: [any AppUseCase.Type] { [RegistrationUseCase.self] }

    /// Its screen shows no one thing: it takes no id.
    public static func screen(id: Int?) -> AppScreen? {
        id == nil ? .registration : nil
    }

    /// It leads to the signed-in app, which replaces every screen.
    public static func request(for route: RegistrationRoute, in root: CompositionRoot) -> AppNavigationRequest {
        switch route {
        case .feed: return .reset(.signedIn)
        }
    }
}

extension CompositionRoot {
    /// The registration form's presenter, over the root's registration use case, its sessions through the
    /// root's answers, and each one signed in to the root's store.
    public func registrationPresenter() -> RegistrationPresenter {
        makeRegistrationPresenter(
            useCase: self[RegistrationUseCase.self].recorded(by: answers(RegistrationScreen.self)).signedIn(to: store),
            scheduler: scheduler)
    }
}
