import Foundation
import Reactive
import XCTest

/// Tasks on a test scheduler's executor: each step runs as an action of the scheduler, on the thread that
/// runs it, and a virtual sleep ends when the clock reaches its end.
final class TestSchedulerTasksTests: ReactiveTestCase {
    /// The thread that calls it; a function, as async code may not read `Thread.current` itself.
    private static func currentThread() -> ObjectIdentifier { ObjectIdentifier(Thread.current) }

    /// What a task saw, written by its steps and read by the test once the scheduler stopped.
    private final class Log: @unchecked Sendable {
        // Sendable: the steps run on the test's thread, one at a time, inside the scheduler's run.
        var lines: [String] = []
    }

    func testASleepingTaskGoesOnAtExactlyTheEndOfItsSleepOnTheTestsThread() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        let testThread = Self.currentThread()

        scheduler.scheduleAt(100) {
            Task(executorPreference: scheduler.taskExecutor) {
                log.lines.append("started at \(scheduler.clock)")
                try? await scheduler.sleep(for: .seconds(300))
                log.lines.append(
                    "woke at \(scheduler.clock), on the test's thread: \(Self.currentThread() == testThread)")
            }
        }
        scheduler.advanceTo(399)
        XCTAssertEqual(log.lines, ["started at 100"])
        XCTAssertEqual(scheduler.pendingActionTimes, [400])

        scheduler.advanceTo(400)
        XCTAssertEqual(log.lines, ["started at 100", "woke at 400, on the test's thread: true"])
        XCTAssertEqual(scheduler.pendingActionTimes, [])
    }

    func testASleepIsCountedInTicksOfTheSchedulersResolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let log = Log()

        Task(executorPreference: scheduler.taskExecutor) {
            try? await scheduler.sleep(for: .milliseconds(300))
            log.lines.append("\(scheduler.clock)")
            try? await scheduler.sleep(until: 10)
            log.lines.append("\(scheduler.clock)")
        }
        scheduler.start()

        XCTAssertEqual(log.lines, ["3", "10"])
    }

    func testATaskStartedWhileTheSchedulerIsStoppedRunsOnItsNextMove() {
        let scheduler = TestScheduler(initialClock: 50)
        let log = Log()

        Task(executorPreference: scheduler.taskExecutor) { log.lines.append("ran at \(scheduler.clock)") }
        XCTAssertEqual(log.lines, [])
        XCTAssertEqual(scheduler.pendingActionTimes, [50])

        scheduler.advanceTo(50)
        XCTAssertEqual(log.lines, ["ran at 50"])
    }

    func testTasksWakingAtOneInstantGoOnInTheOrderTheyWentToSleep() {
        for _ in 0..<20 {
            let scheduler = TestScheduler(initialClock: 0)
            let log = Log()
            for name in ["a", "b", "c"] {
                Task(executorPreference: scheduler.taskExecutor) {
                    try? await scheduler.sleep(until: 10)
                    log.lines.append(name)
                    try? await scheduler.sleep(until: 20)
                    log.lines.append(name.uppercased())
                }
            }
            scheduler.start()
            XCTAssertEqual(log.lines, ["a", "b", "c", "A", "B", "C"])
        }
    }

    func testCancellingASleepingTaskEndsItsSleepAtOnceAndTakesItsEndOutOfTheQueue() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        let task = Task(executorPreference: scheduler.taskExecutor) {
            do {
                try await scheduler.sleep(for: .seconds(300))
                log.lines.append("woke at \(scheduler.clock)")
            } catch {
                log.lines.append("\(type(of: error)) at \(scheduler.clock)")
            }
        }
        scheduler.advanceTo(100)
        XCTAssertEqual(scheduler.pendingActionTimes, [300])

        task.cancel()
        scheduler.advanceTo(100)

        XCTAssertEqual(log.lines, ["CancellationError at 100"])
        XCTAssertEqual(scheduler.pendingActionTimes, [])
    }

    func testASleepInACancelledTaskThrowsWithoutWaiting() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        let task = Task(executorPreference: scheduler.taskExecutor) {
            do {
                try await scheduler.sleep(for: .seconds(5))
                log.lines.append("slept")
            } catch {
                log.lines.append("\(type(of: error)) at \(scheduler.clock)")
            }
        }
        task.cancel()
        scheduler.start()

        XCTAssertEqual(log.lines, ["CancellationError at 0"])
    }

    func testTheClockReadsAndSleepsInTheSchedulersVirtualTime() {
        let scheduler = TestScheduler(initialClock: 20, resolution: 0.1)
        let clock: any Clock<Duration> = scheduler.virtualClock
        let log = Log()

        XCTAssertEqual(scheduler.virtualClock.now.offset, .seconds(2))
        XCTAssertEqual(scheduler.virtualClock.minimumResolution, .milliseconds(100))
        Task(executorPreference: scheduler.taskExecutor) {
            try? await clock.sleep(for: .milliseconds(1_500))
            log.lines.append("\(scheduler.clock)")
        }
        scheduler.start()

        XCTAssertEqual(log.lines, ["35"])
        XCTAssertEqual(scheduler.virtualClock.now.offset, .milliseconds(3_500))
    }

    func testTheSchedulersOfTwoTestsRunTheirOwnTasksOnly() {
        let first = TestScheduler(initialClock: 0)
        let second = TestScheduler(initialClock: 0)
        let log = Log()

        Task(executorPreference: first.taskExecutor) {
            try? await first.sleep(for: .seconds(10))
            log.lines.append("first")
        }
        Task(executorPreference: second.taskExecutor) {
            try? await second.sleep(for: .seconds(10))
            log.lines.append("second")
        }
        second.start()
        XCTAssertEqual(log.lines, ["second"])
        XCTAssertEqual(first.pendingActionTimes, [0])

        first.start()
        XCTAssertEqual(log.lines, ["second", "first"])
    }
}
