import Foundation
import Reactive
import XCTest

/// What disposing the result of `schedule` does on the real-time schedulers, before, during and after the
/// action runs. The waits are generous and nothing asserts how long anything took: the actions are held by
/// semaphores, so each case happens in the order the test sets.
final class ScheduledActionDisposalTests: ReactiveTestCase {
    private let timeout: TimeInterval = 30

    private func serial() -> ImmediateSchedulerType {
        SerialDispatchQueueScheduler(internalSerialQueueName: "test.disposal")
    }

    private func serialOnOperationQueue() -> ImmediateSchedulerType {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        return OperationQueueScheduler(operationQueue: queue)
    }

    /// Every scheduler whose `schedule` goes through a queue, each serial so that a later action runs after
    /// an earlier one has returned.
    private var schedulers: [(String, () -> ImmediateSchedulerType)] {
        [
            ("serial", serial),
            ("concurrent made serial", { ConcurrentDispatchQueueScheduler(queue: DispatchQueue(label: "test.c")) }),
            ("operation queue", serialOnOperationQueue),
        ]
    }

    /// Waits until `scheduler` has run everything scheduled on it before.
    private func settle(_ scheduler: ImmediateSchedulerType) {
        let settled = expectation(description: "queue settled")
        _ = scheduler.schedule(()) { _ in
            settled.fulfill()
            return Disposables.create()
        }
        wait(for: [settled], timeout: timeout)
    }

    func testDisposingBeforeTheActionRunsKeepsItFromRunning() {
        for (name, make) in schedulers {
            let scheduler = make()
            let log = ThreadSafeLog()
            let release = DispatchSemaphore(value: 0)
            _ = scheduler.schedule(()) { _ in
                release.wait()
                log.append("first")
                return Disposables.create()
            }
            let cancelled = scheduler.schedule(()) { _ in
                log.append("cancelled")
                return Disposables.create()
            }

            cancelled.dispose()
            release.signal()
            settle(scheduler)

            XCTAssertEqual(log.entries, ["first"], name)
        }
    }

    func testDisposingAfterTheActionRanDisposesWhatItReturned() {
        for (name, make) in schedulers {
            let scheduler = make()
            let returned = BooleanDisposable()
            let scheduled = scheduler.schedule(()) { _ in returned }
            settle(scheduler)
            XCTAssertFalse(returned.isDisposed, name)

            scheduled.dispose()

            XCTAssertTrue(returned.isDisposed, name)
        }
    }

    func testDisposingWhileTheActionRunsDisposesWhatItReturnsOnceItReturns() {
        for (name, make) in schedulers {
            let scheduler = make()
            let returned = BooleanDisposable()
            let started = DispatchSemaphore(value: 0)
            let release = DispatchSemaphore(value: 0)
            let scheduled = scheduler.schedule(()) { _ in
                started.signal()
                release.wait()
                return returned
            }
            started.wait()

            scheduled.dispose()
            XCTAssertFalse(returned.isDisposed, name)
            release.signal()
            settle(scheduler)

            XCTAssertTrue(returned.isDisposed, name)
        }
    }

    func testDisposingTwiceDisposesWhatTheActionReturnedOnce() {
        let scheduler = serial()
        var disposals = 0
        let scheduled = scheduler.schedule(()) { _ in Disposables.create { disposals += 1 } }
        settle(scheduler)

        scheduled.dispose()
        scheduled.dispose()

        XCTAssertEqual(disposals, 1)
    }

    func testTheActionRunsOnceWhenNobodyKeepsWhatScheduleReturned() {
        let scheduler = serial()
        let log = ThreadSafeLog()

        for index in 0..<3 {
            _ = scheduler.schedule(index) { index in
                log.append("\(index)")
                return Disposables.create()
            }
        }
        settle(scheduler)

        XCTAssertEqual(log.entries, ["0", "1", "2"])
    }
}
