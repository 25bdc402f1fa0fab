import Presenters

/// What the registration screen's view reports.
public enum RegistrationEvent: Hashable, Codable, Sendable {
    /// The email field now holds this text.
    case emailChanged(String)
    /// The password field now holds this text.
    case passwordChanged(String)
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
    public var password: String
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
        email: String = "", password: String = "", age: String = "", emailError: String? = nil,
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

/// Why a registration failed, each with the message the screen shows.
public enum RegistrationFailure: Hashable, Codable, Sendable {
    /// An account with this email exists already.
    case emailTaken
    /// The backend could not be reached.
    case network
    /// The backend failed.
    case server
    /// The backend answered something the app does not understand.
    case unexpected
    /// No answer came in time.
    case timedOut

    /// What went wrong in `error`, as the screen tells it.
    public init(_ error: Swift.Error) {
        if AppRequests.timedOut(error) {
            self = .timedOut
            return
        }
        switch error as? APIError {
        case .conflict: self = .emailTaken
        case .network: self = .network
        case .server: self = .server
        default: self = .unexpected
        }
    }

    /// What the screen shows.
    public var message: String {
        switch self {
        case .emailTaken: return "An account with this email exists already. Log in instead."
        case .network: return "No connection. Check your network and try again."
        case .server: return "Something went wrong on our side. Try again later."
        case .unexpected: return "Unexpected answer from the server. Try again later."
        case .timedOut: return "The server took too long to answer. Try again."
        }
    }
}

/// Where the registration screen leads.
public enum RegistrationRoute: Hashable, Codable, Sendable {
    /// Registered and logged in: show the feed in place of the forms.
    case feed
}
