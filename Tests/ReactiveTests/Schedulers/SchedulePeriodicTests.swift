import Reactive
import XCTest

final class SchedulePeriodicTests: ReactiveTestCase {
    func testRunsAfterStartThenEveryPeriodPassingStateUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        var runs: [(time: TestTime, state: Int)] = []
        let periodic = scheduler.schedulePeriodic(1, startAfter: .seconds(10), period: .seconds(20)) { state in
            runs.append((scheduler.clock, state))
            return state * 2
        }
        scheduler.scheduleAt(75) { periodic.dispose() }

        scheduler.start()

        XCTAssertEqual(runs.map(\.time), [10, 30, 50, 70])
        XCTAssertEqual(runs.map(\.state), [1, 2, 4, 8])
        XCTAssertEqual(scheduler.pendingActionTimes, [])
    }

    func testDisposingFromInsideActionStopsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        var times: [TestTime] = []
        let periodic = SingleAssignmentDisposable()
        periodic.setDisposable(
            scheduler.schedulePeriodic((), startAfter: .seconds(5), period: .seconds(5)) { _ in
                times.append(scheduler.clock)
                if times.count == 3 { periodic.dispose() }
            })

        scheduler.start()

        XCTAssertEqual(times, [5, 10, 15])
        XCTAssertEqual(scheduler.pendingActionTimes, [])
    }

    func testDisposingBeforeFirstRunPreventsAnyRun() {
        let scheduler = TestScheduler(initialClock: 0)
        var runs = 0
        let periodic = scheduler.schedulePeriodic((), startAfter: .seconds(10), period: .seconds(10)) { _ in
            runs += 1
        }

        periodic.dispose()
        scheduler.start()

        XCTAssertEqual(runs, 0)
    }

    func testNextRunIsScheduledBeforeActionRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(10), period: .seconds(10)) { count in
            log.append("tick@\(scheduler.clock)")
            if count == 0 {
                scheduler.scheduleAt(20) { log.append("other@\(scheduler.clock)") }
            }
            return count + 1
        }
        scheduler.scheduleAt(25) { periodic.dispose() }

        scheduler.start()

        XCTAssertEqual(log, ["tick@10", "tick@20", "other@20"])
    }

    func testKeepsRunningWhenReturnedDisposableIsDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        var times: [TestTime] = []
        _ = scheduler.schedulePeriodic((), startAfter: .seconds(10), period: .seconds(10)) { _ in
            times.append(scheduler.clock)
        }

        scheduler.advanceTo(35)

        XCTAssertEqual(times, [10, 20, 30])
    }

    func testZeroStartRunsOneTickLaterWithProcessingDelay() {
        let scheduler = TestScheduler(initialClock: 100)
        var times: [TestTime] = []
        let periodic = scheduler.schedulePeriodic((), startAfter: .seconds(0), period: .seconds(50)) { _ in
            times.append(scheduler.clock)
        }

        scheduler.advanceTo(200)
        periodic.dispose()

        XCTAssertEqual(times, [101, 151])
    }
}
