import Reactive
import XCTest

// Specs written the way RxSwift's own users write them against RxTest; only the import differs.

private struct TestError: Error {}

private struct FatalError: Error {}

final class ErrorHandlingCompatibilityTests: ReactiveTestCase {
    func testCatchSwitchesToTheHandlersSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])

        let res = scheduler.start { xs.catch { _ in ys.asObservable() } }

        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testCatchHandlerThatThrowsSendsItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])

        let res = scheduler.start { xs.catch { _ in throw FatalError() } }

        XCTAssertEqual(res.events, [.next(210, 1), .error(230, FatalError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])

        let res = scheduler.start { xs.catchAndReturn(0) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 0), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testStaticCatchOfASequenceTriesEachSourceUntilOneCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let ys = scheduler.createColdObservable([.next(10, 2), .error(20, TestError())])
        let zs = scheduler.createColdObservable([.next(10, 3), .completed(20)])

        let res = scheduler.start {
            Observable.catch(sequence: [xs.asObservable(), ys.asObservable(), zs.asObservable()])
        }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(zs.subscriptions, [Subscription(240, 260)])
    }

    func testRetryWithAMaximumNumberOfAttempts() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])

        let res = scheduler.start { xs.retry(3) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func testRetryForeverUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])

        let res = scheduler.start(disposed: 245) { xs.retry() }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 245)])
    }

    func testRetryWhenTheNotifierAllows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])

        let res = scheduler.start {
            xs.retry { (errors: Observable<TestError>) in
                errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                    attempt < 1 ? .just(attempt) : .error(error)
                }
            }
        }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .error(240, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
    }

    func testRetryWhenWithAnyErrorAndADelayedNotifier() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])

        let res = scheduler.start(disposed: 300) {
            xs.retry(when: { errors in
                errors.flatMap { _ in Observable<Int>.timer(.seconds(5), scheduler: scheduler) }
            })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .next(235, 1), .next(260, 1), .next(285, 1)])
        // The fifth attempt would start at 300, when the subscription is disposed.
        XCTAssertEqual(
            xs.subscriptions,
            [Subscription(200, 220), Subscription(225, 245), Subscription(250, 270), Subscription(275, 295)])
    }

    func testTimeoutWithAndWithoutAFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])

        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(240, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])

        let other = TestScheduler(initialClock: 0)
        let ys = other.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
        let fallback = other.createColdObservable([.next(10, 100), .completed(20)])
        let switched = other.start { ys.timeout(.seconds(30), other: fallback, scheduler: other) }

        XCTAssertEqual(switched.events, [.next(210, 1), .next(250, 100), .completed(260)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(240, 260)])
    }
}
