import Presenters
import ShowcaseApp

/// The login screen in the demo: its two fields, the log-in button, and a link to registration.
extension LoginScreen: ScreenAdapter {
    static func lines(_ state: ShownState<LoginState>, after previous: ShownState<LoginState>?) -> [String] {
        ["[login]"]
            + FormRendering.field("email", state.email, error: state.emailError)
            + FormRendering.field("password", state.password.value, error: state.passwordError, secret: true)
            + [
                FormRendering.button(
                    "log in", enabled: state.isLoginEnabled, running: state.isLoading, runningText: "logging in...")
            ]
            + FormRendering.failure(state.failure?.message)
    }

    static var commands: [ScreenCommand<LoginState, LoginEvent>] {
        [
            .typing(
                "email", "type into the email field", example: "email \(Help.account.email)", LoginEvent.emailChanged),
            .typingSecret(
                "password", "type into the password field", example: "password \(Help.account.password.value)",
                LoginEvent.passwordChanged),
            .tap("login", "tap log in", .loginTapped),
            .tap("register", "open the registration form", .registerTapped),
            .tap("dismiss", "dismiss the error message") { state in
                FormRendering.dismiss(.errorDismissed, showingFailure: state.failure != nil)
            },
        ]
    }
}
