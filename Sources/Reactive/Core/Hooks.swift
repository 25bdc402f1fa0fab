import Foundation

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

    /// How the call stack is captured for `defaultErrorHandler` when `recordCallStackOnError` is on; by
    /// default `Thread.callStackSymbols` in debug builds and an empty array in release builds.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { storage.lock.withLock { storage.captureCallstack } }
        set { storage.lock.withLock { storage.captureCallstack = newValue } }
    }

    /// Whether an unhandled error reaches `defaultErrorHandler` with a call stack captured by
    /// `customCaptureSubscriptionCallstack`; off by default, when the handler gets an empty array and
    /// nothing is captured.
    ///
    /// The stack is captured when the error is reported, not when the subscription was made, so that
    /// subscribing costs nothing either way.
    ///
    /// ```swift
    /// Hooks.recordCallStackOnError = true
    /// Hooks.defaultErrorHandler = { stack, _ in print(stack.isEmpty) }
    /// _ = Observable<Int>.error(RxError.unknown).subscribe()
    /// // Prints (in a debug build): false
    /// ```
    public static var recordCallStackOnError: Bool {
        get { storage.lock.withLock { storage.recordCallStack } }
        set { storage.lock.withLock { storage.recordCallStack = newValue } }
    }

    static func reportUnhandledError(_ error: Swift.Error) {
        let (handler, capture, record) = storage.lock.withLock {
            (storage.errorHandler, storage.captureCallstack, storage.recordCallStack)
        }
        handler(record ? capture() : [], error)
    }
}

private final class HookStorage: @unchecked Sendable {
    // Sendable: both hooks are only read and written under `lock`. The hooks themselves are not
    // `@Sendable`: like any observer code, whoever installs one answers for the threads it runs on.
    let lock = Lock()
    var errorHandler: Hooks.DefaultErrorHandler = { _, error in
        print("Unhandled error happened: \(error)")
    }
    var captureCallstack: Hooks.CustomCaptureSubscriptionCallstack = {
        #if DEBUG
        return Thread.callStackSymbols
        #else
        return []
        #endif
    }
    var recordCallStack = false
}
