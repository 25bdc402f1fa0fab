import Presenters

/// The login screen: an email and a password, each checked by its rules; a login that shows a loader,
/// keeps the session on success and leads to the feed, or shows why it failed.
public typealias LoginPresenter = Presenter<LoginEvent, LoginState, LoginRoute>

/// A login screen that logs in with `useCase`.
/// - Parameters:
///   - useCase: logs in and keeps the session.
///   - initialState: what the screen shows first: an untouched form, or one that says why the login is
///     back (`failure: .sessionExpired`).
///   - scheduler: the scheduler the screen reads time from.
public func makeLoginPresenter(
    useCase: LoginUseCase, initialState: LoginState = LoginState(), scheduler: any SchedulerType
) -> LoginPresenter {
    LoginPresenter(
        initialState: initialState, scheduler: scheduler,
        reduce: .pure(LoginMutation.reduce),
        route: { _, mutation in mutation == .submitted ? .feed : nil }, requestTimeout: AppRequests.timeout,
        effects: { event, state in LoginMutation.effect(of: event, in: state, useCase: useCase) })
}

/// A change to the login screen's state.
typealias LoginMutation = FormMutation<LoginState>

extension LoginMutation {
    static func effect(of event: LoginEvent, in state: LoginState, useCase: LoginUseCase) -> Effect<
        LoginMutation, LoginRoute
    > {
        switch event {
        case .emailChanged(let email): return .mutate(.set(.email, to: email))
        case .passwordChanged(let password): return .mutate(.set(.password, to: password.value))
        case .errorDismissed: return .mutate(.dismissFailure)
        case .registerTapped: return state.isLoading ? .none : .route(.registration)
        case .loginTapped: return .submit(state, as: "login", to: useCase.logIn)
        }
    }
}

extension LoginState: FormState {
    static var fields: [FormField<LoginState>] { [.email, .password] }
    static var isSubmitEnabled: WritableKeyPath<LoginState, Bool> { \.isLoginEnabled }
    var request: Credentials? { Credentials(email: email, password: password) }
}

extension LoginFailure: FormFailure {}

/// The login form's fields, each kept with its error and checked by its rules.
extension FormField<LoginState> {
    static var email: Self { Self(\.email, error: \.emailError, rules: .email) }
    static var password: Self { Self(\.password.value, error: \.passwordError, rules: .password) }
}
