import Reactive
import XCTest

private struct TestError: Error {}

final class TakeWhileTests: ReactiveTestCase {
    private func makeSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 5), .next(240, 3), .completed(250),
        ])
    }

    func testCompletesAtFirstFailingElementExclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)

        let res = scheduler.start { xs.take(while: { $0 < 4 }) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testInclusiveSendsTheFailingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)

        let res = scheduler.start { xs.take(while: { $0 < 4 }, behavior: .inclusive) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 5), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCompletionPassesThroughWhenAllPass() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)

        let res = scheduler.start { xs.take(while: { $0 < 10 }) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 5), .next(240, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])

        let res = scheduler.start { xs.take(while: { $0 < 10 }) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingPredicateEndsWithItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)

        let res = scheduler.start {
            xs.take(while: { element in
                if element == 2 { throw TestError() }
                return true
            })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposalStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)

        let res = scheduler.start(disposed: 215) { xs.take(while: { $0 < 10 }) }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }
}
