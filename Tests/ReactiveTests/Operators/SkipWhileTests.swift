import Reactive
import XCTest

private struct TestError: Error {}

final class SkipWhileTests: ReactiveTestCase {
    private func makeSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 5), .next(240, 3), .completed(250),
        ])
    }

    func testSendsEverythingFromFirstFailingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        var calls = 0

        let res = scheduler.start {
            xs.skip(while: { element in
                calls += 1
                return element < 4
            })
        }

        XCTAssertEqual(res.events, [.next(230, 5), .next(240, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(calls, 3, "the predicate is not asked again once an element got through")
    }

    func testErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])

        let res = scheduler.start { xs.skip(while: { $0 < 4 }) }

        XCTAssertEqual(res.events, [.error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingPredicateEndsWithItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)

        let res = scheduler.start {
            xs.skip(while: { element in
                if element == 2 { throw TestError() }
                return true
            })
        }

        XCTAssertEqual(res.events, [.error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposalStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)

        let res = scheduler.start(disposed: 235) { xs.skip(while: { $0 < 4 }) }

        XCTAssertEqual(res.events, [.next(230, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }
}
