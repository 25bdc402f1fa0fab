import Reactive
import XCTest

final class SerialDisposableTests: ReactiveTestCase {
    func testSettingANewDisposableDisposesThePreviousOne() {
        let serial = SerialDisposable()
        let first = CountingDisposable()
        let second = CountingDisposable()

        serial.disposable = first
        serial.disposable = second

        XCTAssertEqual(first.disposeCount, 1)
        XCTAssertEqual(second.disposeCount, 0)
        XCTAssertTrue(serial.disposable as? CountingDisposable === second)
        serial.dispose()
        serial.dispose()
        XCTAssertEqual(second.disposeCount, 1)
        XCTAssertTrue(serial.isDisposed)
    }

    func testSettingAfterDisposeDisposesAtOnce() {
        let serial = SerialDisposable()
        serial.dispose()
        let late = CountingDisposable()

        serial.disposable = late

        XCTAssertEqual(late.disposeCount, 1)
        XCTAssertTrue(serial.isDisposed)
    }
}
