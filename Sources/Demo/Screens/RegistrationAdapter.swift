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
}
