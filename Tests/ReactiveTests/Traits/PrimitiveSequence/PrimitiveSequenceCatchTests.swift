import Reactive
import XCTest

private struct TestError: Error {}

final class PrimitiveSequenceCatchTests: ReactiveTestCase {
    func testSingleCatchContinuesWithTheHandlersSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(230, TestError())])
        let ys = scheduler.createColdObservable([.next(20, 7), .completed(20)])

        let res = scheduler.start { xs.asSingle().catch { _ in ys.asSingle() } }

        XCTAssertEqual(res.events, [.next(250, 7), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testSingleCatchLetsASuccessThroughWithoutCallingTheHandler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        var calls = 0

        let res = scheduler.start {
            xs.asSingle().catch { _ in
                calls += 1
                return .just(0)
            }
        }

        XCTAssertEqual(res.events, [.next(230, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(calls, 0)
    }

    func testCompletableCatchThrowingHandlerFailsAndDisposalStopsTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Never>>.error(230, TestError())])
        let fallback = scheduler.createColdObservable([Recorded<Event<Never>>.completed(500)])

        let thrown = scheduler.createObserver(Never.self)
        let disposed = scheduler.createObserver(Never.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(
                xs.asCompletable().catch { _ in throw RxError.unknown }.asObservable().subscribe(thrown))
            subscriptions.append(
                xs.asCompletable().catch { _ in fallback.asCompletable() }.asObservable().subscribe(disposed))
        }
        scheduler.scheduleAt(400) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()

        XCTAssertEqual(thrown.events, [.error(230, RxError.unknown)])
        XCTAssertEqual(disposed.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(200, 230)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(230, 400)])
    }

    func testCatchAndReturnSucceedsWithTheElementInsteadOfFailing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(230, TestError())])

        let single = scheduler.createObserver(Int.self)
        let maybe = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = xs.asSingle().catchAndReturn(0).asObservable().subscribe(single)
            _ = xs.asMaybe().catchAndReturn(-1).asObservable().subscribe(maybe)
        }
        scheduler.start()

        XCTAssertEqual(single.events, [.next(230, 0), .completed(230)])
        XCTAssertEqual(maybe.events, [.next(230, -1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(200, 230)])
    }

    func testRetryResubscribesUntilTheAttemptsRunOut() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError())])

        let res = scheduler.start { xs.asSingle().retry(3) }

        XCTAssertEqual(res.events, [.error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
    }

    func testRetryStopsAtTheFirstSuccess() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempts = 0
        let flaky = Single<Int>.create { single in
            attempts += 1
            if attempts < 3 {
                single(.failure(TestError()))
            } else {
                single(.success(attempts))
            }
            return Disposables.create()
        }

        let res = scheduler.start { flaky.retry() }

        XCTAssertEqual(res.events, [.next(200, 3), .completed(200)])
        XCTAssertEqual(attempts, 3)
    }

    func testRetryWhenResubscribesOnEachTriggerElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError())])

        let res = scheduler.start {
            xs.asMaybe().retry { (errors: Observable<TestError>) in errors.take(2) }
        }

        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
    }

    func testRetryWhenUntypedAndDisposalReleasesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([Recorded<Event<Int>>.error(100, TestError())])

        let res = scheduler.start(disposed: 350) { xs.asSingle().retry { errors in errors } }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(300, 350)])
    }
}
