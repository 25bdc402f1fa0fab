import Reactive
import XCTest

/// A test case that fails each of its tests that leaves a subscription alive.
///
/// It counts the subscriptions each test starts with a `SubscriptionCounter`, from `setUp()` to
/// `tearDown()`, so the count is the test's own even when other tests run at the same time. The check runs
/// in `tearDown()`, after the test's teardown blocks: a subclass that ends subscriptions in its own
/// `tearDown()` does so before calling `super.tearDown()`.
///
/// ```swift
/// final class SearchTests: SubscriptionCheckingTestCase {
///     func testTheResultsFollowTheQuery() {
///         let subject = PublishSubject<String>()
///         let subscription = subject.subscribe(onNext: { _ in })
///         subscription.dispose()  // without it, the test fails with the count of live subscriptions
///     }
/// }
/// ```
open class SubscriptionCheckingTestCase: XCTestCase {
    private var counter: SubscriptionCounter?

    /// The subscriptions this test started that are still alive.
    public var liveSubscriptions: Int { counter?.live ?? 0 }

    override open func setUp() {
        super.setUp()
        counter = SubscriptionCounter()
    }

    override open func tearDown() {
        if let counter {
            counter.stop()
            let live = counter.live
            if live != 0 {
                XCTFail(
                    "\(live) subscription\(live == 1 ? " is" : "s are") still alive at the end of the test: "
                        + "dispose them, or end the sequences they observe")
            }
        }
        counter = nil
        super.tearDown()
    }
}
