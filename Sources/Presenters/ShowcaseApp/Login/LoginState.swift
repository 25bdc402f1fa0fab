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

/// Why a login failed, each with the message the screen shows.
public enum LoginFailure: Hashable, Codable, Sendable {
    /// The backend does not know this email and password.
    case wrongCredentials
    /// The backend could not be reached.
    case network
    /// The backend failed.
    case server
    /// The backend answered something the app does not understand.
    case unexpected
    /// No answer came in time.
    case timedOut
    /// Not a login that failed: the backend ended the user's session, and the login is back for that.
    case sessionExpired

    /// What went wrong in `error`, as the screen tells it.
    public init(_ error: Swift.Error) {
        if AppRequests.timedOut(error) {
            self = .timedOut
            return
        }
        switch error as? APIError {
        case .unauthorized: self = .wrongCredentials
        case .network: self = .network
        case .server: self = .server
        default: self = .unexpected
        }
    }

    /// What the screen shows.
    public var message: String {
        switch self {
        case .wrongCredentials: return "Wrong email or password."
        case .network: return "No connection. Check your network and try again."
        case .server: return "Something went wrong on our side. Try again later."
        case .unexpected: return "Unexpected answer from the server. Try again later."
        case .timedOut: return "The server took too long to answer. Try again."
        case .sessionExpired: return "Your session has expired. Log in again."
        }
    }
}

/// Where the login screen leads.
public enum LoginRoute: Hashable, Codable, Sendable {
    /// Logged in: show the feed in place of the login.
    case feed
    /// Open the registration form.
    case registration
}
