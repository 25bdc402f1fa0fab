import Presenters
import ShowcaseApp

/// The registration form as text.
enum RegistrationRendering {
    static func lines(_ state: RegistrationState) -> [String] {
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
}
