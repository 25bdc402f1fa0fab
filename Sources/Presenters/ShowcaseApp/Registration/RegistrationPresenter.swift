import Presenters

/// The registration screen: email, password and age, each checked by its rules; a registration that
/// shows a loader and leads to the feed as a logged-in user, or shows why it failed.
public typealias RegistrationPresenter = Presenter<RegistrationEvent, RegistrationState, RegistrationRoute>

extension Presenter where Event == RegistrationEvent, State == RegistrationState, Route == RegistrationRoute {
    /// A registration screen that registers with `useCase`.
    /// - Parameters:
    ///   - useCase: opens the account and keeps its session.
    ///   - scheduler: the scheduler the screen reads time from.
    public convenience init(useCase: any RegistrationUseCase, scheduler: any SchedulerType) {
        self.init(
            initialState: RegistrationState(), scheduler: scheduler,
            effects: { event, state in RegistrationMutation.effect(of: event, in: state, useCase: useCase) },
            reduce: RegistrationMutation.reduce,
            route: { _, mutation in mutation == .registered ? .feed : nil })
    }
}

/// A change to the registration screen's state.
enum RegistrationMutation: Equatable {
    case setEmail(String)
    case setPassword(String)
    case setAge(String)
    /// Shows the errors of every field, edited or not: a registration was tried with invalid fields.
    case revealErrors
    case registering
    case registered
    case failed(RegistrationFailure)
    case dismissFailure

    static func effect(of event: RegistrationEvent, in state: RegistrationState, useCase: any RegistrationUseCase)
        -> Effect<RegistrationMutation, RegistrationRoute>
    {
        switch event {
        case .emailChanged(let email): return .mutate(.setEmail(email))
        case .passwordChanged(let password): return .mutate(.setPassword(password))
        case .ageChanged(let age): return .mutate(.setAge(age))
        case .errorDismissed: return .mutate(.dismissFailure)
        case .registerTapped:
            if state.isLoading { return .none }
            guard state.isRegisterEnabled, let age = Int(state.age) else { return .mutate(.revealErrors) }
            let registration = Registration(email: state.email, password: state.password, age: age)
            return .merge(
                .mutate(.registering),
                .run(
                    useCase.register(registration).map { _ in .registered }, .first("register"),
                    catch: { .failed(RegistrationFailure($0)) }))
        }
    }

    static func reduce(_ state: RegistrationState, _ mutation: RegistrationMutation) -> RegistrationState {
        var state = state
        switch mutation {
        case .setEmail(let email):
            state.email = email
            state.emailError = FieldRules.email.error(for: email)
        case .setPassword(let password):
            state.password = password
            state.passwordError = FieldRules.password.error(for: password)
        case .setAge(let age):
            state.age = age
            state.ageError = FieldRules.age.error(for: age)
        case .revealErrors:
            state.emailError = FieldRules.email.error(for: state.email)
            state.passwordError = FieldRules.password.error(for: state.password)
            state.ageError = FieldRules.age.error(for: state.age)
        case .registering:
            state.isLoading = true
            state.failure = nil
        case .registered:
            state.isLoading = false
        case .failed(let failure):
            state.isLoading = false
            state.failure = failure
        case .dismissFailure:
            state.failure = nil
        }
        state.isRegisterEnabled =
            !state.isLoading && FieldRules.email.isValid(state.email) && FieldRules.password.isValid(state.password)
            && FieldRules.age.isValid(state.age)
        return state
    }
}
