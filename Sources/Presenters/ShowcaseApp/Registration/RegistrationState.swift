import Presenters

/// What the registration screen's view reports.
public enum RegistrationEvent: Hashable, Codable, Sendable {
    /// The email field now holds this text.
    case emailChanged(String)
    /// The password field now holds this text, which is secret.
    case passwordChanged(Secret<String>)
    /// The age field now holds this text.
    case ageChanged(String)
    /// The register button was tapped.
    case registerTapped
    /// The error message was dismissed.
    case errorDismissed
}

/// What the registration screen shows.
public struct RegistrationState: Hashable, Codable, Sendable {
    public var email: String
    /// As typed; never written in clear by the framework (recordings, `debug`, failed tests).
    public var password: Secret<String>
    /// As typed: the rules decide whether it is a whole number.
    public var age: String
    /// Why the email is invalid; shown only once the field was edited (or a registration was tried).
    public var emailError: String?
    /// Why the password is invalid; shown only once the field was edited (or a registration was tried).
    public var passwordError: String?
    /// Why the age is invalid; shown only once the field was edited (or a registration was tried).
    public var ageError: String?
    /// Whether the register button can be tapped: every field is valid and no registration is running.
    public var isRegisterEnabled: Bool
    /// Whether a registration is running.
    public var isLoading: Bool
    /// Why the last registration failed, until it is dismissed or a new registration starts.
    public var failure: RegistrationFailure?

    /// A registration screen's state; the defaults are those of an untouched screen.
    public init(
        email: String = "", password: Secret<String> = "", age: String = "", emailError: String? = nil,
        passwordError: String? = nil, ageError: String? = nil, isRegisterEnabled: Bool = false,
        isLoading: Bool = false, failure: RegistrationFailure? = nil
    ) {
        self.email = email
        self.password = password
        self.age = age
        self.emailError = emailError
        self.passwordError = passwordError
        self.ageError = ageError
        self.isRegisterEnabled = isRegisterEnabled
        self.isLoading = isLoading
        self.failure = failure
    }
}

/// Why a registration failed: the request's failure, told as the registration screen tells it.
public struct RegistrationFailure: Hashable, Codable, Sendable {
    /// Why the request failed.
    public let cause: RequestFailure

    /// An account with this email exists already: the backend refused it.
    public static let emailTaken = RegistrationFailure(cause: .refused)

    /// A registration that failed because of `cause`.
    public init(cause: RequestFailure) {
        self.cause = cause
    }

    /// What the screen shows.
    public var message: String {
        cause == .refused ? "An account with this email exists already. Log in instead." : cause.submitMessage
    }
}

/// Where the registration screen leads.
public enum RegistrationRoute: Hashable, Codable, Sendable {
    /// Registered and logged in: show the feed in place of the forms.
    case feed
}
