import Presenters
import ShowcaseApp

/// The login screen as text.
enum LoginRendering {
    static func lines(_ state: LoginState) -> [String] {
        ["[login]"]
            + FormRendering.field("email", state.email, error: state.emailError)
            + FormRendering.field("password", state.password, error: state.passwordError, secret: true)
            + [
                FormRendering.button(
                    "log in", enabled: state.isLoginEnabled, running: state.isLoading, runningText: "logging in...")
            ]
            + FormRendering.failure(state.failure?.message)
    }
}
