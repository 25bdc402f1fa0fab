import Reactive
import XCTest

private struct TestError: Error {}

final class ReplayTests: ReactiveTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(260, 4), .completed(300),
        ])
    }

    func testReplaysTheLatestElementsToALateSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let shared = xs.replay(2)
        let res = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        var connection: Disposable?

        scheduler.scheduleAt(205) { connection = shared.connect() }
        scheduler.scheduleAt(250) { subscription = shared.subscribe(res) }
        scheduler.scheduleAt(500) {
            subscription?.dispose()
            connection?.dispose()
        }
        scheduler.start()

        XCTAssertEqual(res.events, [.next(250, 2), .next(250, 3), .next(260, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 300)])
    }

    func testReplayAllReplaysEveryElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let shared = xs.replayAll()
        let res = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        var connection: Disposable?

        scheduler.scheduleAt(205) { connection = shared.connect() }
        scheduler.scheduleAt(250) { subscription = shared.subscribe(res) }
        scheduler.scheduleAt(500) {
            subscription?.dispose()
            connection?.dispose()
        }
        scheduler.start()

        XCTAssertEqual(
            res.events, [.next(250, 1), .next(250, 2), .next(250, 3), .next(260, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 300)])
    }

    func testAfterTheEndANewSubscriberWaitsForTheNextConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let shared = xs.replay(1)
        let res = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        var connection: Disposable?

        scheduler.scheduleAt(205) { connection = shared.connect() }
        scheduler.scheduleAt(400) { subscription = shared.subscribe(res) }
        scheduler.scheduleAt(500) {
            subscription?.dispose()
            connection?.dispose()
        }
        scheduler.start()

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 300)])
    }

    func testErrorIsReplayedAfterTheBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError())])
        let shared = xs.replay(1)
        let early = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        var connection: Disposable?

        scheduler.scheduleAt(200) { subscription = shared.subscribe(early) }
        scheduler.scheduleAt(205) { connection = shared.connect() }
        scheduler.scheduleAt(500) {
            subscription?.dispose()
            connection?.dispose()
        }
        scheduler.start()

        XCTAssertEqual(early.events, [.next(210, 1), .next(220, 2), .error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 230)])
    }

    func testDisconnectingEndsTheSourceSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let shared = xs.replay(1)
        let res = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        var connection: Disposable?

        scheduler.scheduleAt(200) { subscription = shared.subscribe(res) }
        scheduler.scheduleAt(205) { connection = shared.connect() }
        scheduler.scheduleAt(225) { connection?.dispose() }
        scheduler.scheduleAt(500) { subscription?.dispose() }
        scheduler.start()

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 225)])
    }
}
