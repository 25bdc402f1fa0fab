import Reactive
import XCTest

private struct TestError: Error {}

final class ReduceTests: ReactiveTestCase {
    func testReduceSendsTheAccumulationWhenTheSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 9), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
        ])

        let res = scheduler.start { xs.reduce(10, accumulator: +) }

        XCTAssertEqual(res.events, [.next(300, 16), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testReduceOfNothingSendsTheSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(300, Int.self)])

        let res = scheduler.start { xs.reduce(10, accumulator: +) }

        XCTAssertEqual(res.events, [.next(300, 10), .completed(300)])
    }

    func testReduceWithMapResultSendsTheMappedAccumulation() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])

        let res = scheduler.start { xs.reduce(0, accumulator: +, mapResult: { "sum \($0)" }) }

        XCTAssertEqual(res.events, [.next(300, "sum 3"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testReducePassesTheSourceErrorThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError())])

        let res = scheduler.start { xs.reduce(0, accumulator: +) }

        XCTAssertEqual(res.events, [.error(250, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduceTurnsAThrowingAccumulatorIntoAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])

        let res = scheduler.start {
            xs.reduce(0) { sum, value in
                if value == 2 { throw TestError() }
                return sum + value
            }
        }

        XCTAssertEqual(res.events, [.error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testReduceTurnsAThrowingMapResultIntoAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])

        let res = scheduler.start { xs.reduce(0, accumulator: +, mapResult: { _ -> String in throw TestError() }) }

        XCTAssertEqual(res.events, [.error(300, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDisposingReduceDisposesTheSourceAndSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])

        let res = scheduler.start(disposed: 300) { xs.reduce(0, accumulator: +) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
