import Reactive
import XCTest

final class InfallibleTimingTests: ReactiveTestCase {
    func testObserveOnAndSubscribeOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])

        let observed = scheduler.createObserver(Int.self)
        let subscribed = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            let source = xs.asInfallible(onErrorJustReturn: 0)
            _ = source.observe(on: scheduler).asObservable().subscribe(observed)
            _ = source.subscribe(on: scheduler).asObservable().subscribe(subscribed)
        }
        scheduler.start()

        XCTAssertEqual(observed.events, [.next(211, 1), .completed(221)])
        XCTAssertEqual(subscribed.events, [.next(211, 1), .completed(221)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(201, 222)])
    }

    func testDebounceSendsOnlyAfterAQuietPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(300, 3), .completed(400),
        ])

        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).debounce(.seconds(30), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [.next(250, 2), .next(330, 3), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testThrottleSendsTheFirstThenTheLatestPerPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(400, 4), .completed(500),
        ])

        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).throttle(.seconds(50), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [.next(210, 1), .next(260, 3), .next(400, 4), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testDelayShiftsElementsAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])

        let res = scheduler.start(disposed: 330) {
            xs.asInfallible(onErrorJustReturn: 0).delay(.seconds(100), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [.next(310, 1), .next(320, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
