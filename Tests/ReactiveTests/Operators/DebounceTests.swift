import Reactive
import XCTest

private struct TestError: Error {}

final class DebounceTests: ReactiveTestCase {
    func testSendsElementAfterQuietPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(250, 3), .next(300, 4), .next(305, 5),
            .completed(400),
        ])

        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(240, 2), .next(270, 3), .next(325, 5), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testElementArrivingWhenTimerIsDueReplacesTheWaitingOne() {
        let scheduler = TestScheduler(initialClock: 0)
        // The element at 230 was scheduled before the timer due at 230, so it arrives first.
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])

        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(250, 2), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testATimerAlreadyUnderWayWhenTheNextElementArrivesSendsNothing() {
        let timers = UncancellableTimers()
        let source = PublishSubject<Int>()
        let observer = TestScheduler(initialClock: 0).createObserver(Int.self)
        let subscription = source.debounce(.seconds(20), scheduler: timers).subscribe(observer)

        source.onNext(1)
        source.onNext(2)
        timers.fire(0)  // the timer of 1, too late to cancel when 2 replaced it
        XCTAssertEqual(observer.events, [], "2 went before its quiet period")
        timers.fire(1)

        XCTAssertEqual(observer.events, [.next(0, 2)])
        subscription.dispose()
    }

    func testCompletionSendsTheWaitingElementAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(215)])

        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(215, 1), .completed(215)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testErrorDropsTheWaitingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(215, TestError())])

        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.error(215, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testDisposalCancelsTheWaitingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(400)])

        let res = scheduler.start(disposed: 235) { xs.debounce(.seconds(20), scheduler: scheduler) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }

    func testMarbles() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-ab--c----de----|")

        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }

        XCTAssertEqual(marbles(from: res.events), "----b--c-----e--|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 360)])
    }
}
