import Reactive
import XCTest

private struct TestError: Error {}

final class ErrorTests: ReactiveTestCase {
    func testErrorFailsWhenSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int>.error(TestError()) }

        XCTAssertEqual(res.events, [.error(200, TestError())])
    }
}
