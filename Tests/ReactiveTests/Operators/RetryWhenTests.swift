import Reactive
import XCTest

private struct TestError: Error {}
private struct OtherError: Error {}

final class RetryWhenTests: ReactiveTestCase {
    func testCompletionPassesThroughWhileTriggerIsSilent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let never = scheduler.createHotObservable([.next(150, 1)])

        let res = scheduler.start { xs.retry(when: { (_: Observable<TestError>) in never }) }

        XCTAssertEqual(res.events, [.next(210, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 250)])
    }

    func testEachTriggerElementResubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError())])

        // Each failure is answered 50 ticks later.
        let res = scheduler.start(disposed: 400) {
            xs.retry(when: { (errors: Observable<TestError>) in
                errors.flatMap { _ in scheduler.createColdObservable([.next(50, ()), .completed(50)]) }
            })
        }

        XCTAssertEqual(res.events, [.next(205, 1), .next(265, 1), .next(325, 1), .next(385, 1)])
        XCTAssertEqual(
            xs.subscriptions,
            [Subscription(200, 210), Subscription(260, 270), Subscription(320, 330), Subscription(380, 390)])
    }

    func testTriggerCompletingAfterFailureCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, TestError())])
        var failures = 0

        // The trigger lets the first failure through and completes at the second.
        let res = scheduler.start {
            xs.retry(when: { (errors: Observable<TestError>) in
                errors.take(until: { _ in
                    failures += 1
                    return failures == 2
                })
            })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
    }

    func testTriggerErrorAfterFailureEndsWithIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(30, TestError())])

        let res = scheduler.start {
            xs.retry(when: { (errors: Observable<TestError>) in
                errors.map { _ -> Int in throw OtherError() }
            })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .error(230, OtherError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTriggerEndingWhileSourceRunsTakesEffectAtNextFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, TestError())])
        let trigger = scheduler.createHotObservable([.next(150, 1), .completed(215, Int.self)])

        let res = scheduler.start { xs.retry(when: { (_: Observable<TestError>) in trigger }) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 215)])
    }

    func testErrorOfAnotherTypeEndsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, OtherError())])

        let res = scheduler.start { xs.retry(when: { (errors: Observable<TestError>) in errors }) }

        XCTAssertEqual(res.events, [.next(205, 1), .error(210, OtherError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testUntypedHandlerSeesEveryError() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempts = 0
        let flaky = Observable<Int>.create { observer in
            attempts += 1
            if attempts < 3 {
                observer.onError(OtherError())
            } else {
                observer.onNext(attempts)
                observer.onCompleted()
            }
            return Disposables.create()
        }

        let res = scheduler.start { flaky.retry(when: { errors in errors }) }

        XCTAssertEqual(res.events, [.next(200, 3), .completed(200)])
        XCTAssertEqual(attempts, 3)
    }

    func testDisposalWhileWaitingReleasesTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError())])
        let trigger = scheduler.createHotObservable([.next(500, 1)])

        let res = scheduler.start(disposed: 300) { xs.retry(when: { (_: Observable<TestError>) in trigger }) }

        XCTAssertEqual(res.events, [.next(205, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 300)])
    }
}
