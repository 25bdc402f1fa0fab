import Presenters
import ShowcaseApp
import XCTest

@testable import Demo

final class SettlingSchedulerTests: XCTestCase {
    func testCountsTheActionsThatHaveNeitherRunNorBeenCancelled() {
        let base = TestScheduler(initialClock: 0)
        let scheduler = SettlingScheduler(base)
        var ran: [String] = []

        _ = scheduler.scheduleRelative("late", dueTime: .seconds(20)) {
            ran.append($0); return Disposables.create()
        }
        _ = scheduler.schedule("soon") {
            ran.append($0); return Disposables.create()
        }
        let cancelled = scheduler.scheduleRelative("never", dueTime: .seconds(10)) {
            ran.append($0)
            return Disposables.create()
        }
        XCTAssertEqual(scheduler.pendingCount, 3)

        cancelled.dispose()
        cancelled.dispose()
        XCTAssertEqual(scheduler.pendingCount, 2)

        base.advanceTo(1)
        XCTAssertEqual(ran, ["soon"])
        XCTAssertEqual(scheduler.pendingCount, 1)

        base.start()
        XCTAssertEqual(ran, ["soon", "late"])
        XCTAssertEqual(scheduler.pendingCount, 0)
        XCTAssertEqual(base.clock, 20)
    }

    func testDisposingAnActionThatRanCountsNothingTwice() {
        let base = TestScheduler(initialClock: 0)
        let scheduler = SettlingScheduler(base)
        let disposable = scheduler.schedule(()) { _ in Disposables.create() }
        base.start()
        XCTAssertEqual(scheduler.pendingCount, 0)

        disposable.dispose()

        XCTAssertEqual(scheduler.pendingCount, 0)
    }

    func testTellsTheTimeOfTheSchedulerBelow() {
        let base = TestScheduler(initialClock: 42)
        XCTAssertEqual(SettlingScheduler(base).now, base.now)
    }
}
