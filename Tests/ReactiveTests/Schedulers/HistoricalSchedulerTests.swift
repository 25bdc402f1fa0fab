import Foundation
import Reactive
import XCTest

final class HistoricalSchedulerTests: ReactiveTestCase {
    func testStartsAtUnixEpochByDefault() {
        let scheduler = HistoricalScheduler()

        XCTAssertEqual(scheduler.clock, Date(timeIntervalSince1970: 0))
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 0))
    }

    func testRunsActionsAtTheirDatesInOrder() {
        let start = Date(timeIntervalSince1970: 1_000)
        let scheduler = HistoricalScheduler(initialClock: start)
        var seen: [TimeInterval] = []
        for seconds in [30, 10, 20] {
            _ = scheduler.scheduleRelative((), dueTime: .seconds(seconds)) { _ in
                seen.append(scheduler.now.timeIntervalSince(start))
                return Disposables.create()
            }
        }

        scheduler.start()

        XCTAssertEqual(seen, [10, 20, 30])
        XCTAssertEqual(scheduler.clock, start.addingTimeInterval(30))
    }

    func testScheduleRunsAtCurrentDateWithoutDelay() {
        let scheduler = HistoricalScheduler()
        var seen: [Date] = []
        _ = scheduler.schedule(()) { _ in
            seen.append(scheduler.now)
            return Disposables.create()
        }

        scheduler.start()

        XCTAssertEqual(seen, [Date(timeIntervalSince1970: 0)])
    }

    func testAdvanceToAndSleepMoveTheDate() {
        let scheduler = HistoricalScheduler()
        var ran = false
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(1_500)) { _ in
            ran = true
            return Disposables.create()
        }

        scheduler.advanceTo(Date(timeIntervalSince1970: 1))
        XCTAssertFalse(ran)
        scheduler.sleep(0.25)
        XCTAssertEqual(scheduler.clock, Date(timeIntervalSince1970: 1.25))
        scheduler.advanceTo(Date(timeIntervalSince1970: 2))

        XCTAssertTrue(ran)
    }

    func testPeriodicRunsOnDates() {
        let scheduler = HistoricalScheduler()
        var seen: [TimeInterval] = []
        let periodic = scheduler.schedulePeriodic((), startAfter: .seconds(1), period: .milliseconds(500)) { _ in
            seen.append(scheduler.now.timeIntervalSince1970)
        }

        scheduler.advanceTo(Date(timeIntervalSince1970: 2))
        periodic.dispose()

        XCTAssertEqual(seen, [1, 1.5, 2])
        XCTAssertEqual(scheduler.pendingActionTimes, [])
    }
}
