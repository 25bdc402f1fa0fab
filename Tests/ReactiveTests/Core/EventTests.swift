import Reactive
import XCTest

final class EventTests: ReactiveTestCase {
    private struct TestError: Error { let code: Int }
    private struct OtherError: Error { let code: Int }

    func testNextCarriesItsElement() {
        let event = Event<Int>.next(1)
        XCTAssertEqual(event.element, 1)
        XCTAssertNil(event.error)
        XCTAssertFalse(event.isStopEvent)
        XCTAssertFalse(event.isCompleted)
    }

    func testErrorIsAStopEventCarryingItsError() {
        let event = Event<Int>.error(TestError(code: 1))
        XCTAssertNil(event.element)
        XCTAssertEqual((event.error as? TestError)?.code, 1)
        XCTAssertTrue(event.isStopEvent)
        XCTAssertFalse(event.isCompleted)
    }

    func testCompletedIsAStopEvent() {
        let event = Event<Int>.completed
        XCTAssertNil(event.element)
        XCTAssertNil(event.error)
        XCTAssertTrue(event.isStopEvent)
        XCTAssertTrue(event.isCompleted)
    }

    func testEventsCompareByCaseAndElement() {
        XCTAssertEqual(Event.next(1), .next(1))
        XCTAssertNotEqual(Event.next(1), .next(2))
        XCTAssertEqual(Event<Int>.completed, .completed)
        XCTAssertNotEqual(Event.next(1), .completed)
        XCTAssertNotEqual(Event<Int>.completed, .error(TestError(code: 1)))
    }

    func testErrorsCompareByTypeAndDescription() {
        XCTAssertEqual(Event<Int>.error(TestError(code: 1)), .error(TestError(code: 1)))
        XCTAssertNotEqual(Event<Int>.error(TestError(code: 1)), .error(TestError(code: 2)))
        XCTAssertNotEqual(Event<Int>.error(TestError(code: 1)), .error(OtherError(code: 1)))
        XCTAssertEqual(Event<Int>.error(RxError.noElements), .error(RxError.noElements))
        XCTAssertNotEqual(Event<Int>.error(RxError.noElements), .error(RxError.timeout))
    }

    func testMapTransformsElementsAndTurnsAThrowIntoAnError() {
        XCTAssertEqual(Event.next(2).map { $0 * 10 }, .next(20))
        XCTAssertEqual(Event<Int>.completed.map { $0 * 10 }, .completed)
        XCTAssertEqual(Event<Int>.error(TestError(code: 1)).map { $0 * 10 }, .error(TestError(code: 1)))
        XCTAssertEqual(
            Event.next(2).map { (_: Int) -> Int in throw TestError(code: 3) }, .error(TestError(code: 3)))
    }

    func testDebugDescriptionNamesTheCase() {
        XCTAssertEqual(Event.next(1).debugDescription, "next(1)")
        XCTAssertEqual(Event<Int>.completed.debugDescription, "completed")
        XCTAssertTrue(Event<Int>.error(TestError(code: 1)).debugDescription.hasPrefix("error("))
    }
}
