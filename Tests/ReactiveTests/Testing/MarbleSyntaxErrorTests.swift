import Reactive
import XCTest

final class MarbleSyntaxErrorTests: ReactiveTestCase {
    private struct Failure: Error {}

    private let values: [Character: Int] = ["a": 1, "b": 2]

    /// The error reading `diagram` as a hot diagram throws, or a test failure if it reads.
    private func hotError(_ diagram: String, error: Error? = nil, line: UInt = #line) -> MarbleSyntaxError? {
        do throws(MarbleSyntaxError) {
            let events = try Marbles.events(diagram, values: values, error: error)
            XCTFail("\(diagram) was read as \(events)", line: line)
            return nil
        } catch {
            return error
        }
    }

    private func assertHot(
        _ diagram: String, failsAt position: Int, _ reason: MarbleSyntaxError.Reason, line: UInt = #line
    ) {
        let error = hotError(diagram, line: line)
        XCTAssertEqual(error?.position, position, line: line)
        XCTAssertEqual(error?.reason, reason, line: line)
        XCTAssertEqual(error?.diagram, diagram, line: line)
    }

    func testSymbolWithoutValue() {
        assertHot("--a--c|", failsAt: 5, .unknownSymbol("c"))
    }

    func testPositionCountsSpaces() {
        assertHot("a b  c", failsAt: 5, .unknownSymbol("c"))
    }

    func testErrorSymbolWithoutError() {
        assertHot("--#", failsAt: 2, .missingError)
    }

    func testUnclosedGroup() {
        assertHot("-(ab", failsAt: 1, .unclosedGroup)
    }

    func testUnopenedGroup() {
        assertHot("--a--)-|", failsAt: 5, .unopenedGroup)
    }

    func testNestedGroup() {
        assertHot("((a))", failsAt: 1, .nestedGroup)
    }

    func testEmptyGroup() {
        assertHot("-()", failsAt: 1, .emptyGroup)
    }

    func testDashInsideGroup() {
        assertHot("(a-b)", failsAt: 2, .timeInsideGroup)
    }

    func testSecondSubscriptionPoint() {
        assertHot("-^-^", failsAt: 3, .duplicateSubscriptionPoint(firstAt: 1))
        assertHot("^-(^a)", failsAt: 3, .duplicateSubscriptionPoint(firstAt: 0))
    }

    func testSubscriptionPointInColdDiagram() {
        XCTAssertThrowsError(try Marbles.coldEvents("-^a", values: values)) { error in
            XCTAssertEqual(
                error as? MarbleSyntaxError,
                MarbleSyntaxError(
                    diagram: "-^a", position: 1, reason: .subscriptionPointInColdObservable))
        }
    }

    func testEventAfterCompletion() {
        assertHot("-a|b", failsAt: 3, .eventAfterTermination(terminatedAt: 2))
        assertHot("a|--|", failsAt: 4, .eventAfterTermination(terminatedAt: 1))
        assertHot("(|a)", failsAt: 2, .eventAfterTermination(terminatedAt: 1))
    }

    func testEventAfterError() {
        let error = hotError("#-a", error: Failure())

        XCTAssertEqual(error?.position, 2)
        XCTAssertEqual(error?.reason, .eventAfterTermination(terminatedAt: 0))
    }

    func testMalformedOffsets() {
        assertHot("[3]a", failsAt: 0, .malformedOffset)
        assertHot("-[+]a", failsAt: 1, .malformedOffset)
        assertHot("[+x]a", failsAt: 0, .malformedOffset)
        assertHot("[+3", failsAt: 0, .malformedOffset)
        assertHot("a]", failsAt: 1, .malformedOffset)
    }

    func testOffsetOutsideFrame() {
        assertHot("[+10]a", failsAt: 0, .offsetOutOfRange(10, ticksPerFrame: 10))
        assertHot("-[+0]a", failsAt: 1, .offsetOutOfRange(0, ticksPerFrame: 10))
    }

    func testOffsetWithoutEvent() {
        assertHot("[+1]-a", failsAt: 0, .offsetWithoutEvent)
        assertHot("a[+1]", failsAt: 1, .offsetWithoutEvent)
        assertHot("[+1](ab)", failsAt: 0, .offsetWithoutEvent)
        assertHot("[+1][+2]a", failsAt: 0, .offsetWithoutEvent)
    }

    func testDescriptionNamesReasonAndPointsAtPosition() {
        let error = hotError("--a--)-|")

        XCTAssertEqual(
            error?.description,
            """
            ')' closes no group, at position 5 of the marble diagram:
            --a--)-|
                 ^
            """)
    }

    func testEveryReasonDescribesItself() {
        let reasons: [MarbleSyntaxError.Reason] = [
            .unknownSymbol("c"), .missingError, .unclosedGroup, .unopenedGroup, .nestedGroup, .emptyGroup,
            .timeInsideGroup, .duplicateSubscriptionPoint(firstAt: 1), .subscriptionPointInColdObservable,
            .eventAfterTermination(terminatedAt: 2), .malformedOffset, .offsetOutOfRange(12, ticksPerFrame: 10),
            .offsetWithoutEvent,
        ]

        let descriptions = reasons.map(\.description)

        XCTAssertEqual(Set(descriptions).count, reasons.count)
        XCTAssertEqual(descriptions[0], "'c' has no value: add it to `values`")
        XCTAssertEqual(descriptions[7], "a second '^' (the first is at position 1)")
        XCTAssertEqual(descriptions[11], "offset +12 is not between 1 and 9 (one frame is 10 ticks)")
    }
}
