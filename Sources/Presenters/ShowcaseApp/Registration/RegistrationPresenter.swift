import Presenters

/// The registration screen: email, password and age, each checked by its rules; a registration that
/// shows a loader and leads to the feed as a logged-in user, or shows why it failed.
public typealias RegistrationPresenter = Presenter<RegistrationEvent, RegistrationState, RegistrationRoute>

/// A registration screen that registers with `useCase`.
/// - Parameters:
///   - useCase: opens the account and keeps its session.
///   - scheduler: the scheduler the screen reads time from.
public func makeRegistrationPresenter(useCase: RegistrationUseCase, scheduler: any SchedulerType)
    -> RegistrationPresenter
{
    RegistrationPresenter(
        initialState: RegistrationState(), scheduler: scheduler,
        reduce: .pure(RegistrationMutation.reduce),
        route: { _, mutation in mutation == .submitted ? .feed : nil }, requestTimeout: AppRequests.timeout,
        effects: { event, state in RegistrationMutation.effect(of: event, in: state, useCase: useCase) })
}

/// A change to the registration screen's state.
typealias RegistrationMutation = FormMutation<RegistrationState>

extension RegistrationMutation {
    static func effect(of event: RegistrationEvent, in state: RegistrationState, useCase: RegistrationUseCase)
        -> Effect<RegistrationMutation, RegistrationRoute>
    {
        switch event {
        case .emailChanged(let email): return .mutate(.set(.email, to: email))
        case .passwordChanged(let password): return .mutate(.set(.password, to: password.value))
        case .ageChanged(let age): return .mutate(.set(.age, to: age))
        case .errorDismissed: return .mutate(.dismissFailure)
        case .registerTapped: return .submit(state, as: "register", to: useCase.register)
        }
    }
}

extension RegistrationState: FormState {
    static var fields: [FormField<RegistrationState>] { [.email, .password, .age] }
    static var isSubmitEnabled: WritableKeyPath<RegistrationState, Bool> { \.isRegisterEnabled }
    var request: Registration? { Int(age).map { Registration(email: email, password: password, age: $0) } }
}

extension RegistrationFailure: FormFailure {}

/// The registration form's fields, each kept with its error and checked by its rules.
extension FormField<RegistrationState> {
    static var email: Self { Self(\.email, error: \.emailError, rules: .email) }
    static var password: Self { Self(\.password.value, error: \.passwordError, rules: .password) }
    static var age: Self { Self(\.age, error: \.ageError, rules: .age) }
}
