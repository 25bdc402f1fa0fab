import Reactive
import XCTest

private struct TestError: Error {}

final class PrimitiveSequenceMapTests: ReactiveTestCase {
    func testSingleMapTransformsTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])

        let res = scheduler.start { xs.asSingle().map { $0 * 10 } }

        XCTAssertEqual(res.events, [.next(250, 20), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSingleMapForwardsTheFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(240, TestError())])

        let res = scheduler.start { xs.asSingle().map { $0 * 10 } }

        XCTAssertEqual(res.events, [.error(240, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testSingleMapThrowingFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])

        let res = scheduler.start { xs.asSingle().map { _ -> Int in throw TestError() } }

        XCTAssertEqual(res.events, [.error(250, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSingleMapDisposedBeforeTheOutcomeSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(600)])

        let res = scheduler.start(disposed: 400) { xs.asSingle().map { $0 * 10 } }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testMaybeMapTransformsTheElementAndPassesEmptyThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let full = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let empty = scheduler.createHotObservable([Recorded<Event<Int>>.completed(260)])

        let fullResult = scheduler.createObserver(Int.self)
        let emptyResult = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = full.asMaybe().map { $0 * 10 }.asObservable().subscribe(fullResult)
            _ = empty.asMaybe().map { $0 * 10 }.asObservable().subscribe(emptyResult)
        }
        scheduler.start()

        XCTAssertEqual(fullResult.events, [.next(250, 20), .completed(250)])
        XCTAssertEqual(full.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(emptyResult.events, [.completed(260)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 260)])
    }

    func testSingleFilterKeepsOrDropsTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let even = scheduler.createHotObservable([.next(210, 4), .completed(250)])
        let odd = scheduler.createHotObservable([.next(210, 3), .completed(250)])

        let kept = scheduler.createObserver(Int.self)
        let dropped = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = even.asSingle().filter { $0.isMultiple(of: 2) }.asObservable().subscribe(kept)
            _ = odd.asSingle().filter { $0.isMultiple(of: 2) }.asObservable().subscribe(dropped)
        }
        scheduler.start()

        XCTAssertEqual(kept.events, [.next(250, 4), .completed(250)])
        XCTAssertEqual(dropped.events, [.completed(250)])
        XCTAssertEqual(even.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(odd.subscriptions, [Subscription(200, 250)])
    }

    func testMaybeFilterForwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(230, TestError())])

        let res = scheduler.start { xs.asMaybe().filter { _ in true } }

        XCTAssertEqual(res.events, [.error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSingleCompactMapKeepsOrDropsTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let number = scheduler.createHotObservable([.next(210, "7"), .completed(250)])
        let word = scheduler.createHotObservable([.next(210, "x"), .completed(250)])

        let kept = scheduler.createObserver(Int.self)
        let dropped = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = number.asSingle().compactMap { Int($0) }.asObservable().subscribe(kept)
            _ = word.asSingle().compactMap { Int($0) }.asObservable().subscribe(dropped)
        }
        scheduler.start()

        XCTAssertEqual(kept.events, [.next(250, 7), .completed(250)])
        XCTAssertEqual(dropped.events, [.completed(250)])
        XCTAssertEqual(number.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(word.subscriptions, [Subscription(200, 250)])
    }

    func testMaybeCompactMapThrowingFailsAndDisposalStops() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "7"), .completed(250)])
        let slow = scheduler.createHotObservable([.next(210, "7"), .completed(600)])

        let thrown = scheduler.createObserver(Int.self)
        let disposed = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(
                xs.asMaybe().compactMap { _ -> Int? in throw TestError() }.asObservable().subscribe(thrown))
            subscriptions.append(slow.asMaybe().compactMap { Int($0) }.asObservable().subscribe(disposed))
        }
        scheduler.scheduleAt(400) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()

        XCTAssertEqual(thrown.events, [.error(250, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(disposed.events, [])
        XCTAssertEqual(slow.subscriptions, [Subscription(200, 400)])
    }
}
