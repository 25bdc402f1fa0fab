import Presenters

/// What the login screen's view reports.
public enum LoginEvent: Hashable, Codable, Sendable {
    /// The email field now holds this text.
    case emailChanged(String)
    /// The password field now holds this text.
    case passwordChanged(String)
    /// The login button was tapped.
    case loginTapped
    /// The button that leads to registration was tapped.
    case registerTapped
    /// The error message was dismissed.
    case errorDismissed
}

/// What the login screen shows.
public struct LoginState: Hashable, Codable, Sendable {
    public var email: String
    public var password: String
    /// Why the email is invalid; shown only once the field was edited (or a login was tried).
    public var emailError: String?
    /// Why the password is invalid; shown only once the field was edited (or a login was tried).
    public var passwordError: String?
    /// Whether the login button can be tapped: both fields are valid and no login is running.
    public var isLoginEnabled: Bool
    /// Whether a login is running.
    public var isLoading: Bool
    /// Why the last login failed, until it is dismissed or a new login starts.
    public var failure: LoginFailure?

    /// A login screen's state; the defaults are those of an untouched screen.
    public init(
        email: String = "", password: String = "", emailError: String? = nil, passwordError: String? = nil,
        isLoginEnabled: Bool = false, isLoading: Bool = false, failure: LoginFailure? = nil
    ) {
        self.email = email
        self.password = password
        self.emailError = emailError
        self.passwordError = passwordError
        self.isLoginEnabled = isLoginEnabled
        self.isLoading = isLoading
        self.failure = failure
    }
}

/// Why a login failed: the request's failure, told as the login screen tells it.
public struct LoginFailure: Hashable, Codable, Sendable {
    /// Why the request failed.
    public let cause: RequestFailure

    /// The backend does not know this email and password.
    public static let wrongCredentials = LoginFailure(cause: .unauthorized)

    /// A login that failed because of `cause`.
    public init(cause: RequestFailure) {
        self.cause = cause
    }

    /// What the screen shows.
    public var message: String {
        cause == .unauthorized ? "Wrong email or password." : cause.submitMessage
    }
}

/// Where the login screen leads.
public enum LoginRoute: Hashable, Codable, Sendable {
    /// Logged in: show the feed in place of the login.
    case feed
    /// Open the registration form.
    case registration
}
