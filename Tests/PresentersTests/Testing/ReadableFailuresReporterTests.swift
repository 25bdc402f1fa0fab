import Presenters
import PresentersTesting
import PresentersXCTest
import Testing
import XCTest

/// A list whose row "c" a test expects with another title: the report each test framework gets.
private struct Row: Identifiable, Equatable {
    let id: String
    var title: String
    var note = "a note long enough to make the state wider than a terminal"
}

private struct ListState: Equatable {
    var rows: IdentifiedList<Row> = [Row(id: "a", title: "Milk"), Row(id: "b", title: "Bread")]
    @Pulse var message: String? = nil
}

/// Plants the failure: row "c" added with "Eggs" at 10, expected with "Egg".
private func plantWrongTitle(_ failureReporter: FailureReporter) {
    let scheduler = TestScheduler(initialClock: 0)
    let test = PresenterTest(scheduler: scheduler, failureReporter: failureReporter) {
        Presenter<Row, ListState, Never>(
            initialState: ListState(), scheduler: scheduler, reduce: .replace
        ) { row, state in
            var next = state
            next.rows.append(row)
            next.message = "Added"
            return .mutate(next)
        }
    }
    test.send(Row(id: "c", title: "Eggs"), at: 10)
    test.run()
    var expected = ListState()
    expected.rows.append(Row(id: "c", title: "Egg"))
    expected.message = "Added"
    test.assertStates([.next(0, ListState()), .next(10, expected)])
    test.finish()
}

/// Whether `message` is the report of `plantWrongTitle`, in lines of at most 120 columns.
private func isReadableReport(_ message: String) -> Bool {
    message.hasPrefix("states differ from #2:\n")
        && message.hasSuffix("\n#2 field by field:\n  rows[id: \"c\"].title: expected \"Egg\", actual \"Eggs\"")
        && message.split(separator: "\n").allSatisfy { $0.count <= 120 }
        && !message.contains("_message") && !message.contains("set once")
}

struct ReadableFailuresSwiftTestingTests {
    @Test func theReportOfAWrongTitleIsReadableAsAnIssue() {
        withKnownIssue {
            plantWrongTitle(.swiftTesting)
        } matching: { issue in
            issue.comments.contains { isReadableReport($0.rawValue) }
        }
    }
}

final class ReadableFailuresXCTestTests: XCTestCase {
    /// The failures recorded while `capturing`, instead of failing the test; the others fail it.
    private var recorded: [String] = []
    private var capturing = false

    #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
        guard capturing else { return super.record(issue) }
        recorded.append(issue.compactDescription)
    }
    #else
    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        guard capturing else {
            return super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        recorded.append(description)
    }
    #endif

    func testTheReportOfAWrongTitleIsReadableAsAFailure() {
        capturing = true
        plantWrongTitle(.xctest)
        capturing = false
        let failures = recorded

        XCTAssertEqual(failures.count, 1, failures.joined(separator: "\n\n"))
        // XCTest puts its own words before the message: the message is the end of the failure.
        let failure = failures.first ?? ""
        let message = String(failure[(failure.range(of: "states differ")?.lowerBound ?? failure.startIndex)...])
        XCTAssertTrue(isReadableReport(message), message)
    }
}
