import Reactive
import XCTest

final class TimerTests: ReactiveTestCase {
    func testTimerSendsZeroAfterTheDueTimeAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int>.timer(.seconds(300), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(500, 0), .completed(500)])
    }

    func testTimerDisposedBeforeItsDueTimeSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 400) { Observable<Int>.timer(.seconds(300), scheduler: scheduler) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(scheduler.pendingActionTimes, [])
    }

    func testTimerWithAPeriodCountsFromTheDueTimeOn() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 750) {
            Observable<Int>.timer(.seconds(300), period: .seconds(100), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [.next(500, 0), .next(600, 1), .next(700, 2)])
        XCTAssertEqual(scheduler.pendingActionTimes, [])
    }

    func testTimerWithNoDueTimeFiresOneTickLaterOnTheTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int>.timer(.seconds(0), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 0), .completed(201)])
    }
}
