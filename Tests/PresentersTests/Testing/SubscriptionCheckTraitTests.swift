import PresentersTesting
import Testing

/// The `.checkingSubscriptions` trait records an issue for a subscription its test leaves alive, and none
/// for one the test ends.
struct SubscriptionCheckTraitTests {
    @Test func aSubscriptionLeftAliveIsRecordedAsAnIssue() async throws {
        let leaked = Held()
        try await withKnownIssue {
            try await SubscriptionCheckTrait().provideScope(for: Test.current!, testCase: Test.Case.current) {
                leaked.subscription = Observable<Int>.never().subscribe()
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("1 subscription is still alive at the end of the test") }
        }
        leaked.subscription?.dispose()
    }

    @Test func aSubscriptionEndedByTheTestIsNoIssue() async throws {
        try await SubscriptionCheckTrait().provideScope(for: Test.current!, testCase: Test.Case.current) {
            Observable<Int>.never().subscribe().dispose()
        }
    }
}

/// A subscription kept across the trait's scope.
private final class Held: @unchecked Sendable {
    // Sendable: set inside the scope, read after it, by one task.
    var subscription: Disposable?
}
