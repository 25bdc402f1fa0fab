import Foundation
import Reactive
import XCTest

final class CurrentThreadSchedulerTests: ReactiveTestCase {
    private let scheduler = CurrentThreadScheduler.instance

    func testRunsAtOnceAndReturnsTheActionsDisposable() {
        let returned = BooleanDisposable()
        var ran = false
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)

        let disposable = scheduler.schedule(()) { _ in
            ran = true
            XCTAssertFalse(CurrentThreadScheduler.isScheduleRequired)
            return returned
        }

        XCTAssertTrue(ran)
        XCTAssertTrue((disposable as? BooleanDisposable) === returned)
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    func testNestedActionsRunInOrderAfterTheRunningOneReturns() {
        var log: [String] = []

        _ = scheduler.schedule(()) { _ in
            _ = self.scheduler.schedule(()) { _ in
                _ = self.scheduler.schedule(()) { _ in
                    log.append("third")
                    return Disposables.create()
                }
                log.append("first")
                return Disposables.create()
            }
            _ = self.scheduler.schedule(()) { _ in
                log.append("second")
                return Disposables.create()
            }
            log.append("outer")
            return Disposables.create()
        }

        XCTAssertEqual(log, ["outer", "first", "second", "third"])
    }

    func testHundredThousandRecursiveSchedulesDoNotGrowTheStack() {
        var count = 0
        func step() {
            _ = scheduler.schedule(()) { _ in
                count += 1
                if count < 100_000 { step() }
                return Disposables.create()
            }
        }

        step()

        XCTAssertEqual(count, 100_000)
    }

    func testHundredThousandScheduleRecursiveStepsDoNotGrowTheStack() {
        var last = 0

        _ = scheduler.scheduleRecursive(1) { count, recurse in
            last = count
            if count < 100_000 { recurse(count + 1) }
        }

        XCTAssertEqual(last, 100_000)
    }

    func testDisposedQueuedActionDoesNotRun() {
        var log: [String] = []

        _ = scheduler.schedule(()) { _ in
            let queued = self.scheduler.schedule(()) { _ in
                log.append("queued")
                return Disposables.create()
            }
            queued.dispose()
            log.append("outer")
            return Disposables.create()
        }

        XCTAssertEqual(log, ["outer"])
    }

    func testDisposingQueuedActionAfterItRanDisposesWhatItReturned() {
        let returned = BooleanDisposable()
        var queued: Disposable?

        _ = scheduler.schedule(()) { _ in
            queued = self.scheduler.schedule(()) { _ in returned }
            return Disposables.create()
        }
        XCTAssertFalse(returned.isDisposed)
        queued?.dispose()

        XCTAssertTrue(returned.isDisposed)
    }

    func testEachThreadHasItsOwnTrampoline() {
        let background = ConcurrentDispatchQueueScheduler(qos: .default)
        let done = expectation(description: "background schedule ran")
        let lock = NSLock()
        var log: [String] = []
        func append(_ entry: String) { lock.withLock { log.append(entry) } }

        _ = scheduler.schedule(()) { _ in
            _ = background.schedule(()) { _ in
                // No action of the scheduler runs on this thread, so this one runs at once.
                XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
                _ = self.scheduler.schedule(()) { _ in
                    append("background")
                    return Disposables.create()
                }
                done.fulfill()
                return Disposables.create()
            }
            // Keep this action running until the other thread is done, so its trampoline is busy.
            XCTAssertEqual(XCTWaiter.wait(for: [done], timeout: 30), .completed)
            append("outer")
            return Disposables.create()
        }

        XCTAssertEqual(lock.withLock { log }, ["background", "outer"])
    }

    func testActionsQueuedAtEachLevelRunLevelByLevel() {
        var log: [Int] = []

        _ = scheduler.schedule(()) { _ in
            log.append(1)
            _ = self.scheduler.schedule(()) { _ in
                log.append(3)
                _ = self.scheduler.schedule(()) { _ in
                    log.append(5)
                    return Disposables.create()
                }
                log.append(4)
                return Disposables.create()
            }
            log.append(2)
            return Disposables.create()
        }

        XCTAssertEqual(log, [1, 2, 3, 4, 5])
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    func testAQueuedActionDisposedByTheActionThatQueuedItNeverRuns() {
        var log: [Int] = []

        _ = scheduler.schedule(()) { _ in
            log.append(1)
            let second = self.scheduler.schedule(()) { _ in
                log.append(3)
                let third = self.scheduler.schedule(()) { _ in
                    log.append(5)
                    return Disposables.create()
                }
                third.dispose()
                log.append(4)
                return third
            }
            log.append(2)
            return second
        }

        XCTAssertEqual(log, [1, 2, 3, 4])
    }

    func testDisposingAQueuedActionAlsoKeepsWhatItWouldHaveQueuedFromRunning() {
        var log: [Int] = []

        _ = scheduler.schedule(()) { _ in
            log.append(1)
            let second = self.scheduler.schedule(()) { _ in
                log.append(3)
                return self.scheduler.schedule(()) { _ in
                    log.append(5)
                    return Disposables.create()
                }
            }
            second.dispose()
            log.append(2)
            return second
        }

        XCTAssertEqual(log, [1, 2])
    }

    func testScheduleIsRequiredOnlyOutsideTheScheduledAction() {
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        var insideRequired: Bool?

        _ = scheduler.schedule(()) { _ in
            insideRequired = CurrentThreadScheduler.isScheduleRequired
            return Disposables.create()
        }

        XCTAssertEqual(insideRequired, false)
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }
}
