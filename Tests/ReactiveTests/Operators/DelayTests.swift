import Reactive
import XCTest

private struct TestError: Error {}

final class DelayTests: ReactiveTestCase {
    func testShiftsElementsAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550),
        ])

        let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(350, 2), .next(450, 3), .next(550, 4), .completed(650)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testKeepsSpacingOfElementsCloserThanTheDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(225, 3), .completed(230)])

        let res = scheduler.start { xs.delay(.seconds(50), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(260, 1), .next(270, 2), .next(275, 3), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSendsOneEventPerSchedulerPassAndReschedulesTheRest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(210)])

        let res = scheduler.start { xs.delay(.seconds(20), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(230, 1), .next(231, 2), .completed(232)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testADelayInMillisecondsIsExactOnASchedulerWhoseTickIsAMillisecond() {
        // 0.1 s + 0.2 s is a hair past 0.3 s as a Double: the element is still due at tick 300.
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let xs = scheduler.createHotObservable([.next(100, 1), .next(700, 2), .completed(700)])

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 2_000) {
            xs.delay(.milliseconds(200), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [.next(300, 1), .next(900, 2), .completed(901)])
    }

    func testASingleDelayedInMillisecondsAnswersOnTime() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)

        let res = scheduler.start(created: 0, subscribed: 100, disposed: 2_000) {
            Single.just(1).delay(.milliseconds(200), scheduler: scheduler).asObservable()
        }

        XCTAssertEqual(res.events.first, .next(300, 1))
    }

    func testMaybeCompletesOneTickAfterItsDelayedElement() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: [TestTime] = []

        let res = scheduler.start {
            Maybe.just(1).delay(.seconds(2), scheduler: scheduler).asObservable()
                .do(onDispose: { disposedAt.append(scheduler.clock) })
        }

        XCTAssertEqual(res.events, [.next(202, 1), .completed(203)])
        XCTAssertEqual(disposedAt, [203])
    }

    func testErrorIsSentAtOnceDroppingDelayedElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(250, 2), .next(350, 3), .error(450, TestError()),
        ])

        let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(350, 2), .error(450, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
    }

    func testDisposalDropsDelayedElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 2), .next(350, 3), .completed(550)])

        let res = scheduler.start(disposed: 400) { xs.delay(.seconds(100), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(350, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testMarbles() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-a-b-|")

        let res = scheduler.start { xs.delay(.seconds(20), scheduler: scheduler) }

        XCTAssertEqual(marbles(from: res.events), "---a-b-|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
