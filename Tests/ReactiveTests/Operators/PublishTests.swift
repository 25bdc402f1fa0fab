import Reactive
import XCTest

private struct TestError: Error {}

final class PublishTests: ReactiveTestCase {
    func testSubscribersShareOneSubscriptionFromConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(310, 2), .next(410, 3), .next(510, 4), .completed(600),
        ])
        let shared = xs.publish()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        var connection: Disposable?

        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(first)) }
        scheduler.scheduleAt(300) { connection = shared.connect() }
        scheduler.scheduleAt(400) { subscriptions.append(shared.subscribe(second)) }
        scheduler.scheduleAt(700) {
            for subscription in subscriptions { subscription.dispose() }
            connection?.dispose()
        }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(310, 2), .next(410, 3), .next(510, 4), .completed(600)])
        XCTAssertEqual(second.events, [.next(410, 3), .next(510, 4), .completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 600)])
    }

    func testDisconnectingDropsTheSubjectAndItsSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(310, 1), .next(410, 2), .next(510, 3)])
        let shared = xs.publish()
        let res = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        var connection: Disposable?

        scheduler.scheduleAt(200) { subscription = shared.subscribe(res) }
        scheduler.scheduleAt(300) { connection = shared.connect() }
        scheduler.scheduleAt(400) { connection?.dispose() }
        scheduler.scheduleAt(500) { connection = shared.connect() }
        scheduler.scheduleAt(600) {
            subscription?.dispose()
            connection?.dispose()
        }
        scheduler.start()

        XCTAssertEqual(res.events, [.next(310, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 400), Subscription(500, 600)])
    }

    func testErrorReachesEverySubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(310, 1), .error(320, TestError())])
        let shared = xs.publish()
        let res = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        var connection: Disposable?

        scheduler.scheduleAt(200) { subscription = shared.subscribe(res) }
        scheduler.scheduleAt(300) { connection = shared.connect() }
        scheduler.scheduleAt(600) {
            subscription?.dispose()
            connection?.dispose()
        }
        scheduler.start()

        XCTAssertEqual(res.events, [.next(310, 1), .error(320, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 320)])
    }

    func testDisposingASubscriberStopsItsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(310, 1), .next(410, 2)])
        let shared = xs.publish()
        let res = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        var connection: Disposable?

        scheduler.scheduleAt(200) { subscription = shared.subscribe(res) }
        scheduler.scheduleAt(300) { connection = shared.connect() }
        scheduler.scheduleAt(350) { subscription?.dispose() }
        scheduler.scheduleAt(500) { connection?.dispose() }
        scheduler.start()

        XCTAssertEqual(res.events, [.next(310, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 500)])
    }
}
