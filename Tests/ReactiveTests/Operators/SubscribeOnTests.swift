import Reactive
import XCTest

private struct TestError: Error {}

final class SubscribeOnTests: ReactiveTestCase {
    func testSubscribesAndDisposesOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])

        let res = scheduler.start { xs.subscribe(on: scheduler) }

        // Work scheduled on a TestScheduler for "now" runs one tick later: subscribing, then disposing.
        XCTAssertEqual(res.events, [.next(210, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(300, TestError())])

        let res = scheduler.start { xs.subscribe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 2), .error(300, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testDisposalIsScheduledToo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(260, 3)])

        let res = scheduler.start(disposed: 250) { xs.subscribe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 251)])
    }
}
