import Reactive
import XCTest

final class RangeTests: ReactiveTestCase {
    func testRangeSendsConsecutiveIntegersWhenSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.range(start: 10, count: 3) }

        XCTAssertEqual(res.events, [.next(200, 10), .next(200, 11), .next(200, 12), .completed(200)])
    }

    func testRangeOnSchedulerSendsOneIntegerPerAction() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.range(start: -1, count: 3, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, -1), .next(202, 0), .next(203, 1), .completed(204)])
    }

    func testRangeOfNothingOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.range(start: 5, count: 0, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.completed(201)])
    }

    func testRangeStopsWhenDisposed() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 203) { Observable.range(start: 0, count: 100, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1)])
        XCTAssertEqual(scheduler.pendingActionTimes, [])
    }

    func testRangeReachesTheLargestValueOfItsType() {
        var received: [Int8] = []

        _ = Observable<Int8>.range(start: 125, count: 3).subscribe(onNext: { received.append($0) })

        XCTAssertEqual(received, [125, 126, 127])
    }
}
