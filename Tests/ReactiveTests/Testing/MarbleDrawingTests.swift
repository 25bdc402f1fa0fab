import Reactive
import XCTest

final class MarbleDrawingTests: ReactiveTestCase {
    private struct Failure: Error {}

    private let values: [Character: Int] = ["a": 1, "b": 2, "c": 3, "d": 4]

    func testDrawsRecordedEventsFromSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-a-^-b-c-|", values: values)

        let res = scheduler.start { xs.map { $0 * 10 } }

        XCTAssertEqual(marbles(from: res.events, values: ["x": 20, "y": 30]), "--x-y-|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testCanonicalDiagramsDrawBackToThemselves() throws {
        let diagrams = [
            "", "a", "--a--b--|", "a-^-b--|", "(ab)-c-#", "a(^b)-c", "[+1]a-[+9]b|", "a-b-(c[+2]d)|", "-(a|)",
        ]
        for diagram in diagrams {
            let events = try Marbles.events(diagram, values: values, error: Failure())

            XCTAssertEqual(marbles(from: events, values: values), diagram)
        }
    }

    func testNonCanonicalDiagramsDrawTheSameEvents() throws {
        let cases = [("--a-^-b--|", "a-^-b--|"), ("-(^a)-b", "a-b"), ("a|--", "a|"), (" a - b ", "a-b")]
        for (written, drawn) in cases {
            let events = try Marbles.events(written, values: values)

            XCTAssertEqual(marbles(from: events, values: values), drawn)
        }
    }

    func testDrawingReadsBackAsTheSameEvents() throws {
        let recorded: [[Recorded<Event<Int>>]] = [
            [.next(150, 1), .next(201, 2), .next(201, 3), .completed(215)],
            [.next(200, 1), .next(205, 2), .next(210, 3), .error(999, Failure())],
            [.next(187, 4), .next(200, 1)],
        ]
        for events in recorded {
            let drawing = marbles(from: events, values: values)

            XCTAssertEqual(try Marbles.events(drawing, values: values, error: Failure()), events, drawing)
        }
    }

    func testColdEventsDrawFromTickZero() throws {
        let events = try Marbles.coldEvents("-a-(b|)", values: values)

        XCTAssertEqual(marbles(from: events, values: values, subscribed: 0), "-a-(b|)")
    }

    func testFrameLengthIsChosenByCaller() {
        let events: [Recorded<Event<Int>>] = [.next(2, 1), .completed(4)]

        XCTAssertEqual(marbles(from: events, values: values, subscribed: 0, ticksPerFrame: 2), "-a|")
        XCTAssertEqual(marbles(from: events, values: values, subscribed: 0), "([+2]a[+4]|)")
    }

    func testSameTickEventsKeepRecordedOrderWhenInputIsUnsorted() {
        let events: [Recorded<Event<Int>>] = [.next(220, 3), .next(200, 2), .next(200, 1)]

        XCTAssertEqual(marbles(from: events, values: values), "(ba)-c")
    }

    func testElementWithSeveralSymbolsUsesTheFirstInAlphabeticalOrder() {
        XCTAssertEqual(marbles(from: [.next(200, 7)], values: ["q": 7, "p": 7]), "p")
    }

    func testElementsWithoutSymbolAreDrawnByDescription() {
        let events: [Recorded<Event<Int>>] = [.next(200, 5), .next(210, 1), .next(220, 42), .completed(230)]

        XCTAssertEqual(marbles(from: events), "51{42}|")
        XCTAssertEqual(marbles(from: events, values: ["1": 9, "x": 1]), "5x{42}|")
        XCTAssertEqual(marbles(from: events, values: ["5": 9, "x": 1]), "{5}x{42}|")
    }

    func testReservedDescriptionsAreBraced() {
        let events: [Recorded<Event<String>>] = [.next(200, "-"), .next(210, "|"), .next(220, "é")]

        XCTAssertEqual(marbles(from: events), "{-}{|}é")
    }

    func testErrorsDrawAsHash() {
        let events: [Recorded<Event<String>>] = [.next(200, "a"), .error(210, Failure())]

        XCTAssertEqual(marbles(from: events), "a#")
    }
}
