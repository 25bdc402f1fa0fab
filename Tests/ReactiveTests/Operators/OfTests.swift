import Reactive
import XCTest

final class OfTests: ReactiveTestCase {
    func testOfSendsEveryElementThenCompletesWhenSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.of(3, 1, 2, 4) }

        XCTAssertEqual(res.events, [.next(200, 3), .next(200, 1), .next(200, 2), .next(200, 4), .completed(200)])
    }

    func testOfOnSchedulerSendsOneElementPerAction() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.of(3, 1, 2, 4, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 3), .next(202, 1), .next(203, 2), .next(204, 4), .completed(205)])
    }

    func testOfOnSchedulerStopsWhenDisposed() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 203) { Observable.of(3, 1, 2, 4, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 3), .next(202, 1)])
        XCTAssertEqual(scheduler.pendingActionTimes, [])
    }

    func testOfWithNoElementsCompletes() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int>.of() }

        XCTAssertEqual(res.events, [.completed(200)])
    }
}
