import Reactive
import XCTest

private struct TestError: Error {}

final class RefCountTests: ReactiveTestCase {
    func testConnectsWithTheFirstSubscriberAndDisconnectsAfterTheLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6),
            .completed(300),
        ])
        let shared = xs.publish().refCount()
        let a = scheduler.createObserver(Int.self)
        let b = scheduler.createObserver(Int.self)
        let c = scheduler.createObserver(Int.self)
        var subscriptions: [String: Disposable] = [:]

        scheduler.scheduleAt(215) { subscriptions["a"] = shared.subscribe(a) }
        scheduler.scheduleAt(225) { subscriptions["b"] = shared.subscribe(b) }
        scheduler.scheduleAt(235) { subscriptions["a"]?.dispose() }
        scheduler.scheduleAt(245) { subscriptions["b"]?.dispose() }
        scheduler.scheduleAt(255) { subscriptions["c"] = shared.subscribe(c) }
        scheduler.scheduleAt(400) { subscriptions["c"]?.dispose() }
        scheduler.start()

        XCTAssertEqual(a.events, [.next(220, 2), .next(230, 3)])
        XCTAssertEqual(b.events, [.next(230, 3), .next(240, 4)])
        XCTAssertEqual(c.events, [.next(260, 6), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(215, 245), Subscription(255, 300)])
    }

    func testSourceEndDisconnectsAndTheNextSubscriberConnectsAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = xs.publish().refCount()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(first)) }
        scheduler.scheduleAt(300) { subscriptions.append(shared.subscribe(second)) }
        scheduler.scheduleAt(400) { for subscription in subscriptions { subscription.dispose() } }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(second.events, [.next(310, 1), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func testErrorReachesEverySubscriberAndDisconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let shared = xs.publish().refCount()
        let a = scheduler.createObserver(Int.self)
        let b = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(200) {
            subscriptions.append(shared.subscribe(a))
            subscriptions.append(shared.subscribe(b))
        }
        scheduler.scheduleAt(400) { for subscription in subscriptions { subscription.dispose() } }
        scheduler.start()

        XCTAssertEqual(a.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(b.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testFixedSubjectThatEndedDoesNotReconnect() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = xs.multicast(PublishSubject<Int>()).refCount()
        let late = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(scheduler.createObserver(Int.self))) }
        scheduler.scheduleAt(300) { subscriptions.append(shared.subscribe(late)) }
        scheduler.scheduleAt(400) { for subscription in subscriptions { subscription.dispose() } }
        scheduler.start()

        XCTAssertEqual(late.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSynchronousSourceDeliversToTheFirstSubscriberWhileConnecting() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }

        let res = scheduler.start { source.publish().refCount() }

        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }
}
