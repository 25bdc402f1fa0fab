import Presenters
import ShowcaseApp

/// The login screen in the demo: its two fields, the log-in button, and a link to registration.
extension LoginScreen: ScreenAdapter {
    static func lines(_ state: LoginState, after previous: LoginState? = nil) -> [String] {
        ["[login]"]
            + FormRendering.field("email", state.email, error: state.emailError)
            + FormRendering.field("password", state.password, error: state.passwordError, secret: true)
            + [
                FormRendering.button(
                    "log in", enabled: state.isLoginEnabled, running: state.isLoading, runningText: "logging in...")
            ]
            + FormRendering.failure(state.failure?.message)
    }

    static func event(for command: Command, in state: LoginState) -> Result<LoginEvent, CommandError>? {
        switch command {
        case .email(let text): return .success(.emailChanged(text))
        case .password(let text): return .success(.passwordChanged(text))
        case .login: return .success(.loginTapped)
        case .register: return .success(.registerTapped)
        case .dismiss: return FormRendering.dismiss(.errorDismissed, showingFailure: state.failure != nil)
        default: return nil
        }
    }

    static func text(of event: LoginEvent) -> String {
        switch event {
        case .emailChanged(let email): return EventText.typed("emailChanged", email)
        case .passwordChanged(let password): return EventText.typed("passwordChanged", password)
        case .loginTapped: return "loginTapped"
        case .registerTapped: return "registerTapped"
        case .errorDismissed: return "errorDismissed"
        }
    }

    static func event(from text: Substring) -> LoginEvent? {
        switch EventText.split(text) {
        case ("emailChanged", let argument?): return Quoting.unquote(argument).map(LoginEvent.emailChanged)
        case ("passwordChanged", let argument?): return Quoting.unquote(argument).map(LoginEvent.passwordChanged)
        case ("loginTapped", nil): return .loginTapped
        case ("registerTapped", nil): return .registerTapped
        case ("errorDismissed", nil): return .errorDismissed
        default: return nil
        }
    }
}
