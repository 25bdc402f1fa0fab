import Reactive
import XCTest

private struct TestError: Error {}

final class ObserveOnTests: ReactiveTestCase {
    func testDeliversEachEventOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(240, 3), .completed(300)])

        let res = scheduler.start { xs.observe(on: scheduler) }

        // Work scheduled on a TestScheduler for "now" runs one tick later.
        XCTAssertEqual(res.events, [.next(211, 2), .next(241, 3), .completed(301)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 301)])
    }

    func testSameTickEventsAreDeliveredOnePerStepInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(210)])

        let res = scheduler.start { xs.observe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(211, 1), .next(212, 2), .completed(213)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 213)])
    }

    func testErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])

        let res = scheduler.start { xs.observe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(211, 1), .error(221, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 221)])
    }

    func testDisposalDropsUndeliveredEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])

        let res = scheduler.start(disposed: 240) { xs.observe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(211, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }
}
