import Reactive
import XCTest

final class SingleAssignmentDisposableTests: ReactiveTestCase {
    func testDisposeDisposesTheAssignedDisposableOnce() {
        let single = SingleAssignmentDisposable()
        let held = CountingDisposable()
        single.setDisposable(held)
        XCTAssertFalse(single.isDisposed)

        single.dispose()
        single.dispose()

        XCTAssertTrue(single.isDisposed)
        XCTAssertEqual(held.disposeCount, 1)
    }

    func testAssigningAfterDisposeDisposesAtOnce() {
        let single = SingleAssignmentDisposable()
        single.dispose()
        let late = CountingDisposable()

        single.setDisposable(late)

        XCTAssertEqual(late.disposeCount, 1)
        XCTAssertTrue(single.isDisposed)
    }
}
