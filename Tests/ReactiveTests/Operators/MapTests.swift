import Reactive
import XCTest

private struct TestError: Error {}

/// `map` and the `filter`s that directly follow it share one sink per subscription: these tests check that
/// the fused chain behaves exactly as the separate operators do.
final class MapTests: ReactiveTestCase {
    func testMapSendsTheTransformedElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])

        let res = scheduler.start { xs.map { $0 * 10 } }

        XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapFollowedByFiltersLetsThroughWhatEveryPredicateAccepts() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 6), .completed(300),
        ])

        let res = scheduler.start {
            xs.map { $0 * 10 }.filter { $0 >= 20 }.filter { $0.isMultiple(of: 20) }.map { $0 + 1 }.filter { $0 < 60 }
        }

        XCTAssertEqual(res.events, [.next(220, 21), .next(240, 41), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testEachClosureRunsOncePerElementInChainOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        var calls: [String] = []

        let res = scheduler.start {
            xs.map { value -> Int in
                calls.append("map \(value)")
                return value
            }
            .filter { value in
                calls.append("first filter \(value)")
                return value == 2
            }
            .filter { value in
                calls.append("second filter \(value)")
                return true
            }
        }

        XCTAssertEqual(res.events, [.next(220, 2), .completed(300)])
        XCTAssertEqual(calls, ["map 1", "first filter 1", "map 2", "first filter 2", "second filter 2"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapPassesTheSourceErrorThroughTheFusedFilters() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])

        let res = scheduler.start { xs.map { $0 + 1 }.filter { _ in true } }

        XCTAssertEqual(res.events, [.next(210, 2), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAThrowingTransformEndsTheSequenceBeforeThePredicatesRun() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        var predicateCalls = 0

        let res = scheduler.start {
            xs.map { value -> Int in
                if value == 2 { throw TestError() }
                return value
            }
            .filter { _ in
                predicateCalls += 1
                return true
            }
        }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(predicateCalls, 1)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAThrowingFusedPredicateEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])

        let res = scheduler.start {
            xs.map { $0 * 10 }
                .filter { _ in true }
                .filter { value in
                    if value == 20 { throw TestError() }
                    return true
                }
        }

        XCTAssertEqual(res.events, [.next(210, 10), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingAFusedChainDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])

        let res = scheduler.start(disposed: 300) { xs.map { $0 + 1 }.filter { _ in true } }

        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAMapStaysUsableOnItsOwnAfterFiltersWereFusedOntoIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let mapped = xs.map { $0 * 10 }
        let evens = mapped.filter { $0 == 20 }
        let odds = mapped.filter { $0 == 10 }
        let mappedObserver = scheduler.createObserver(Int.self)
        let evensObserver = scheduler.createObserver(Int.self)
        let oddsObserver = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(200) {
            subscriptions = [
                mapped.subscribe(mappedObserver), evens.subscribe(evensObserver), odds.subscribe(oddsObserver),
            ]
        }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()

        XCTAssertEqual(mappedObserver.events, [.next(210, 10), .next(220, 20), .completed(300)])
        XCTAssertEqual(evensObserver.events, [.next(220, 20), .completed(300)])
        XCTAssertEqual(oddsObserver.events, [.next(210, 10), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(200, 300), Subscription(200, 300)])
    }

    func testEachSubscriptionToAFusedChainIsIndependent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let chain = xs.map { value -> Int in
            if value == 2 { throw TestError() }
            return value
        }
        .filter { _ in true }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(200) { subscriptions.append(chain.subscribe(first)) }
        scheduler.scheduleAt(215) { subscriptions.append(chain.subscribe(second)) }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(second.events, [.next(225, 1), .error(235, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(215, 235)])
    }
}
