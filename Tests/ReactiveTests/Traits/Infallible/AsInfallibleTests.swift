import Reactive
import XCTest

private struct TestError: Error {}

final class AsInfallibleTests: ReactiveTestCase {
    func testOnErrorJustReturnEndsWithTheElementInsteadOfFailing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])

        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 0), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testOnErrorFallbackToContinuesWithTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        let fallback = scheduler.createColdObservable([.next(10, 8), .completed(20)])

        let res = scheduler.start { xs.asInfallible(onErrorFallbackTo: fallback.asInfallible(onErrorJustReturn: -1)) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 8), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(230, 250)])
    }

    func testOnErrorRecoverReceivesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        var recovered: [String] = []

        let res = scheduler.start {
            xs.asInfallible(onErrorRecover: { error in
                recovered.append("\(type(of: error))")
                return .just(-1)
            })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, -1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(recovered, ["TestError"])
    }

    func testCompletionPassesThroughAndDisposalStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let completing = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let slow = scheduler.createHotObservable([.next(210, 1), .next(450, 2)])

        let completed = scheduler.createObserver(Int.self)
        let disposed = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(completing.asInfallible(onErrorJustReturn: 0).asObservable().subscribe(completed))
            subscriptions.append(slow.asInfallible(onErrorJustReturn: 0).asObservable().subscribe(disposed))
        }
        scheduler.scheduleAt(400) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()

        XCTAssertEqual(completed.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(completing.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(disposed.events, [.next(210, 1)])
        XCTAssertEqual(slow.subscriptions, [Subscription(200, 400)])
    }
}
