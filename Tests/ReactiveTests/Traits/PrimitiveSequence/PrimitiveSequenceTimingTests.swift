import Reactive
import XCTest

private struct TestError: Error {}

final class PrimitiveSequenceTimingTests: ReactiveTestCase {
    func testObserveOnDeliversTheOutcomeOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])

        let res = scheduler.start { xs.asSingle().observe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(251, 1), .completed(252)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSubscribeOnSubscribesOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])

        let res = scheduler.start { xs.asSingle().subscribe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(211, 1), .completed(211)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 212)])
    }

    func testDelayShiftsTheSuccessButNotTheFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let success = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let failure = scheduler.createHotObservable([Recorded<Event<Int>>.error(250, TestError())])

        let delayed = scheduler.createObserver(Int.self)
        let failed = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = success.asSingle().delay(.seconds(20), scheduler: scheduler).asObservable().subscribe(delayed)
            _ = failure.asSingle().delay(.seconds(20), scheduler: scheduler).asObservable().subscribe(failed)
        }
        scheduler.start()

        XCTAssertEqual(delayed.events, [.next(270, 1), .completed(271)])
        XCTAssertEqual(success.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(failed.events, [.error(250, TestError())])
        XCTAssertEqual(failure.subscriptions, [Subscription(200, 250)])
    }

    func testDelaySubscriptionSubscribesLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])

        let res = scheduler.start { xs.asMaybe().delaySubscription(.seconds(30), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(240, 1), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 240)])
    }

    func testTimeoutFailsWhenTheOutcomeIsLate() {
        let scheduler = TestScheduler(initialClock: 0)
        let late = scheduler.createHotObservable([.next(300, 1), .completed(300)])
        let early = scheduler.createHotObservable([.next(220, 1), .completed(240)])

        let timedOut = scheduler.createObserver(Int.self)
        let inTime = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = late.asSingle().timeout(.seconds(50), scheduler: scheduler).asObservable().subscribe(timedOut)
            _ = early.asSingle().timeout(.seconds(50), scheduler: scheduler).asObservable().subscribe(inTime)
        }
        scheduler.start()

        XCTAssertEqual(timedOut.events, [.error(250, RxError.timeout)])
        XCTAssertEqual(late.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(inTime.events, [.next(240, 1), .completed(240)])
        XCTAssertEqual(early.subscriptions, [Subscription(200, 240)])
    }

    func testTimeoutWithOtherSwitchesToTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(300, 1), .completed(300)])
        let other = scheduler.createColdObservable([.next(5, 7), .completed(5)])

        let res = scheduler.start {
            xs.asSingle().timeout(.seconds(50), other: other.asSingle(), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [.next(255, 7), .completed(255)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(other.subscriptions, [Subscription(250, 255)])
    }

    func testCompletableTimeoutDisposedBeforeTheDeadline() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Never>>.completed(900)])

        let res = scheduler.start(disposed: 400) {
            xs.asCompletable().timeout(.seconds(500), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(scheduler.pendingActionTimes, [])
    }
}
