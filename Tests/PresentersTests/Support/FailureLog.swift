import Presenters

/// Collects the failures a harness reports, so a test can check what the harness said about a test that
/// was meant to fail.
final class FailureLog {
    private(set) var failures: [TestFailure] = []

    /// A reporter that appends to this log.
    var reporter: FailureReporter {
        FailureReporter { [weak self] in self?.failures.append($0) }
    }

    /// The messages reported so far.
    var messages: [String] { failures.map(\.message) }
}
