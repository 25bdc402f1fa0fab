import Reactive
import XCTest

final class IntervalTests: ReactiveTestCase {
    func testIntervalCountsOncePerPeriodUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }

        XCTAssertEqual(
            res.events,
            [.next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3), .next(700, 4), .next(800, 5), .next(900, 6)])
        XCTAssertEqual(scheduler.pendingActionTimes, [])
    }

    func testIntervalStopsAtTheTickItIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 350) { Observable<Int64>.interval(.seconds(50), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(250, 0), .next(300, 1)])
        XCTAssertEqual(scheduler.pendingActionTimes, [])
    }

    func testIntervalCountsInTheVirtualTimeOfItsResolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)

        let res = scheduler.start(disposed: 260) { Observable<UInt8>.interval(.milliseconds(20), scheduler: scheduler) }

        // Disposal at 260 was scheduled first, so it runs before the third tick.
        XCTAssertEqual(res.events, [.next(220, 0), .next(240, 1)])
    }
}
