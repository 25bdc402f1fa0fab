import Reactive
import XCTest

private struct TestError: Error {}

final class MulticastTests: ReactiveTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(210, 1), .next(310, 2), .next(410, 3), .next(510, 4), .next(610, 5), .completed(700),
        ])
    }

    func testSubscribersGetNothingUntilConnected() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let shared = xs.multicast(PublishSubject<Int>())
        let res = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        var connection: Disposable?

        scheduler.scheduleAt(200) { subscription = shared.subscribe(res) }
        scheduler.scheduleAt(300) { connection = shared.connect() }
        scheduler.scheduleAt(450) { subscription?.dispose() }
        scheduler.scheduleAt(500) { connection?.dispose() }
        scheduler.start()

        XCTAssertEqual(res.events, [.next(310, 2), .next(410, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 500)])
    }

    func testFixedSubjectKeepsItsSubscribersAcrossConnections() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let shared = xs.multicast(PublishSubject<Int>())
        let res = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        var connection: Disposable?

        scheduler.scheduleAt(200) { subscription = shared.subscribe(res) }
        scheduler.scheduleAt(300) { connection = shared.connect() }
        scheduler.scheduleAt(400) { connection?.dispose() }
        scheduler.scheduleAt(500) { connection = shared.connect() }
        scheduler.scheduleAt(800) {
            subscription?.dispose()
            connection?.dispose()
        }
        scheduler.start()

        XCTAssertEqual(res.events, [.next(310, 2), .next(510, 4), .next(610, 5), .completed(700)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 400), Subscription(500, 700)])
    }

    func testMadeSubjectIsFreshForEachConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let shared = xs.multicast(makeSubject: { PublishSubject<Int>() })
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        var connection: Disposable?

        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(early)) }
        scheduler.scheduleAt(300) { connection = shared.connect() }
        scheduler.scheduleAt(400) { connection?.dispose() }
        scheduler.scheduleAt(450) { subscriptions.append(shared.subscribe(late)) }
        scheduler.scheduleAt(500) { connection = shared.connect() }
        scheduler.scheduleAt(800) {
            for subscription in subscriptions { subscription.dispose() }
            connection?.dispose()
        }
        scheduler.start()

        XCTAssertEqual(early.events, [.next(310, 2)])
        XCTAssertEqual(late.events, [.next(510, 4), .next(610, 5), .completed(700)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 400), Subscription(500, 700)])
    }

    func testConnectingTwiceKeepsOneSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let shared = xs.multicast(makeSubject: { PublishSubject<Int>() })
        var first: Disposable?
        var second: Disposable?

        scheduler.scheduleAt(300) { first = shared.connect() }
        scheduler.scheduleAt(350) { second = shared.connect() }
        scheduler.scheduleAt(400) { second?.dispose() }
        scheduler.scheduleAt(450) { first?.dispose() }
        scheduler.start()

        XCTAssertEqual(xs.subscriptions, [Subscription(300, 400)])
    }

    func testErrorReachesSubscribersAndEndsTheConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(310, 1), .error(320, TestError())])
        let shared = xs.multicast(PublishSubject<Int>())
        let res = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        var connection: Disposable?

        scheduler.scheduleAt(200) { subscription = shared.subscribe(res) }
        scheduler.scheduleAt(300) { connection = shared.connect() }
        scheduler.scheduleAt(800) {
            subscription?.dispose()
            connection?.dispose()
        }
        scheduler.start()

        XCTAssertEqual(res.events, [.next(310, 1), .error(320, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 320)])
    }

    func testSelectorFormSharesOneSubscriptionPerSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])

        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }) { shared in
                Observable.zip(shared, shared.map { $0 * 10 }) { $0 + $1 }
            }
        }

        XCTAssertEqual(res.events, [.next(210, 11), .next(220, 22), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSelectorFormPassesThrownErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(30)])

        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }) { _ -> Observable<Int> in throw TestError() }
        }

        XCTAssertEqual(res.events, [.error(200, TestError())])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testSelectorFormDisposalEndsTheConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(300, 2)])

        let res = scheduler.start(disposed: 250) {
            xs.multicast({ PublishSubject<Int>() }) { $0.map { $0 * 2 } }
        }

        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
