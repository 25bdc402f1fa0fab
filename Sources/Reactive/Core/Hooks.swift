/// Global hooks into the engine's behaviour. Setting them is thread-safe.
public enum Hooks {
    /// Handles an error that reached a `subscribe` without an `onError` handler.
    ///
    /// Not `@Sendable`, as in RxSwift, so that a test can install a handler that records into its own
    /// variables; the handler runs on whichever thread the error arrives.
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void

    /// Captures the call stack of a subscription, passed to `DefaultErrorHandler`.
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    private static let storage = HookStorage()

    /// What an unhandled error does. By default it prints `Unhandled error happened: <error>`.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { storage.lock.withLock { storage.errorHandler } }
        set { storage.lock.withLock { storage.errorHandler = newValue } }
    }

    /// How the call stack of a subscription is captured for `defaultErrorHandler`; by default it is not
    /// captured (an empty array), which costs nothing.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { storage.lock.withLock { storage.captureCallstack } }
        set { storage.lock.withLock { storage.captureCallstack = newValue } }
    }

    static func reportUnhandledError(_ error: Swift.Error) {
        let (handler, capture) = storage.lock.withLock { (storage.errorHandler, storage.captureCallstack) }
        handler(capture(), error)
    }
}

private final class HookStorage: @unchecked Sendable {
    // Sendable: both hooks are only read and written under `lock`. The hooks themselves are not
    // `@Sendable`: like any observer code, whoever installs one answers for the threads it runs on.
    let lock = Lock()
    var errorHandler: Hooks.DefaultErrorHandler = { _, error in
        print("Unhandled error happened: \(error)")
    }
    var captureCallstack: Hooks.CustomCaptureSubscriptionCallstack = { [] }
}
