import Reactive
import XCTest

private struct TestError: Error {}

final class DeferredTests: ReactiveTestCase {
    func testDeferredCallsTheFactoryForEverySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var created: [TestableObservable<Int>] = []

        let res = scheduler.start {
            Observable.deferred {
                let xs = scheduler.createColdObservable([.next(100, scheduler.clock), .completed(200)])
                created.append(xs)
                return xs.asObservable()
            }
        }

        XCTAssertEqual(res.events, [.next(300, 200), .completed(400)])
        XCTAssertEqual(created.count, 1)
        XCTAssertEqual(created[0].subscriptions, [Subscription(200, 400)])
    }

    func testDeferredPassesTheSourceErrorThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .error(200, TestError())])

        let res = scheduler.start { Observable.deferred { xs.asObservable() } }

        XCTAssertEqual(res.events, [.next(300, 1), .error(400, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testDeferredTurnsAThrowingFactoryIntoAnError() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int>.deferred { throw TestError() } }

        XCTAssertEqual(res.events, [.error(200, TestError())])
    }

    func testDisposingDeferredDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .next(900, 2), .completed(950)])

        let res = scheduler.start { Observable.deferred { xs.asObservable() } }

        XCTAssertEqual(res.events, [.next(300, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }
}
