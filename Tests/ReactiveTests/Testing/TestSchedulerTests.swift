import Reactive
import XCTest

final class TestSchedulerTests: ReactiveTestCase {
    func testStartSubscribesAtDefaultTimesAndRecordsHotEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .completed(300),
        ])

        let res = scheduler.start { xs.map { $0 * 10 } }

        XCTAssertEqual(res.events, [.next(210, 20), .next(220, 30), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testColdObservableSendsRelativeToEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .completed(20)])

        let res = scheduler.start(disposed: 1000) { xs }

        XCTAssertEqual(res.events, [.next(210, "a"), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSubscriptionsPrintAsRxTestPrintsThem() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
        let ys = scheduler.createHotObservable([.next(210, "b")])

        let res = scheduler.start { xs.concat(ys) }

        XCTAssertEqual(res.events, [.next(210, "a")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 1000)])
        XCTAssertEqual(String(describing: xs.subscriptions), "[(200: 220)]")
        XCTAssertEqual(String(describing: Subscription(200)), "(200: Infinity)")
        XCTAssertEqual(String(reflecting: Subscription(200, 1000)), "(200: 1000)")
    }

    func testAsObservableReturnsANewObservableThatSubscribesToTheTestObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250)])
        let ys = scheduler.createColdObservable([.next(10, 3)])

        XCTAssertFalse(xs.asObservable() === xs)
        XCTAssertFalse(ys.asObservable() === ys)
        let res = scheduler.start { xs.asObservable().concat(ys.asObservable()) }

        XCTAssertEqual(res.events, [.next(210, 2), .next(260, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 1000)])
    }

    func testHotObservableSendsEveryScriptedEventEvenAfterATerminalOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .completed(220), .next(230, 2), .error(240, Offline()), .next(250, 3),
        ])
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = xs.subscribe(early) }
        scheduler.scheduleAt(225) { _ = xs.subscribe(late) }

        let res = scheduler.start { xs }

        // The subscriber's sink keeps the observer contract: nothing after the completion.
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        // Observers subscribed to the test observable itself get every event sent while subscribed.
        XCTAssertEqual(
            early.events,
            [.next(210, 1), .completed(220), .next(230, 2), .error(240, Offline()), .next(250, 3)])
        XCTAssertEqual(late.events, [.next(230, 2), .error(240, Offline()), .next(250, 3)])
        XCTAssertEqual(
            xs.subscriptions,
            [Subscription(200), Subscription(200, 220), Subscription(225)])
    }

    func testDisposalAtEndStopsDeliveryAndIsRecorded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(500, 2)])

        let res = scheduler.start(disposed: 400) { xs.filter { _ in true } }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testSameTimeActionsRunInInsertionOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        var order: [Int] = []
        for index in 0..<5 {
            scheduler.scheduleAt(10) { order.append(index) }
        }
        scheduler.scheduleAt(5) { order.append(-1) }

        scheduler.start()

        XCTAssertEqual(order, [-1, 0, 1, 2, 3, 4])
        XCTAssertEqual(scheduler.clock, 10)
    }

    func testErrorsCompareBySameTypeAndDescription() {
        struct Failure: Error { let code: Int }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, Failure(code: 1))])

        let res = scheduler.start { xs }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, Failure(code: 1))])
        XCTAssertNotEqual(res.events, [.next(210, 1), .error(220, Failure(code: 2))])
    }

    func testScheduleFromActionRunsOneTickLaterWithProcessingDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        var times: [TestTime] = []
        scheduler.scheduleAt(10) {
            _ = scheduler.schedule(()) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
            _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
        }

        scheduler.start()

        XCTAssertEqual(times, [11, 15])
    }

    func testScheduleFromActionRunsSameTickWithoutProcessingDelay() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        var times: [TestTime] = []
        scheduler.scheduleAt(10) {
            _ = scheduler.schedule(()) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
        }

        scheduler.start()

        XCTAssertEqual(times, [10])
    }

    func testScheduleAtPastTimeRunsAtCurrentClockWithoutMovingItBack() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.advanceTo(50)
        var times: [TestTime] = []
        scheduler.scheduleAt(10) { times.append(scheduler.clock) }

        scheduler.start()

        XCTAssertEqual(times, [50])
        XCTAssertEqual(scheduler.clock, 50)
    }

    func testHotEventScriptedInThePastIsSentOnNextStep() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.advanceTo(300)
        let xs = scheduler.createHotObservable([.next(250, 1), .next(310, 2)])
        let observer = scheduler.createObserver(Int.self)
        let subscription = xs.subscribe(observer)

        scheduler.start()
        subscription.dispose()

        XCTAssertEqual(observer.events, [.next(300, 1), .next(310, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 310)])
    }

    func testColdEventAtTickZeroArrivesAtSubscriptionTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(0, 1), .completed(0)])

        let res = scheduler.start { xs }

        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func testResolutionConvertsIntervalsToTicks() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        var times: [TestTime] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
            times.append(scheduler.clock)
            return Disposables.create()
        }

        scheduler.start()

        XCTAssertEqual(times, [10])
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 1))
    }

    func testHotObservableKeepsSendingWhileSubscribedEvenWhenTestDropsIt() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { scheduler.createHotObservable([.next(150, 1), .next(300, 2), .completed(400)]) }

        XCTAssertEqual(res.events, [.next(300, 2), .completed(400)])
    }
}

private struct Offline: Error {}
