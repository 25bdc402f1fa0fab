import Reactive
import XCTest

private struct TestError: Error {}

final class TimeoutTests: ReactiveTestCase {
    func testElementsInTimePassThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(240, 2), .next(300, 3), .completed(350),
        ])

        let res = scheduler.start { xs.timeout(.seconds(100), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .next(300, 3), .completed(350)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
    }

    func testFailsWithTimeoutWhenNextElementIsLate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2), .completed(500)])

        let res = scheduler.start { xs.timeout(.seconds(100), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(310, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
    }

    func testElementArrivingWhenTimerIsDueWins() {
        let scheduler = TestScheduler(initialClock: 0)
        // The element at 300 was scheduled before the timer due at 300, so it arrives first.
        let xs = scheduler.createHotObservable([.next(300, 1), .completed(350)])

        let res = scheduler.start { xs.timeout(.seconds(100), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(300, 1), .completed(350)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
    }

    func testATimerAlreadyUnderWayWhenAnElementArrivesDoesNotTimeOut() {
        let timers = UncancellableTimers()
        let source = PublishSubject<Int>()
        let observer = TestScheduler(initialClock: 0).createObserver(Int.self)
        let subscription = source.timeout(.seconds(50), scheduler: timers).subscribe(observer)

        source.onNext(1)
        timers.fire(0)  // the first element's deadline, too late to cancel when the element arrived
        source.onNext(2)
        XCTAssertEqual(observer.events, [.next(0, 1), .next(0, 2)], "timed out although 1 came in time")
        timers.fire(2)

        XCTAssertEqual(observer.events, [.next(0, 1), .next(0, 2), .error(0, RxError.timeout)])
        subscription.dispose()
    }

    func testSourceErrorInTimePassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError())])

        let res = scheduler.start { xs.timeout(.seconds(100), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(250, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSwitchesToOtherWhenTimeIsUp() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(310, 3), .next(400, 4), .completed(500),
        ])
        let ys = scheduler.createColdObservable([.next(50, -1), .next(200, -2), .next(310, -3), .completed(320)])

        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(350, -1), .next(500, -2), .next(610, -3), .completed(620)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 620)])
    }

    func testOtherIsNotUsedWhenSourceIsInTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1), .completed(300)])
        let ys = scheduler.createColdObservable([.next(50, -1), .completed(60)])

        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(250, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testOtherErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(400, 1)])
        let ys = scheduler.createColdObservable([.next(10, -1), .error(20, TestError())])

        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(310, -1), .error(320, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 320)])
    }

    func testDisposalReleasesSourceAndTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])

        let res = scheduler.start(disposed: 250) { xs.timeout(.seconds(100), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDisposalReleasesOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(400, 1)])
        let ys = scheduler.createColdObservable([.next(10, -1), .next(100, -2)])

        let res = scheduler.start(disposed: 350) { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(310, -1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 350)])
    }

    func testMarbles() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--a--b---------c--|")

        let res = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }

        XCTAssertEqual(marbles(from: res.events), "--a--b----#")
        XCTAssertEqual(res.events.last, .error(300, RxError.timeout))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMarblesWithOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--a--b---------c--|")
        let ys = scheduler.createColdObservable("-x-y|")

        let res = scheduler.start { xs.timeout(.seconds(50), other: ys, scheduler: scheduler) }

        XCTAssertEqual(marbles(from: res.events), "--a--b-----x-y|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 340)])
    }
}
