import Foundation
import Reactive
import XCTest

/// Real-time schedulers: every wait is generous and nothing asserts how long anything took, only what ran
/// and in which order.
final class DispatchQueueSchedulerTests: ReactiveTestCase {
    private let timeout: TimeInterval = 30

    func testSerialSchedulerRunsActionsOneAfterAnotherInOrder() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial")
        let log = ThreadSafeLog()
        let done = expectation(description: "all actions ran")
        done.expectedFulfillmentCount = 100

        for index in 0..<100 {
            _ = scheduler.schedule(index) { index in
                log.append("\(index)")
                done.fulfill()
                return Disposables.create()
            }
        }

        wait(for: [done], timeout: timeout)
        XCTAssertEqual(log.entries, (0..<100).map(String.init))
    }

    func testSerialSchedulerOnConcurrentQueueStillRunsInOrder() {
        let scheduler = SerialDispatchQueueScheduler(
            queue: .global(qos: .userInitiated), internalSerialQueueName: "test.serial-on-global")
        let log = ThreadSafeLog()
        let done = expectation(description: "all actions ran")
        done.expectedFulfillmentCount = 50

        for index in 0..<50 {
            _ = scheduler.schedule(index) { index in
                log.append("\(index)")
                done.fulfill()
                return Disposables.create()
            }
        }

        wait(for: [done], timeout: timeout)
        XCTAssertEqual(log.entries, (0..<50).map(String.init))
    }

    func testSerialSchedulerConfiguresItsQueue() {
        let key = DispatchSpecificKey<String>()
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.configured") { queue in
            queue.setSpecific(key: key, value: "configured")
        }
        let done = expectation(description: "action ran")
        var seen: String?

        _ = scheduler.schedule(()) { _ in
            seen = DispatchQueue.getSpecific(key: key)
            done.fulfill()
            return Disposables.create()
        }

        wait(for: [done], timeout: timeout)
        XCTAssertEqual(seen, "configured")
    }

    func testDisposedActionDoesNotRun() {
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let log = ThreadSafeLog()
        let done = expectation(description: "later action ran")

        let cancelled = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            log.append("cancelled")
            return Disposables.create()
        }
        cancelled.dispose()
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(100)) { _ in
            log.append("later")
            done.fulfill()
            return Disposables.create()
        }

        wait(for: [done], timeout: timeout)
        XCTAssertEqual(log.entries, ["later"])
    }

    func testDelayedActionRunsWhenReturnedDisposableIsDropped() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let done = expectation(description: "action ran")

        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(10)) { _ in
            done.fulfill()
            return Disposables.create()
        }

        wait(for: [done], timeout: timeout)
    }

    func testDisposingAfterDelayedRunDisposesWhatActionReturned() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let returned = BooleanDisposable()
        let done = expectation(description: "action ran")

        let scheduled = scheduler.scheduleRelative((), dueTime: .milliseconds(1)) { _ in
            done.fulfill()
            return returned
        }
        wait(for: [done], timeout: timeout)
        // The action's result is stored after it returns; wait for the queue to pass that point.
        let settled = expectation(description: "queue settled")
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            settled.fulfill()
            return Disposables.create()
        }
        wait(for: [settled], timeout: timeout)
        scheduled.dispose()

        XCTAssertTrue(returned.isDisposed)
    }

    func testPeriodicRunsPassStateAndStopWhenDisposed() {
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let log = ThreadSafeLog()
        let thirdRun = expectation(description: "third run")
        let periodic = SingleAssignmentDisposable()

        periodic.setDisposable(
            scheduler.schedulePeriodic(1, startAfter: .milliseconds(1), period: .milliseconds(5)) { state in
                log.append("\(state)")
                if state == 3 {
                    periodic.dispose()
                    thirdRun.fulfill()
                }
                return state + 1
            })
        wait(for: [thirdRun], timeout: timeout)
        // Several periods later, nothing more has run.
        let later = expectation(description: "later action ran")
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(50)) { _ in
            later.fulfill()
            return Disposables.create()
        }
        wait(for: [later], timeout: timeout)

        XCTAssertEqual(log.entries, ["1", "2", "3"])
    }

    func testConcurrentSchedulerRunsEveryAction() {
        let scheduler = ConcurrentDispatchQueueScheduler(queue: .global(qos: .utility))
        let log = ThreadSafeLog()
        let done = expectation(description: "all actions ran")
        done.expectedFulfillmentCount = 100

        for index in 0..<100 {
            _ = scheduler.schedule(index) { index in
                log.append("\(index)")
                done.fulfill()
                return Disposables.create()
            }
        }

        wait(for: [done], timeout: timeout)
        XCTAssertEqual(Set(log.entries), Set((0..<100).map(String.init)))
    }

    func testConcurrentPeriodicNeverRunsTwiceAtOnce() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let running = NSLock()
        let log = ThreadSafeLog()
        let enough = expectation(description: "ten runs")
        let periodic = SingleAssignmentDisposable()

        periodic.setDisposable(
            scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(1)) { count in
                XCTAssertTrue(running.try(), "two runs overlapped")
                Thread.sleep(forTimeInterval: 0.002)
                running.unlock()
                log.append("\(count)")
                if count == 9 {
                    periodic.dispose()
                    enough.fulfill()
                }
                return count + 1
            })

        wait(for: [enough], timeout: timeout)
        XCTAssertEqual(log.entries, (0..<10).map(String.init))
    }

    func testNowIsTheWallClock() {
        let before = Date()

        let now = ConcurrentDispatchQueueScheduler(qos: .default).now

        XCTAssertGreaterThanOrEqual(now, before)
    }
}
