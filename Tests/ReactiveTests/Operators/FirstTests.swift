import XCTest

@testable import Reactive

private struct TestError: Error {}

final class FirstTests: ReactiveTestCase {
    func testSendsFirstElementThenCompletesAndReleasesSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(250)])

        let res = scheduler.start { xs.first().asObservable() }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testEmptySourceSendsNil() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(250)])

        let res = scheduler.start { xs.first().asObservable() }

        XCTAssertEqual(res.events, [.next(250, nil), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TestError(), Int.self)])

        let res = scheduler.start { xs.first().asObservable() }

        XCTAssertEqual(res.events, [.error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposalStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(300, 1)])

        let res = scheduler.start(disposed: 250) { xs.first().asObservable() }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
