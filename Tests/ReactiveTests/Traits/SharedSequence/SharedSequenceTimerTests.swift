import Reactive
import XCTest

final class SharedSequenceTimerTests: ReactiveTestCase {
    func testDriverIntervalCountsOnTheStrategysScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var res: TestableObserver<Int>!

        SharingScheduler.mock(scheduler: scheduler) {
            res = scheduler.start(disposed: 350) { Driver<Int>.interval(.seconds(50)) }
        }

        XCTAssertEqual(res.events, [.next(250, 0), .next(300, 1)])
    }

    func testDriverIntervalIsSharedAndReplaysTheLatestCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        SharingScheduler.mock(scheduler: scheduler) {
            let ticks = Driver<Int>.interval(.seconds(50))
            scheduler.scheduleAt(200) { subscriptions.append(ticks.drive(early)) }
            scheduler.scheduleAt(270) { subscriptions.append(ticks.drive(late)) }
            scheduler.scheduleAt(320) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
        }

        XCTAssertEqual(early.events, [.next(250, 0), .next(300, 1)])
        XCTAssertEqual(late.events, [.next(270, 0), .next(300, 1)])
    }

    func testSignalTimerStartsAfterTheDueTimeThenCountsEveryPeriodWithoutReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        SharingScheduler.mock(scheduler: scheduler) {
            let ticks = Signal<Int>.timer(.seconds(30), period: .seconds(20))
            scheduler.scheduleAt(200) { subscriptions.append(ticks.emit(to: early)) }
            scheduler.scheduleAt(235) { subscriptions.append(ticks.emit(to: late)) }
            scheduler.scheduleAt(275) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
        }

        XCTAssertEqual(early.events, [.next(230, 0), .next(250, 1), .next(270, 2)])
        XCTAssertEqual(late.events, [.next(250, 1), .next(270, 2)])
    }

    func testDriverTimerAndSignalInterval() {
        let scheduler = TestScheduler(initialClock: 0)
        var timer: TestableObserver<Int>!
        let intervalScheduler = TestScheduler(initialClock: 0)
        var interval: TestableObserver<Int>!

        SharingScheduler.mock(scheduler: scheduler) {
            timer = scheduler.start(disposed: 260) { Driver<Int>.timer(.seconds(10), period: .seconds(25)) }
        }
        SharingScheduler.mock(scheduler: intervalScheduler) {
            interval = intervalScheduler.start(disposed: 330) { Signal<Int>.interval(.seconds(60)) }
        }

        XCTAssertEqual(timer.events, [.next(210, 0), .next(235, 1)])
        XCTAssertEqual(interval.events, [.next(260, 0), .next(320, 1)])
    }
}
