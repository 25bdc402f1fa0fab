import Presenters

/// What every screen of the app expects of its requests.
public enum AppRequests {
    /// How long a screen waits for the answer to any request before it says that the request timed out
    /// and offers a retry: each screen's presenter is made with it as its `requestTimeout`.
    public static let timeout: RxTimeInterval = .seconds(10)

    /// Whether `error` says that a request got no answer in time.
    public static func timedOut(_ error: Swift.Error) -> Bool {
        if case RxError.timeout? = error as? RxError { return true }
        return false
    }
}
