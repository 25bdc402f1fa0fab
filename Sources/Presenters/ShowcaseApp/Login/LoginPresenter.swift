import Presenters

/// The login screen: an email and a password, each checked by its rules; a login that shows a loader,
/// keeps the session on success and leads to the feed, or shows why it failed.
public typealias LoginPresenter = Presenter<LoginEvent, LoginState, LoginRoute>

extension Presenter where Event == LoginEvent, State == LoginState, Route == LoginRoute {
    /// A login screen that logs in with `useCase`.
    /// - Parameters:
    ///   - useCase: logs in and keeps the session.
    ///   - scheduler: the scheduler the screen reads time from.
    public convenience init(useCase: any LoginUseCase, scheduler: any SchedulerType) {
        self.init(
            initialState: LoginState(), scheduler: scheduler,
            effects: { event, state in LoginMutation.effect(of: event, in: state, useCase: useCase) },
            reduce: LoginMutation.reduce,
            route: { _, mutation in mutation == .loggedIn ? .feed : nil })
    }
}

/// A change to the login screen's state.
enum LoginMutation: Equatable {
    case setEmail(String)
    case setPassword(String)
    /// Shows the errors of both fields, edited or not: a login was tried with invalid fields.
    case revealErrors
    case loggingIn
    case loggedIn
    case failed(LoginFailure)
    case dismissFailure

    static func effect(of event: LoginEvent, in state: LoginState, useCase: any LoginUseCase) -> Effect<
        LoginMutation, LoginRoute
    > {
        switch event {
        case .emailChanged(let email): return .mutate(.setEmail(email))
        case .passwordChanged(let password): return .mutate(.setPassword(password))
        case .errorDismissed: return .mutate(.dismissFailure)
        case .registerTapped: return state.isLoading ? .none : .route(.registration)
        case .loginTapped:
            if state.isLoading { return .none }
            guard state.isLoginEnabled else { return .mutate(.revealErrors) }
            let credentials = Credentials(email: state.email, password: state.password)
            return .merge(
                .mutate(.loggingIn),
                .run(
                    useCase.logIn(credentials).map { _ in .loggedIn }, .first("login"),
                    catch: { .failed(LoginFailure($0)) }))
        }
    }

    static func reduce(_ state: LoginState, _ mutation: LoginMutation) -> LoginState {
        var state = state
        switch mutation {
        case .setEmail(let email):
            state.email = email
            state.emailError = FieldRules.email.error(for: email)
        case .setPassword(let password):
            state.password = password
            state.passwordError = FieldRules.password.error(for: password)
        case .revealErrors:
            state.emailError = FieldRules.email.error(for: state.email)
            state.passwordError = FieldRules.password.error(for: state.password)
        case .loggingIn:
            state.isLoading = true
            state.failure = nil
        case .loggedIn:
            state.isLoading = false
        case .failed(let failure):
            state.isLoading = false
            state.failure = failure
        case .dismissFailure:
            state.failure = nil
        }
        state.isLoginEnabled =
            !state.isLoading && FieldRules.email.isValid(state.email) && FieldRules.password.isValid(state.password)
        return state
    }
}
