import Reactive
import XCTest

private struct TestError: Error {}

final class SkipTests: ReactiveTestCase {
    private func makeSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(215, 2), .next(220, 3), .next(230, 4), .completed(250),
        ])
    }

    func testDropsFirstCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)

        let res = scheduler.start { xs.skip(2) }

        XCTAssertEqual(res.events, [.next(220, 3), .next(230, 4), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSkipZeroSendsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)

        let res = scheduler.start { xs.skip(0) }

        XCTAssertEqual(
            res.events, [.next(210, 1), .next(215, 2), .next(220, 3), .next(230, 4), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError())])

        let res = scheduler.start { xs.skip(1) }

        XCTAssertEqual(res.events, [.next(220, 2), .error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDisposalStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)

        let res = scheduler.start(disposed: 225) { xs.skip(1) }

        XCTAssertEqual(res.events, [.next(215, 2), .next(220, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testSkipDurationDropsWhatArrivesBeforeTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)

        // The timer fires at 215, after the element scheduled for 215 when the source was created.
        let res = scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(220, 3), .next(230, 4), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSkipZeroDurationOpensOnNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(201, 1), .next(202, 2), .completed(250)])

        // Work due now runs one tick later, at 201, after the element the source scheduled earlier for 201.
        let res = scheduler.start { xs.skip(.seconds(0), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(202, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSkipDurationPassesErrorThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])

        let res = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSkipDurationDisposalStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)

        let res = scheduler.start(disposed: 225) { xs.skip(.seconds(12), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(215, 2), .next(220, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }
}
