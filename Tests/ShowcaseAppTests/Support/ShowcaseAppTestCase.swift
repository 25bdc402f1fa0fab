import ReactiveXCTest

/// The base of this target's tests: it fails any test that leaves a subscription alive.
typealias ShowcaseAppTestCase = SubscriptionCheckingTestCase
