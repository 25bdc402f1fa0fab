import Reactive
import XCTest

final class NeverTests: ReactiveTestCase {
    func testNeverSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int>.never() }

        XCTAssertEqual(res.events, [])
    }

    func testNeverStaysSubscribedUntilDisposed() {
        let start = Resources.total
        var disposed = false

        let subscription = Observable<Int>.never().subscribe(onDisposed: { disposed = true })
        XCTAssertEqual(Resources.total, start + 1)
        XCTAssertFalse(disposed)

        subscription.dispose()
        XCTAssertEqual(Resources.total, start)
        XCTAssertTrue(disposed)
    }
}
