import Reactive
import XCTest

private struct TestError: Error {
    var code = 0
}

final class DoTests: ReactiveTestCase {
    func testRunsEveryHandlerAroundTheEventsInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        var log: [String] = []

        let res = scheduler.start {
            xs.do(
                onNext: { log.append("\(scheduler.clock) next \($0)") },
                afterNext: { log.append("after next \($0)") },
                onError: { _ in log.append("error") },
                afterError: { _ in log.append("after error") },
                onCompleted: { log.append("\(scheduler.clock) completed") },
                afterCompleted: { log.append("after completed") },
                onSubscribe: { log.append("\(scheduler.clock) subscribe") },
                onSubscribed: { log.append("subscribed") },
                onDispose: { log.append("\(scheduler.clock) dispose") })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        // As in RxSwift, `do` is released once its handlers for the completion are done, so `onDispose`
        // comes after `afterCompleted`.
        XCTAssertEqual(
            log,
            [
                "200 subscribe", "subscribed", "210 next 1", "after next 1", "220 next 2", "after next 2",
                "230 completed", "after completed", "230 dispose",
            ])
    }

    func testHandlersSeeTheErrorPassingThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        var log: [String] = []

        let res = scheduler.start {
            xs.do(onError: { log.append("error \($0 is TestError)") }, afterError: { _ in log.append("after error") })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(log, ["error true", "after error"])
    }

    func testThrowingOnNextEndsTheSequenceWithItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])

        let res = scheduler.start {
            xs.do(onNext: { if $0 == 2 { throw TestError(code: 2) } })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError(code: 2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingAfterNextEndsTheSequenceAfterTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(240)])

        let res = scheduler.start {
            xs.do(afterNext: { if $0 == 1 { throw TestError(code: 1) } })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .error(210, TestError(code: 1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testThrowingOnErrorReplacesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TestError(code: 1), Int.self)])

        let res = scheduler.start { xs.do(onError: { _ in throw TestError(code: 2) }) }

        XCTAssertEqual(res.events, [.error(220, TestError(code: 2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingOnCompletedTurnsTheCompletionIntoItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(230, Int.self)])

        let res = scheduler.start { xs.do(onCompleted: { throw TestError(code: 3) }) }

        XCTAssertEqual(res.events, [.error(230, TestError(code: 3))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testErrorsThrownAfterTheEndAreDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(230, Int.self)])

        let res = scheduler.start { xs.do(afterCompleted: { throw TestError() }) }

        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDisposalStopsDeliveryAndRunsOnDisposeOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
        var disposals: [Int] = []

        let res = scheduler.start(disposed: 300) { xs.do(onDispose: { disposals.append(scheduler.clock) }) }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(disposals, [300])
    }
}
