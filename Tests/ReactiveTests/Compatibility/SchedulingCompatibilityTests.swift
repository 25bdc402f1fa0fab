import Reactive
import XCTest

// Specs written the way RxSwift's own users write them against RxTest; only the import differs.

private struct TestError: Error {}

final class SchedulingCompatibilityTests: ReactiveTestCase {
    func testDelayShiftsElementsAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])

        let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDelayDoesNotDelayAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(225, TestError())])

        let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(220, 1), .error(225, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testDelaySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])

        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(240, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 250)])
    }

    func testObserveOnATestSchedulerTakesOneTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])

        let res = scheduler.start(disposed: 300) { xs.observe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testObserveOnTheMainSchedulerFromTheMainThreadDeliversEveryEventAtOnce() {
        var log: [String] = []

        _ = Observable.of(1, 2, 3)
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
        log.append("returned")

        XCTAssertEqual(log, ["1", "2", "3", "completed", "returned"])
    }

    func testSubscribeOnSubscribesAndDisposesOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])

        let res = scheduler.start { xs.subscribe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testSubscribeOnDisposedByTheSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2)])

        let res = scheduler.start { xs.subscribe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 1001)])
    }
}

/// Real dispatch queues dispose their last subscriptions on their own threads, after the test saw the
/// completion, so this case does not count live subscriptions at its end.
final class DispatchSchedulingCompatibilityTests: XCTestCase {
    func testSubscribeAndObserveOnRealQueues() {
        let done = expectation(description: "completed")
        var received: [Int] = []
        let bag = DisposeBag()

        Observable.of(1, 2, 3)
            .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
            .observe(on: SerialDispatchQueueScheduler(qos: .default))
            .map { $0 * 2 }
            .subscribe(onNext: { received.append($0) }, onCompleted: { done.fulfill() })
            .disposed(by: bag)

        wait(for: [done], timeout: 5)
        XCTAssertEqual(received, [2, 4, 6])
    }
}
