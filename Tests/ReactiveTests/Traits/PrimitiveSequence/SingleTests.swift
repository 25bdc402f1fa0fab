import Reactive
import XCTest

private struct TestError: Error, CustomDebugStringConvertible {
    var debugDescription: String { "TestError" }
}

final class SingleTests: ReactiveTestCase {
    func testCreateSuccessIsDeliveredOnceThenTheSubscriptionEnds() {
        var log: [String] = []
        let single = Single<Int>.create { single in
            single(.success(1))
            single(.success(2))
            single(.failure(TestError()))
            return Disposables.create { log.append("create disposed") }
        }

        _ = single.subscribe(
            onSuccess: { log.append("success \($0)") }, onFailure: { _ in log.append("failure") },
            onDisposed: { log.append("disposed") })

        XCTAssertEqual(log, ["success 1", "disposed", "create disposed"])
    }

    func testCreateFailureIsDelivered() {
        var log: [String] = []
        let single = Single<Int>.create { single in
            single(.failure(TestError()))
            return Disposables.create()
        }

        _ = single.subscribe(
            onSuccess: { log.append("success \($0)") }, onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") })

        XCTAssertEqual(log, ["failure TestError", "disposed"])
    }

    func testSubscribeWithResultObserver() {
        var results: [String] = []

        _ = Single.just(1).subscribe { results.append("\($0)") }
        _ = Single<Int>.error(TestError()).subscribe { results.append("\($0)") }

        XCTAssertEqual(results, ["success(1)", "failure(TestError)"])
    }

    func testSubscribeWithObjectStopsOnceTheObjectIsGone() {
        final class Screen { var shown: [Int] = [] }
        let scheduler = TestScheduler(initialClock: 0)
        var screen: Screen? = Screen()
        let kept = screen
        let single = Single.just(1, scheduler: scheduler)

        _ = single.subscribe(with: screen!, onSuccess: { screen, value in screen.shown.append(value) })
        _ = single.subscribe(with: screen!, onSuccess: { screen, value in screen.shown.append(value * 10) })
        screen = nil
        scheduler.start()

        XCTAssertEqual(kept?.shown, [1, 10])
    }

    func testDisposingBeforeTheOutcomeDisposesTheCreateResourceAndRunsOnDisposed() {
        var log: [String] = []
        let single = Single<Int>.create { _ in
            Disposables.create { log.append("create disposed") }
        }

        let subscription = single.subscribe(
            onSuccess: { log.append("success \($0)") }, onDisposed: { log.append("disposed") })
        subscription.dispose()
        subscription.dispose()

        XCTAssertEqual(log, ["create disposed", "disposed"])
    }

    func testJustSucceedsWhenSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Single.just(7) }

        XCTAssertEqual(res.events, [.next(200, 7), .completed(200)])
    }

    func testJustOnSchedulerSucceedsOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Single.just(7, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 7), .completed(202)])
    }

    func testErrorFailsWhenSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Single<Int>.error(TestError()) }

        XCTAssertEqual(res.events, [.error(200, TestError())])
    }

    func testNeverSendsNothingUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: TestTime?

        let res = scheduler.start {
            Single<Int>.create { _ in
                Disposables.create { disposedAt = scheduler.clock }
            }
        }
        let never = TestScheduler(initialClock: 0).start { Single<Int>.never() }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(disposedAt, 1000)
        XCTAssertEqual(never.events, [])
    }
}
