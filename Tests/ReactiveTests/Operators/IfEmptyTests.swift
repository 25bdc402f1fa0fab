import Reactive
import XCTest

private struct TestError: Error {}

final class IfEmptyTests: ReactiveTestCase {
    func testDefaultIsSentWhenSourceIsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])

        let res = scheduler.start { xs.ifEmpty(default: 0) }

        XCTAssertEqual(res.events, [.next(250, 0), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDefaultIsNotSentWhenSourceHasElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])

        let res = scheduler.start { xs.ifEmpty(default: 0) }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDefaultErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TestError(), Int.self)])

        let res = scheduler.start { xs.ifEmpty(default: 0) }

        XCTAssertEqual(res.events, [.error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDefaultDisposalStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(500, Int.self)])

        let res = scheduler.start(disposed: 300) { xs.ifEmpty(default: 0) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSwitchesToOtherWhenSourceIsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(210)])
        let ys = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])

        let res = scheduler.start { xs.ifEmpty(switchTo: ys) }

        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 240)])
    }

    func testDoesNotSwitchWhenSourceHasElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(205, 7), .completed(210)])
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(30)])

        let res = scheduler.start { xs.ifEmpty(switchTo: ys) }

        XCTAssertEqual(res.events, [.next(205, 7), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testSwitchSourceErrorPassesThroughWithoutSwitching() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(210, TestError(), Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(30)])

        let res = scheduler.start { xs.ifEmpty(switchTo: ys) }

        XCTAssertEqual(res.events, [.error(210, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testSwitchOtherErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createColdObservable([.next(5, 1), .error(10, TestError())])

        let res = scheduler.start { xs.ifEmpty(switchTo: ys) }

        XCTAssertEqual(res.events, [.next(215, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 220)])
    }

    func testSwitchDisposalReleasesOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])

        let res = scheduler.start(disposed: 225) { xs.ifEmpty(switchTo: ys) }

        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 225)])
    }
}
