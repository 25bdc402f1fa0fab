import Reactive
import XCTest

private struct TestError: Error {}

final class StartWithTests: ReactiveTestCase {
    func testStartWithSendsItsElementsFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(250)])

        let res = scheduler.start { xs.startWith(0, -1) }

        XCTAssertEqual(res.events, [.next(200, 0), .next(200, -1), .next(220, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testStartWithPassesTheSourceErrorThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(250, TestError(), Int.self)])

        let res = scheduler.start { xs.startWith(0) }

        XCTAssertEqual(res.events, [.next(200, 0), .error(250, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDisposingStartWithDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .next(900, 2)])

        let res = scheduler.start { xs.startWith(0) }

        XCTAssertEqual(res.events, [.next(200, 0), .next(300, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }
}
