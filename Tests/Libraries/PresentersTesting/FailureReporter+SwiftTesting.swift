import Presenters
import Testing

extension FailureReporter {
    /// Reports a presenter test's failures as Swift Testing issues, at the line of the failed check.
    ///
    /// ```swift
    /// let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) { makePresenter() }
    /// ```
    public static var swiftTesting: FailureReporter {
        FailureReporter { failure in
            Issue.record(
                Comment(rawValue: failure.message),
                sourceLocation: SourceLocation(
                    fileID: "\(failure.fileID)", filePath: "\(failure.filePath)", line: Int(failure.line),
                    column: Int(failure.column)))
        }
    }
}
