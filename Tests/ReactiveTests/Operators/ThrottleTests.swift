import Reactive
import XCTest

private struct TestError: Error {}

final class ThrottleTests: ReactiveTestCase {
    private func makeSource(_ scheduler: TestScheduler, end: Recorded<Event<Int>> = .completed(500))
        -> TestableObservable<Int>
    {
        scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6),
            .next(450, 7), end,
        ])
    }

    func testLatestSendsLastElementOfEachWindowAndCompletesAfterIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)

        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }

        // 6 arrives as the first window ends, so it goes at once; 7 waits for the end of the next window.
        XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testLatestCompletionAfterWindowPassesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler, end: .completed(900))

        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(900)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
    }

    func testNotLatestDropsElementsWithinWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)

        let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testLatestElementSentAtTheEndOfAWindowOpensTheNextWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .next(450, 3), .completed(700)])

        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }

        // 2 goes as the first window ends, at 410, which opens the next window: 3 waits for its end.
        XCTAssertEqual(res.events, [.next(210, 1), .next(410, 2), .next(610, 3), .completed(700)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 700)])
    }

    func testAnElementAWholeWindowAfterTheLastOneIsSentAtOnceOnASchedulerWhoseTickIsAMillisecond() {
        // 0.4 s - 0.1 s is a hair short of 0.3 s as a Double: the window is still over at tick 400.
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let xs = scheduler.createHotObservable([.next(100, 1), .next(400, 2), .next(700, 3), .completed(800)])

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 2_000) {
            xs.throttle(.milliseconds(300), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [.next(100, 1), .next(400, 2), .next(700, 3), .completed(800)])
    }

    func testErrorDropsWaitingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2), .next(250, 3), .next(310, 4), .error(410, TestError()), .next(450, 7),
        ])

        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 2), .error(410, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 410)])
    }

    func testDisposalCancelsWaitingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)

        let res = scheduler.start(disposed: 300) { xs.throttle(.seconds(200), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMarbles() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-ab-c------d-e-----|")

        let res = scheduler.start { xs.throttle(.seconds(40), scheduler: scheduler) }

        XCTAssertEqual(marbles(from: res.events), "-a---c-----d---e---|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
    }

    func testMarblesNotLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-ab-c------d-e-----|")

        let res = scheduler.start { xs.throttle(.seconds(40), latest: false, scheduler: scheduler) }

        XCTAssertEqual(marbles(from: res.events), "-a---------d-------|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
    }
}
