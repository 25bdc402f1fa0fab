import Presenters

/// What the login screen's view reports.
public enum LoginEvent: Hashable, Codable, Sendable {
    /// The email field now holds this text.
    case emailChanged(String)
    /// The password field now holds this text, which is secret.
    case passwordChanged(Secret<String>)
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
    /// As typed; never written in clear by the framework (recordings, `debug`, failed tests).
    public var password: Secret<String>
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
        email: String = "", password: Secret<String> = "", emailError: String? = nil, passwordError: String? = nil,
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

/// Why a login failed: the request's failure, told as the login screen tells it; or, for a login that is
/// back because the backend ended the user's session, that.
public struct LoginFailure: Hashable, Codable, Sendable {
    /// Why the request failed (`unauthorized` for an ended session).
    public let cause: RequestFailure
    /// Whether this is no login that failed but a session the backend ended, which brought the login back.
    public let isSessionEnd: Bool

    /// The backend does not know this email and password.
    public static let wrongCredentials = LoginFailure(cause: .unauthorized)

    /// Not a login that failed: the backend ended the user's session, and the login is back for that.
    public static let sessionExpired = LoginFailure(cause: .unauthorized, isSessionEnd: true)

    /// A login that failed because of `cause`.
    public init(cause: RequestFailure) {
        self.init(cause: cause, isSessionEnd: false)
    }

    private init(cause: RequestFailure, isSessionEnd: Bool) {
        self.cause = cause
        self.isSessionEnd = isSessionEnd
    }

    private enum CodingKeys: String, CodingKey {
        case cause, isSessionEnd
    }

    /// Written as its cause, with `isSessionEnd` only when it is one, so that a recording of a failed login
    /// reads as it did before ended sessions were told apart.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        cause = try container.decode(RequestFailure.self, forKey: .cause)
        isSessionEnd = try container.decodeIfPresent(Bool.self, forKey: .isSessionEnd) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(cause, forKey: .cause)
        if isSessionEnd { try container.encode(true, forKey: .isSessionEnd) }
    }

    /// What the screen shows.
    public var message: String {
        if isSessionEnd { return "Your session has expired. Log in again." }
        return cause == .unauthorized ? "Wrong email or password." : cause.submitMessage
    }
}

/// Where the login screen leads.
public enum LoginRoute: Hashable, Codable, Sendable {
    /// Logged in: show the feed in place of the login.
    case feed
    /// Open the registration form.
    case registration
}
