import Presenters

/// What a user types to log in.
public struct Credentials: Hashable, Codable, Sendable {
    public let email: String
    public let password: String

    /// Credentials of `email` with `password`.
    public init(email: String, password: String) {
        self.email = email
        self.password = password
    }
}

/// What a user fills in to open an account.
public struct Registration: Hashable, Codable, Sendable {
    public let email: String
    public let password: String
    /// In whole years.
    public let age: Int

    /// A registration of `email` with `password`, for a user of `age`.
    public init(email: String, password: String, age: Int) {
        self.email = email
        self.password = password
        self.age = age
    }
}

/// A logged-in user, as the backend issues it after a login or a registration.
public struct Session: Hashable, Codable, Sendable {
    public let email: String
    /// Proves the login to the backend on later requests.
    public let token: String

    /// The session of `email`, proven by `token`.
    public init(email: String, token: String) {
        self.email = email
        self.token = token
    }
}
