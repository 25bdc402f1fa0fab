import Foundation
import Reactive
import XCTest

/// A real-time scheduler: every wait is generous and nothing asserts how long anything took.
final class OperationQueueSchedulerTests: ReactiveTestCase {
    private let timeout: TimeInterval = 30

    func testRunsEachActionAsAnOperationOfTheQueue() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        let log = ThreadSafeLog()
        let done = expectation(description: "all actions ran")
        done.expectedFulfillmentCount = 20

        for index in 0..<20 {
            _ = scheduler.schedule(index) { index in
                log.append(OperationQueue.current === queue ? "\(index)" : "elsewhere")
                done.fulfill()
                return Disposables.create()
            }
        }

        wait(for: [done], timeout: timeout)
        XCTAssertEqual(log.entries, (0..<20).map(String.init))
        XCTAssertTrue(scheduler.operationQueue === queue)
        XCTAssertEqual(scheduler.queuePriority, .high)
        XCTAssertEqual(OperationQueueScheduler(operationQueue: queue).queuePriority, .normal)
    }

    func testDisposingBeforeTheOperationStartsKeepsTheActionFromRunning() {
        let queue = OperationQueue()
        queue.isSuspended = true
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let log = ThreadSafeLog()

        let scheduled = scheduler.schedule(()) { _ in
            log.append("ran")
            return Disposables.create()
        }
        scheduled.dispose()
        queue.isSuspended = false
        queue.waitUntilAllOperationsAreFinished()

        XCTAssertEqual(log.entries, [])
    }

    func testSubscribesOnTheQueue() throws {
        let queue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)

        let subscribedOnQueue = try Observable<Bool>.deferred { .just(OperationQueue.current === queue) }
            .subscribe(on: scheduler)
            .toBlocking(timeout: timeout)
            .single()

        XCTAssertTrue(subscribedOnQueue)
    }
}
