extension PresenterTest {
    /// Runs a presenter test once per distinct order of the actions due at the same instant, as
    /// `InterleavingExplorer` does for any virtual-time test, and reports the first order that fails.
    ///
    /// Each run builds the presenter anew with `presenter`, on a fresh `TestScheduler`, and hands `body` a
    /// harness over it; the body sends, advances and asserts as a plain test does, and ends with
    /// `finish()`. The failures of the first failing order are reported as usual, each at the line of its
    /// check, followed by the order that broke it and how to replay exactly that order:
    ///
    /// ```swift
    /// PresenterTest.explore(failureReporter: .xctest, presenter: makeSearchPresenter) { test in
    ///     test.send(.query("sw"), at: 100)
    ///     test.send(.query("swift"), at: 110)
    ///     test.run()
    ///     test.assertStates(...)
    ///     test.finish()
    /// }
    /// ```
    ///
    /// The events a test sends keep their order; answers of use cases that land at the same time, and
    /// what other sources send at that time, are tried in every order.
    ///
    /// - Parameters:
    ///   - explorer: which orders to try: every one up to a limit (the default), random ones from a seed, or
    ///     one pinned order.
    ///   - presenter: builds the presenter under test on the run's scheduler.
    ///   - body: the test, run once per order.
    /// - Returns: how many orders ran, whether the limit stopped the exploration, and the failing order.
    @discardableResult
    public static func explore(
        _ explorer: InterleavingExplorer = InterleavingExplorer(), failureReporter: FailureReporter,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column, presenter: @escaping (TestScheduler) -> Presenter<Event, State, Route>,
        _ body: (PresenterTest) -> Void
    ) -> ExplorationReport {
        var failures: [TestFailure] = []
        let report = explorer.explore { scheduler in
            failures = []
            do {
                let test = PresenterTest(
                    scheduler: scheduler, failureReporter: FailureReporter { failures.append($0) }, fileID: fileID,
                    filePath: filePath, line: line, column: column, presenter: { presenter(scheduler) })
                body(test)
            }
            if !failures.isEmpty { throw FailedChecks(count: failures.count) }
        }
        guard let failure = report.failure else { return report }
        let tried = report.runs == 1 ? "the only order tried" : "order \(report.runs) of those tried"
        let order = "\n\n" + wrappedToWidth("in \(tried); " + failure.description)
        if failure.error is FailedChecks {
            for check in failures {
                failureReporter(
                    TestFailure(
                        message: check.message + order, fileID: check.fileID,
                        filePath: check.filePath, line: check.line, column: check.column))
            }
        } else {
            failureReporter(
                TestFailure(
                    message: "\(failure.error)" + order, fileID: fileID, filePath: filePath,
                    line: line, column: column))
        }
        return report
    }
}

/// What a run of `PresenterTest.explore` throws when one of its checks failed.
private struct FailedChecks: Error, CustomStringConvertible {
    let count: Int

    var description: String { count == 1 ? "a check failed" : "\(count) checks failed" }
}
