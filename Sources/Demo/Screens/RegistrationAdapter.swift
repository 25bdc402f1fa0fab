import Presenters
import ShowcaseApp

/// The registration form in the demo: email, password and age, and the register button.
extension RegistrationScreen: ScreenAdapter {
    static func lines(_ state: RegistrationState, after previous: RegistrationState? = nil) -> [String] {
        ["[registration]"]
            + FormRendering.field("email", state.email, error: state.emailError)
            + FormRendering.field("password", state.password, error: state.passwordError, secret: true)
            + FormRendering.field("age", state.age, error: state.ageError)
            + [
                FormRendering.button(
                    "register", enabled: state.isRegisterEnabled, running: state.isLoading,
                    runningText: "registering...")
            ]
            + FormRendering.failure(state.failure?.message)
    }

    static func event(for command: Command, in state: RegistrationState) -> Result<RegistrationEvent, CommandError>? {
        switch command {
        case .email(let text): return .success(.emailChanged(text))
        case .password(let text): return .success(.passwordChanged(text))
        case .age(let text): return .success(.ageChanged(text))
        case .register: return .success(.registerTapped)
        case .dismiss: return FormRendering.dismiss(.errorDismissed, showingFailure: state.failure != nil)
        default: return nil
        }
    }

    static func text(of event: RegistrationEvent) -> String {
        switch event {
        case .emailChanged(let email): return EventText.typed("emailChanged", email)
        case .passwordChanged(let password): return EventText.typed("passwordChanged", password)
        case .ageChanged(let age): return EventText.typed("ageChanged", age)
        case .registerTapped: return "registerTapped"
        case .errorDismissed: return "errorDismissed"
        }
    }

    static func event(from text: Substring) -> RegistrationEvent? {
        switch EventText.split(text) {
        case ("emailChanged", let argument?): return Quoting.unquote(argument).map(RegistrationEvent.emailChanged)
        case ("passwordChanged", let argument?):
            return Quoting.unquote(argument).map(RegistrationEvent.passwordChanged)
        case ("ageChanged", let argument?): return Quoting.unquote(argument).map(RegistrationEvent.ageChanged)
        case ("registerTapped", nil): return .registerTapped
        case ("errorDismissed", nil): return .errorDismissed
        default: return nil
        }
    }
}
