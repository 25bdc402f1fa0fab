import Presenters

/// Why a call to the backend did not give the answer asked for.
public enum APIError: Error, Hashable, Codable, Sendable, CustomStringConvertible {
    /// 401: the credentials are wrong or the session is no longer valid.
    case unauthorized
    /// 403: the user may not do this, such as editing someone else's comment.
    case forbidden
    /// 404: what was asked for does not exist.
    case notFound
    /// 409: the request conflicts with what exists, such as an email already registered.
    case conflict
    /// 5xx: the backend failed; trying again later may work.
    case server(statusCode: Int)
    /// An unexpected status, or a payload that is not what the request promises.
    case invalidResponse
    /// No answer at all: the connection failed.
    case network

    public var description: String {
        switch self {
        case .unauthorized: return "unauthorized"
        case .forbidden: return "forbidden"
        case .notFound: return "not found"
        case .conflict: return "conflict"
        case .server(let statusCode): return "server error \(statusCode)"
        case .invalidResponse: return "invalid response"
        case .network: return "network failure"
        }
    }
}
