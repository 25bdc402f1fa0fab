import Reactive
import XCTest

private struct TestError: Error {}

/// Consecutive `filter`s share one sink per subscription: these tests check that they behave exactly as
/// separate operators do.
final class FilterTests: ReactiveTestCase {
    func testFilterLetsThroughWhatThePredicateAccepts() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
        ])

        let res = scheduler.start { xs.filter { $0.isMultiple(of: 2) } }

        XCTAssertEqual(res.events, [.next(220, 2), .next(240, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testConsecutiveFiltersRunInOrderAndOnlyOnWhatTheEarlierOnesAccepted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 4), .completed(300)])
        var calls: [String] = []

        let res = scheduler.start {
            xs.filter { value in
                calls.append("first \(value)")
                return value.isMultiple(of: 2)
            }
            .filter { value in
                calls.append("second \(value)")
                return value > 2
            }
        }

        XCTAssertEqual(res.events, [.next(230, 4), .completed(300)])
        XCTAssertEqual(calls, ["first 1", "first 2", "second 2", "first 4", "second 4"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFilterPassesTheSourceErrorThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(220, TestError())])

        let res = scheduler.start { xs.filter { _ in true }.filter { _ in true } }

        XCTAssertEqual(res.events, [.next(210, 2), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAThrowingSecondPredicateEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])

        let res = scheduler.start {
            xs.filter { _ in true }.filter { value in
                if value == 2 { throw TestError() }
                return true
            }
        }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingFiltersDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])

        let res = scheduler.start(disposed: 300) { xs.filter { _ in true }.filter { _ in true } }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
