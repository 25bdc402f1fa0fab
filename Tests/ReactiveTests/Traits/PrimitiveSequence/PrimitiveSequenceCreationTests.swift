import Reactive
import XCTest

private struct TestError: Error {}

final class PrimitiveSequenceCreationTests: ReactiveTestCase {
    func testDeferredCallsTheFactoryForEachSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls = 0
        let counted = Single<Int>.deferred {
            calls += 1
            return .just(calls)
        }

        let first = scheduler.start { counted }
        let second = TestScheduler(initialClock: 0).start { counted }

        XCTAssertEqual(first.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(second.events, [.next(200, 2), .completed(200)])
    }

    func testDeferredThrowingFactoryFails() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Maybe<Int>.deferred { throw TestError() } }

        XCTAssertEqual(res.events, [.error(200, TestError())])
    }

    func testDeferredSubscribesToWhatTheFactoryReturnsAndDisposalReleasesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([Recorded<Event<Never>>.completed(500)])

        let res = scheduler.start(disposed: 300) { Completable.deferred { xs.asCompletable() } }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testUsingDisposesTheResourceWhenTheSubscriptionEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(30, 1), .completed(30)])
        final class Connection: Disposable {
            let onDispose: () -> Void
            init(onDispose: @escaping () -> Void) { self.onDispose = onDispose }
            func dispose() { onDispose() }
        }
        var log: [String] = []

        let res = scheduler.start {
            Single.using({ Connection { log.append("released at \(scheduler.clock)") } }) { _ in
                xs.asSingle()
            }
        }

        XCTAssertEqual(res.events, [.next(230, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(log, ["released at 230"])
    }

    func testTimerSucceedsWithZeroAfterTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Single<Int>.timer(.seconds(30), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(230, 0), .completed(230)])
    }

    func testCompletableConcatRunsOneAfterTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([Recorded<Event<Never>>.completed(30)])
        let b = scheduler.createColdObservable([Recorded<Event<Never>>.completed(20)])

        let instance = scheduler.createObserver(Never.self)
        let variadic = scheduler.createObserver(Never.self)
        let sequence = scheduler.createObserver(Never.self)
        scheduler.scheduleAt(200) {
            _ = a.asCompletable().concat(b.asCompletable()).asObservable().subscribe(instance)
            _ = Completable.concat(a.asCompletable(), b.asCompletable()).asObservable().subscribe(variadic)
            _ = Completable.concat(AnySequence([a.asCompletable(), b.asCompletable()])).asObservable()
                .subscribe(sequence)
        }
        scheduler.start()

        XCTAssertEqual(instance.events, [.completed(250)])
        XCTAssertEqual(variadic.events, [.completed(250)])
        XCTAssertEqual(sequence.events, [.completed(250)])
        XCTAssertEqual(a.subscriptions, Array(repeating: Subscription(200, 230), count: 3))
        XCTAssertEqual(b.subscriptions, Array(repeating: Subscription(230, 250), count: 3))
    }

    func testCompletableConcatStopsAtTheFirstErrorAndDisposalReleasesTheCurrentOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createColdObservable([Recorded<Event<Never>>.error(30, TestError())])
        let slow = scheduler.createColdObservable([Recorded<Event<Never>>.completed(500)])

        let failed = scheduler.createObserver(Never.self)
        let disposed = scheduler.createObserver(Never.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(
                Completable.concat([failing.asCompletable(), slow.asCompletable()]).asObservable().subscribe(failed))
            subscriptions.append(Completable.concat([slow.asCompletable()]).asObservable().subscribe(disposed))
        }
        scheduler.scheduleAt(400) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()

        XCTAssertEqual(failed.events, [.error(230, TestError())])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(disposed.events, [])
        XCTAssertEqual(slow.subscriptions, [Subscription(200, 400)])
    }
}
