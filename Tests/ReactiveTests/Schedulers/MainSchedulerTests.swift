import Foundation
import Reactive
import XCTest

final class MainSchedulerTests: ReactiveTestCase {
    private let timeout: TimeInterval = 30

    func testRunsAtOnceWhenCalledFromMainQueue() {
        var log: [String] = []

        _ = MainScheduler.instance.schedule(()) { _ in
            log.append("action")
            return Disposables.create()
        }
        log.append("after")

        XCTAssertEqual(log, ["action", "after"])
        MainScheduler.ensureExecutingOnScheduler()
        MainScheduler.ensureRunningOnMainThread()
    }

    func testRunsAtOnceInAMainQueueSyncFromAnotherThread() {
        let done = expectation(description: "sync block ran")
        let log = ThreadLog()

        // `DispatchQueue.main.sync` from a background thread runs its block on the main queue: on the main
        // thread here, which turns its run loop in `wait`, or on the calling thread where the main thread
        // only parks in `dispatchMain()`, as in the benchmarks.
        DispatchQueue.global().async {
            DispatchQueue.main.sync {
                _ = MainScheduler.instance.schedule(()) { _ in
                    log.append("action")
                    return Disposables.create()
                }
                log.append("after")
            }
            done.fulfill()
        }

        wait(for: [done], timeout: timeout)
        XCTAssertEqual(log.entries, ["action", "after"])
    }

    func testQueuesOnTheMainThreadInsideAnotherQueue() {
        let done = expectation(description: "action ran")
        var log: [String] = []

        // The main thread running another queue's block (`sync`) is not on the main queue.
        DispatchQueue(label: "test.main-scheduler.other").sync {
            _ = MainScheduler.instance.schedule(()) { _ in
                log.append("action")
                done.fulfill()
                return Disposables.create()
            }
            log.append("after")
        }

        wait(for: [done], timeout: timeout)
        XCTAssertEqual(log, ["after", "action"])
    }

    func testAsyncInstanceQueuesEvenFromMainQueue() {
        var log: [String] = []
        let done = expectation(description: "action ran")

        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            log.append("action")
            done.fulfill()
            return Disposables.create()
        }
        log.append("after")

        wait(for: [done], timeout: timeout)
        XCTAssertEqual(log, ["after", "action"])
    }

    func testWorkScheduledFromBackgroundRunsOnMainThread() {
        let background = ConcurrentDispatchQueueScheduler(qos: .default)
        let done = expectation(description: "action ran on main")
        var onMainThread = false

        _ = background.schedule(()) { _ in
            _ = MainScheduler.instance.schedule(()) { _ in
                onMainThread = Thread.isMainThread
                done.fulfill()
                return Disposables.create()
            }
            return Disposables.create()
        }

        wait(for: [done], timeout: timeout)
        XCTAssertTrue(onMainThread)
    }

    func testActionScheduledFromMainWaitsBehindWorkAlreadyQueued() {
        let background = ConcurrentDispatchQueueScheduler(qos: .default)
        let queued = DispatchSemaphore(value: 0)
        var log: [String] = []
        let done = expectation(description: "both ran")
        done.expectedFulfillmentCount = 2

        _ = background.schedule(()) { _ in
            _ = MainScheduler.instance.schedule(()) { _ in
                log.append("queued from background")
                done.fulfill()
                return Disposables.create()
            }
            queued.signal()
            return Disposables.create()
        }
        // Block the main queue (no run loop turns) until the first action waits on it.
        XCTAssertEqual(queued.wait(timeout: .now() + timeout), .success)
        _ = MainScheduler.instance.schedule(()) { _ in
            log.append("scheduled from main")
            done.fulfill()
            return Disposables.create()
        }

        wait(for: [done], timeout: timeout)
        XCTAssertEqual(log, ["queued from background", "scheduled from main"])
    }

    func testNestedScheduleFromMainSchedulerActionWaitsForItsTurn() {
        var log: [String] = []
        let done = expectation(description: "nested ran")
        let background = ConcurrentDispatchQueueScheduler(qos: .default)

        _ = background.schedule(()) { _ in
            _ = MainScheduler.instance.schedule(()) { _ in
                _ = MainScheduler.instance.schedule(()) { _ in
                    log.append("nested")
                    done.fulfill()
                    return Disposables.create()
                }
                log.append("outer")
                return Disposables.create()
            }
            return Disposables.create()
        }

        wait(for: [done], timeout: timeout)
        XCTAssertEqual(log, ["outer", "nested"])
    }

    func testDisposingBeforeQueuedActionRunsKeepsItFromRunning() {
        var log: [String] = []
        let done = expectation(description: "second ran")

        let first = MainScheduler.asyncInstance.schedule(()) { _ in
            log.append("first")
            return Disposables.create()
        }
        first.dispose()
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            log.append("second")
            done.fulfill()
            return Disposables.create()
        }

        wait(for: [done], timeout: timeout)
        XCTAssertEqual(log, ["second"])
    }
}

/// Entries appended from several threads, one at a time.
private final class ThreadLog: @unchecked Sendable {
    // Sendable: `storage` is only touched under `lock`.
    private let lock = NSLock()
    private var storage: [String] = []

    var entries: [String] { lock.withLock { storage } }

    func append(_ entry: String) { lock.withLock { storage.append(entry) } }
}
