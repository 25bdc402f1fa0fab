import Presenters
import ShowcaseApp

/// The registration form in the demo: email, password and age, and the register button.
extension RegistrationScreen: ScreenAdapter {
    static func lines(_ state: ShownState<RegistrationState>, after previous: ShownState<RegistrationState>?)
        -> [String]
    {
        ["[registration]"]
            + FormRendering.field("email", state.email, error: state.emailError)
            + FormRendering.field("password", state.password.value, error: state.passwordError, secret: true)
            + FormRendering.field("age", state.age, error: state.ageError)
            + [
                FormRendering.button(
                    "register", enabled: state.isRegisterEnabled, running: state.isLoading,
                    runningText: "registering...")
            ]
            + FormRendering.failure(state.failure?.message)
    }

    static var commands: [ScreenCommand<RegistrationState, RegistrationEvent>] {
        [
            .typing(
                "email", "type into the email field", example: "email new@example.com", RegistrationEvent.emailChanged),
            .typingSecret(
                "password", "type into the password field", example: "password secret1",
                RegistrationEvent.passwordChanged),
            .typing("age", "type into the age field", example: "age 30", RegistrationEvent.ageChanged),
            .tap("register", "tap register", .registerTapped),
            .tap("dismiss", "dismiss the error message") { state in
                FormRendering.dismiss(.errorDismissed, showingFailure: state.failure != nil)
            },
        ]
    }

    static func text(of event: RegistrationEvent) -> String {
        switch event {
        case .emailChanged(let email): return EventText.typed("emailChanged", email)
        case .passwordChanged(let password): return EventText.secret("passwordChanged", password)
        case .ageChanged(let age): return EventText.typed("ageChanged", age)
        case .registerTapped: return "registerTapped"
        case .errorDismissed: return "errorDismissed"
        }
    }

    static func event(from text: Substring) -> RegistrationEvent? {
        switch EventText.split(text) {
        case ("emailChanged", let argument?): return Quoting.unquote(argument).map(RegistrationEvent.emailChanged)
        case ("passwordChanged", let argument?):
            return Quoting.unquote(argument).map { .passwordChanged(Secret(standIn: $0)) }
        case ("ageChanged", let argument?): return Quoting.unquote(argument).map(RegistrationEvent.ageChanged)
        case ("registerTapped", nil): return .registerTapped
        case ("errorDismissed", nil): return .errorDismissed
        default: return nil
        }
    }
}
