import Presenters

/// What a user types to log in.
public struct Credentials: Hashable, Codable, Sendable {
    public let email: String
    /// Never written in clear by the framework: a recording, `debug` and a failed test redact it.
    public let password: Secret<String>

    /// Credentials of `email` with `password`.
    public init(email: String, password: Secret<String>) {
        self.email = email
        self.password = password
    }
}

/// What a user fills in to open an account.
public struct Registration: Hashable, Codable, Sendable {
    public let email: String
    /// Never written in clear by the framework: a recording, `debug` and a failed test redact it.
    public let password: Secret<String>
    /// In whole years.
    public let age: Int

    /// A registration of `email` with `password`, for a user of `age`.
    public init(email: String, password: Secret<String>, age: Int) {
        self.email = email
        self.password = password
        self.age = age
    }
}

/// A logged-in user, as the backend issues it after a login or a registration.
public struct Session: Hashable, Codable, Sendable {
    public let email: String
    /// Proves the login to the backend on later requests; never written in clear by the framework, and
    /// kept in clear only in the credentials file, its owner's only.
    public let token: Secret<String>

    /// The session of `email`, proven by `token`.
    public init(email: String, token: Secret<String>) {
        self.email = email
        self.token = token
    }
}
