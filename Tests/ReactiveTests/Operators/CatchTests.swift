import Reactive
import XCTest

private struct TestError: Error {}
private struct HandlerError: Error {}

final class CatchTests: ReactiveTestCase {
    func testWithoutErrorTheHandlerIsNotUsed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(230)])
        let ys = scheduler.createColdObservable([.next(10, 9), .completed(20)])

        let res = scheduler.start { xs.catch { _ in ys } }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testErrorSwitchesToHandlersSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError()), .next(240, 99)])
        let ys = scheduler.createColdObservable([.next(10, 2), .next(20, 3), .completed(30)])
        var caught: [Error] = []

        let res = scheduler.start {
            xs.catch { error in
                caught.append(error)
                return ys
            }
        }

        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .next(250, 3), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 260)])
        XCTAssertEqual(caught.count, 1)
        XCTAssertTrue(caught.first is TestError)
    }

    func testThrowingHandlerEndsWithItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])

        let res = scheduler.start { xs.catch { _ in throw HandlerError() } }

        XCTAssertEqual(res.events, [.next(210, 1), .error(230, HandlerError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testFallbackErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, TestError(), Int.self)])
        let ys = scheduler.createColdObservable([.next(5, 2), .error(10, HandlerError())])

        let res = scheduler.start { xs.catch { _ in ys } }

        XCTAssertEqual(res.events, [.next(235, 2), .error(240, HandlerError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 240)])
    }

    func testDisposalReleasesFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        let ys = scheduler.createColdObservable([.next(10, 2), .next(20, 3), .completed(30)])

        let res = scheduler.start(disposed: 245) { xs.catch { _ in ys } }

        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 245)])
    }

    func testDisposalBeforeErrorReleasesSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(300, TestError())])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(30)])

        let res = scheduler.start(disposed: 250) { xs.catch { _ in ys } }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testCatchAndReturnSendsElementThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])

        let res = scheduler.start { xs.catchAndReturn(0) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 0), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCatchAndReturnPassesCompletionThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])

        let res = scheduler.start { xs.catchAndReturn(0) }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCatchAndReturnDisposalStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(300, TestError())])

        let res = scheduler.start(disposed: 250) { xs.catchAndReturn(0) }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
