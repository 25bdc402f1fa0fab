import Reactive
import XCTest

private struct TestError: Error {}

final class PrimitiveSequenceConversionTests: ReactiveTestCase {
    func testSingleAndMaybeAsCompletableDropTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])

        let single = scheduler.createObserver(Never.self)
        let maybe = scheduler.createObserver(Never.self)
        scheduler.scheduleAt(200) {
            _ = xs.asSingle().asCompletable().asObservable().subscribe(single)
            _ = xs.asMaybe().asCompletable().asObservable().subscribe(maybe)
        }
        scheduler.start()

        XCTAssertEqual(single.events, [.completed(230)])
        XCTAssertEqual(maybe.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(200, 230)])
    }

    func testAsCompletableForwardsTheFailureAndStopsWhenDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createHotObservable([Recorded<Event<Int>>.error(230, TestError())])
        let slow = scheduler.createHotObservable([.next(210, 1), .completed(600)])

        let failed = scheduler.createObserver(Never.self)
        let disposed = scheduler.createObserver(Never.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(failing.asSingle().asCompletable().asObservable().subscribe(failed))
            subscriptions.append(slow.asSingle().asCompletable().asObservable().subscribe(disposed))
        }
        scheduler.scheduleAt(400) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()

        XCTAssertEqual(failed.events, [.error(230, TestError())])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(disposed.events, [])
        XCTAssertEqual(slow.subscriptions, [Subscription(200, 400)])
    }

    func testMaybeIfEmptyDefaultMakesASingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([Recorded<Event<Int>>.completed(230)])
        let full = scheduler.createHotObservable([.next(210, 5), .completed(240)])

        let fromEmpty = scheduler.createObserver(Int.self)
        let fromFull = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            let emptySingle: Single<Int> = empty.asMaybe().ifEmpty(default: 0)
            _ = emptySingle.asObservable().subscribe(fromEmpty)
            _ = full.asMaybe().ifEmpty(default: 0).asObservable().subscribe(fromFull)
        }
        scheduler.start()

        XCTAssertEqual(fromEmpty.events, [.next(230, 0), .completed(230)])
        XCTAssertEqual(fromFull.events, [.next(240, 5), .completed(240)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(full.subscriptions, [Subscription(200, 240)])
    }

    func testMaybeIfEmptySwitchToRunsTheOtherOnlyWhenEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([Recorded<Event<Int>>.completed(230)])
        let other = scheduler.createColdObservable([.next(20, 9), .completed(20)])

        let toSingle = scheduler.createObserver(Int.self)
        let toMaybe = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = empty.asMaybe().ifEmpty(switchTo: other.asSingle()).asObservable().subscribe(toSingle)
            _ = empty.asMaybe().ifEmpty(switchTo: other.asMaybe()).asObservable().subscribe(toMaybe)
        }
        scheduler.start()

        XCTAssertEqual(toSingle.events, [.next(250, 9), .completed(250)])
        XCTAssertEqual(toMaybe.events, [.next(250, 9), .completed(250)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 230), Subscription(200, 230)])
        XCTAssertEqual(other.subscriptions, [Subscription(230, 250), Subscription(230, 250)])
    }
}
