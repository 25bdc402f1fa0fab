import Reactive
import XCTest

private struct TestError: Error {}

final class ElementAtTests: ReactiveTestCase {
    func testSendsElementAtIndexThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, "z"), .next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(250),
        ])

        let res = scheduler.start { xs.element(at: 1) }

        XCTAssertEqual(res.events, [.next(220, "b"), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testIndexZeroIsTheFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(250)])

        let res = scheduler.start { xs.element(at: 0) }

        XCTAssertEqual(res.events, [.next(210, "a"), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testCompletingBeforeIndexFailsWithArgumentOutOfRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .completed(250)])

        let res = scheduler.start { xs.element(at: 3) }

        XCTAssertEqual(res.events, [.error(250, RxError.argumentOutOfRange)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .error(220, TestError())])

        let res = scheduler.start { xs.element(at: 3) }

        XCTAssertEqual(res.events, [.error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposalStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(300, "b")])

        let res = scheduler.start(disposed: 250) { xs.element(at: 1) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
