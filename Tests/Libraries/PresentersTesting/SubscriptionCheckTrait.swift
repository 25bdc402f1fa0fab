import Reactive
import Testing

/// A trait that fails a test which leaves a subscription alive.
///
/// It counts the subscriptions the test starts with a `SubscriptionCounter`, from the test's start to its
/// end, so the count is the test's own while other tests run beside it. On a suite, it checks each test of
/// the suite and of the suites nested in it.
///
/// ```swift
/// @Suite(.checkingSubscriptions)
/// struct SearchTests {
///     @Test func theResultsFollowTheQuery() {
///         let subject = PublishSubject<String>()
///         let subscription = subject.subscribe(onNext: { _ in })
///         subscription.dispose()  // without it, the test fails with the count of live subscriptions
///     }
/// }
/// ```
public struct SubscriptionCheckTrait: TestTrait, SuiteTrait, TestScoping {
    /// The trait; `.checkingSubscriptions` reads better on a test or a suite.
    public init() {}

    /// Each test of a suite is checked on its own.
    public var isRecursive: Bool { true }

    /// Runs the test, then records an issue if a subscription it started is still alive.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // A suite's own scope has no test case to count; its tests each get theirs.
        guard testCase != nil || !test.isSuite else { return try await function() }
        let counter = SubscriptionCounter()
        defer { counter.stop() }
        try await function()
        let live = counter.live
        #expect(
            live == 0,
            Comment(
                rawValue: "\(live) subscription\(live == 1 ? " is" : "s are") still alive at the end of the test: "
                    + "dispose them, or end the sequences they observe"),
            sourceLocation: test.sourceLocation)
    }
}

extension Trait where Self == SubscriptionCheckTrait {
    /// Fails a test which leaves a subscription alive (see ``SubscriptionCheckTrait``).
    public static var checkingSubscriptions: SubscriptionCheckTrait { SubscriptionCheckTrait() }
}
