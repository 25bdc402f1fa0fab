import Reactive
import XCTest

private struct TestError: Error {}

final class MaterializeTests: ReactiveTestCase {
    func testMaterializeSendsEveryEventAsAnElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])

        let res = scheduler.start { xs.materialize() }

        XCTAssertEqual(
            res.events,
            [.next(210, .next(2)), .next(220, .next(3)), .next(250, .completed), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMaterializeTurnsAnErrorIntoAnElementAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, TestError())])

        let res = scheduler.start { xs.materialize() }

        XCTAssertEqual(res.events, [.next(210, .next(2)), .next(250, .error(TestError())), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDisposingMaterializeDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(400, 3)])

        let res = scheduler.start(disposed: 300) { xs.materialize() }

        XCTAssertEqual(res.events, [.next(210, .next(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
