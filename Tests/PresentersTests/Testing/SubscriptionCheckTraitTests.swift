import PresentersTesting

/// The `.checkingSubscriptions` trait records an issue for a subscription its test leaves alive, and none
/// for one the test ends.
struct SubscriptionCheckTraitTests {
    @Test func aSubscriptionLeftAliveIsRecordedAsAnIssue() async throws {
        let leaked = Held()
        let subscriptions = SubscriptionCounter()
        defer { subscriptions.stop() }
        try await withKnownIssue {
            try await SubscriptionCheckTrait().provideScope(for: Test.current!, testCase: Test.Case.current) {
                leaked.subscription = Observable<Int>.never().subscribe()
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("1 subscription is still alive at the end of the test") }
        }
        #expect(subscriptions.live == 1, "the subscription the trait reported is the one still alive")
        leaked.subscription?.dispose()
        #expect(subscriptions.live == 0)
    }

    @Test func aSubscriptionEndedByTheTestIsNoIssue() async throws {
        let subscriptions = SubscriptionCounter()
        defer { subscriptions.stop() }
        let ran = Held()
        // An issue recorded here would fail this test.
        try await SubscriptionCheckTrait().provideScope(for: Test.current!, testCase: Test.Case.current) {
            ran.subscription = Observable<Int>.never().subscribe()
            ran.subscription?.dispose()
        }
        #expect(ran.subscription != nil, "the test ran inside the scope")
        #expect(subscriptions.live == 0)
    }
}

/// A subscription kept across the trait's scope.
private final class Held: @unchecked Sendable {
    // Sendable: set inside the scope, read after it, by one task.
    var subscription: Disposable?
}
