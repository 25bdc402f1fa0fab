import Presenters

/// Why a screen's load failed, as it tells the user next to its retry button.
public enum LoadFailureCause: Hashable, Codable, Sendable {
    /// The backend could not be reached.
    case network
    /// The backend failed.
    case server
    /// The backend answered something the app does not understand.
    case unexpected

    /// The cause of `error`.
    public init(_ error: Swift.Error) {
        switch error as? APIError {
        case .network: self = .network
        case .server: self = .server
        default: self = .unexpected
        }
    }

    /// What the screen says after what failed.
    public var message: String {
        switch self {
        case .network: return "No connection."
        case .server: return "Something went wrong on our side."
        case .unexpected: return "Unexpected answer from the server."
        }
    }
}
