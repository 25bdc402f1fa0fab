import Reactive
import XCTest

private struct TestError: Error {}

final class RetryTests: ReactiveTestCase {
    func testRetryCountSubscribesThatManyTimesThenFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .next(10, 2), .error(20, TestError())])

        let res = scheduler.start { xs.retry(3) }

        XCTAssertEqual(
            res.events,
            [
                .next(205, 1), .next(210, 2), .next(225, 1), .next(230, 2), .next(245, 1), .next(250, 2),
                .error(260, TestError()),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func testRetryOneDoesNotRetry() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(20, TestError())])

        let res = scheduler.start { xs.retry(1) }

        XCTAssertEqual(res.events, [.next(205, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRetryZeroCompletesWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(20, TestError())])

        let res = scheduler.start { xs.retry(0) }

        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testCompletionPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .completed(10)])

        let res = scheduler.start { xs.retry() }

        XCTAssertEqual(res.events, [.next(205, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testRetryForeverUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(20, TestError())])

        let res = scheduler.start(disposed: 270) { xs.retry() }

        XCTAssertEqual(res.events, [.next(205, 1), .next(225, 1), .next(245, 1), .next(265, 1)])
        XCTAssertEqual(
            xs.subscriptions,
            [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260), Subscription(260, 270)])
    }

    func testSucceedsOnALaterAttempt() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempts = 0
        let flaky = Observable<Int>.create { observer in
            attempts += 1
            if attempts < 3 {
                observer.onError(TestError())
            } else {
                observer.onNext(attempts)
                observer.onCompleted()
            }
            return Disposables.create()
        }

        let res = scheduler.start { flaky.retry() }

        XCTAssertEqual(res.events, [.next(200, 3), .completed(200)])
        XCTAssertEqual(attempts, 3)
    }

    func testSourceFailingAtOnceDoesNotGrowTheStack() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempts = 0
        let failing = Observable<Int>.create { observer in
            attempts += 1
            observer.onError(TestError())
            return Disposables.create()
        }

        let res = scheduler.start { failing.retry(20_000) }

        XCTAssertEqual(res.events, [.error(200, TestError())])
        XCTAssertEqual(attempts, 20_000)
    }
}
