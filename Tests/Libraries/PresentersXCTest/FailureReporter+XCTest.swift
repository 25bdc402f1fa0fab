import Presenters
import XCTest

extension FailureReporter {
    /// Reports a presenter test's failures as XCTest failures, at the line of the failed check.
    ///
    /// ```swift
    /// let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { makePresenter() }
    /// ```
    public static var xctest: FailureReporter {
        FailureReporter { XCTFail($0.message, file: $0.filePath, line: $0.line) }
    }
}
