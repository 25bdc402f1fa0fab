/// Which of its checks a `PresenterTest` relaxes: by default none, and the harness fails the test for anything
/// it did not assert.
///
/// A long flow test, which cares about a few fields at a few moments, turns exhaustivity off: states it does
/// not assert are then allowed, and a step's closure states only the fields it cares about. Routes, pending
/// actions, live subscriptions and leaks are still checked, unless the test relaxes them too, by name:
///
/// ```swift
/// test.exhaustivity = .off  // states not asserted are allowed
/// test.exhaustivity = .off(alsoRelaxing: [.pendingActions])  // and so is a timer left pending
/// ```
public struct Exhaustivity: Hashable, Sendable {
    /// A check of the harness that a test can relax.
    public enum Check: Hashable, Sendable, CaseIterable {
        /// Every state is asserted. Relaxed, `finish()` allows states that were not, a step may follow states
        /// that were not, and a step checks only the fields its closure sets, on the latest state.
        case states
        /// Every route is asserted. Relaxed, `finish()` allows routes that were not, and a step checks only the
        /// route it names, if any, among those emitted.
        case routes
        /// No scheduled action is left at `finish()`.
        case pendingActions
        /// No subscription is alive at `finish()`, besides those the test expects.
        case liveSubscriptions
        /// The presenter is freed, and every subscription ended, once released.
        case leaks
    }

    /// The checks this exhaustivity relaxes.
    public var relaxed: Set<Check>

    /// An exhaustivity that relaxes `relaxed` and checks everything else.
    public init(relaxing relaxed: Set<Check>) {
        self.relaxed = relaxed
    }

    /// Everything checked: the default.
    public static let on = Exhaustivity(relaxing: [])

    /// States not asserted are allowed; routes, pending actions, live subscriptions and leaks are checked.
    public static let off = Exhaustivity(relaxing: [.states])

    /// States not asserted are allowed, and so is what `checks` names.
    public static func off(alsoRelaxing checks: Set<Check>) -> Exhaustivity {
        Exhaustivity(relaxing: checks.union([.states]))
    }

    /// Whether this exhaustivity makes the harness check `check`.
    public func checks(_ check: Check) -> Bool {
        !relaxed.contains(check)
    }
}
