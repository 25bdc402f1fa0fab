import Presenters

/// What every screen of the app expects of its requests.
public enum AppRequests {
    /// How long a screen waits for the answer to any request before it says that the request timed out
    /// and offers a retry: each screen's presenter is made with it as its `requestTimeout`, and
    /// `RequestFailure` tells the timeout from the backend's failures.
    public static let timeout: RxTimeInterval = .seconds(10)
}
