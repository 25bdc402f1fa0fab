/// A failed check of a presenter test, with the place in the test where the check was written.
public struct TestFailure: CustomStringConvertible, Sendable {
    /// What went wrong, with expected and actual side by side where there is something to compare.
    public let message: String
    /// The file of the check, as `#fileID` gives it (Swift Testing reports it).
    public let fileID: StaticString
    /// The file of the check, as `#filePath` gives it (XCTest reports it).
    public let filePath: StaticString
    /// The line of the check.
    public let line: UInt
    /// The column of the check.
    public let column: UInt

    /// The place of the check and the message, as in `MyTests/ProfileTests.swift:12: states differ...`.
    public var description: String { "\(fileID):\(line): \(message)" }
}

/// Reports a presenter test's failures to the test framework in use.
///
/// The Presenters library does not link a test framework; a test target installs the one it uses with a
/// few lines, for XCTest:
///
/// ```swift
/// extension FailureReporter {
///     static var xctest: FailureReporter {
///         FailureReporter { XCTFail($0.message, file: $0.filePath, line: $0.line) }
///     }
/// }
/// ```
///
/// and for Swift Testing:
///
/// ```swift
/// extension FailureReporter {
///     static var swiftTesting: FailureReporter {
///         FailureReporter { failure in
///             Issue.record(
///                 Comment(rawValue: failure.message),
///                 sourceLocation: SourceLocation(
///                     fileID: "\(failure.fileID)", filePath: "\(failure.filePath)", line: Int(failure.line),
///                     column: Int(failure.column)))
///         }
///     }
/// }
/// ```
///
/// A reporter is `Sendable`, so that a member built by `Unimplemented` may be called from any task. It is
/// called on the thread of the check that failed: the test's own, or the one where the test's use case ran.
/// The test frameworks' reporting functions are safe on any thread; one that collects failures itself is
/// called from the test's thread as long as the test's work runs there, as it does in virtual time.
public struct FailureReporter: @unchecked Sendable {
    // Sendable: see above; `report` is the test's own function and never changes.
    private let report: (TestFailure) -> Void

    /// A reporter that hands every failure to `report`.
    public init(_ report: @escaping (TestFailure) -> Void) {
        self.report = report
    }

    /// Reports `failure`.
    public func callAsFunction(_ failure: TestFailure) {
        report(failure)
    }
}
