import Reactive
import XCTest

private struct TestError: Error {}

final class TakeLastTests: ReactiveTestCase {
    func testSendsLastElementsAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
        ])

        let res = scheduler.start { xs.takeLast(2) }

        XCTAssertEqual(res.events, [.next(250, 3), .next(250, 4), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSendsEverythingWhenFewerThanCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])

        let res = scheduler.start { xs.takeLast(5) }

        XCTAssertEqual(res.events, [.next(250, 1), .next(250, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testRingKeepsOrderAfterWrappingAround() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(245, 5), .completed(250),
        ])

        let res = scheduler.start { xs.takeLast(3) }

        XCTAssertEqual(res.events, [.next(250, 3), .next(250, 4), .next(250, 5), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTakeLastZeroOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])

        let res = scheduler.start { xs.takeLast(0) }

        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testErrorDropsBufferedElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(250, TestError())])

        let res = scheduler.start { xs.takeLast(2) }

        XCTAssertEqual(res.events, [.error(250, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDisposalBeforeCompletionSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(500)])

        let res = scheduler.start(disposed: 400) { xs.takeLast(2) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }
}
