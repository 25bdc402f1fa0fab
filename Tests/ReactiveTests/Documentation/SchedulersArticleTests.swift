import Foundation
import Reactive
import XCTest

/// The snippets of the "Schedulers" article, run as they are printed there.
final class SchedulersArticleTests: ReactiveTestCase {
    func testCurrentThreadSchedulerRunsNestedWorkAfterTheActionThatScheduledIt() {
        let scheduler = CurrentThreadScheduler.instance
        var log: [String] = []

        _ = scheduler.schedule(()) { _ in
            _ = scheduler.schedule(()) { _ in
                log.append("inner")
                return Disposables.create()
            }
            log.append("outer")
            return Disposables.create()
        }

        XCTAssertEqual(log, ["outer", "inner"])
    }

    func testCurrentThreadSchedulerRecursesWithoutGrowingTheStack() {
        var steps = 0

        _ = CurrentThreadScheduler.instance.scheduleRecursive(100_000) { remaining, recurse in
            steps += 1
            if remaining > 1 { recurse(remaining - 1) }
        }

        XCTAssertEqual(steps, 100_000)
    }

    func testMainSchedulerRunsAtOnceWhenAlreadyOnTheMainQueue() {
        var log: [String] = []

        _ = MainScheduler.instance.schedule(()) { _ in
            log.append("action")
            return Disposables.create()
        }
        log.append("after schedule")

        XCTAssertEqual(log, ["action", "after schedule"])
    }

    func testMainSchedulerAsyncInstanceAlwaysQueues() {
        var log: [String] = []
        let ran = expectation(description: "the queued action ran")

        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            log.append("action")
            ran.fulfill()
            return Disposables.create()
        }
        log.append("after schedule")

        wait(for: [ran], timeout: 30)
        XCTAssertEqual(log, ["after schedule", "action"])
    }

    func testTimeEntersThroughTheSchedulerAnOperatorIsGiven() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Observable.just("saved").delay(.seconds(30), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [.next(230, "saved"), .completed(231)])
    }

    func testAnIntervalTicksInVirtualTimeUntilItIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 650) {
            Observable<Int>.interval(.seconds(100), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [.next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3)])
    }

    func testTestSchedulerRunsWorkAskedForNowOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])

        let res = scheduler.start { xs.observe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(211, 1), .completed(251)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testWithoutProcessingDelayWorkAskedForNowRunsAtTheSameTick() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])

        let res = scheduler.start { xs.observe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
    }

    func testAHistoricalSchedulerReplaysWorkAtItsDates() {
        let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 100))
        var fired: [TimeInterval] = []

        _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
            fired.append(scheduler.now.timeIntervalSince1970)
            return Disposables.create()
        }
        scheduler.start()

        XCTAssertEqual(fired, [120])
    }

    func testTheTestSchedulersNowIsItsClock() {
        let scheduler = TestScheduler(initialClock: 0)
        var stamps: [TimeInterval] = []

        scheduler.scheduleAt(250) { stamps.append(scheduler.now.timeIntervalSince1970) }
        scheduler.start()

        XCTAssertEqual(stamps, [250])  // one tick is one second unless `resolution:` says otherwise
    }
}
