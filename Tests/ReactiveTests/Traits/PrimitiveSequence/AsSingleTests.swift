import Reactive
import XCTest

private struct TestError: Error {}

final class AsSingleTests: ReactiveTestCase {
    func testAsSingleSucceedsWithTheOnlyElementWhenTheSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250)])

        let res = scheduler.start { xs.asSingle() }

        XCTAssertEqual(res.events, [.next(250, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsSingleFailsWithNoElementsWhenTheSourceCompletesEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])

        let res = scheduler.start { xs.asSingle() }

        XCTAssertEqual(res.events, [.error(250, RxError.noElements)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsSingleFailsAtTheSecondElementAndReleasesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])

        let res = scheduler.start { xs.asSingle() }

        XCTAssertEqual(res.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAsSingleForwardsTheSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])

        let res = scheduler.start { xs.asSingle() }

        XCTAssertEqual(res.events, [.error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAsSingleDisposedBeforeCompletionSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(500)])

        let res = scheduler.start(disposed: 300) { xs.asSingle() }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAsMaybeSucceedsWithTheOnlyElementWhenTheSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])

        let res = scheduler.start { xs.asMaybe() }

        XCTAssertEqual(res.events, [.next(250, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsMaybeCompletesEmptyWhenTheSourceDoes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])

        let res = scheduler.start { xs.asMaybe() }

        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsMaybeFailsAtTheSecondElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])

        let res = scheduler.start { xs.asMaybe() }

        XCTAssertEqual(res.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAsMaybeForwardsTheSourceErrorAndStopsWhenDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createHotObservable([Recorded<Event<Int>>.error(230, TestError())])
        let endless = scheduler.createHotObservable([.next(210, 1), .completed(500)])

        let failed = scheduler.createObserver(Int.self)
        let disposed = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(failing.asMaybe().asObservable().subscribe(failed))
            subscriptions.append(endless.asMaybe().asObservable().subscribe(disposed))
        }
        scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()

        XCTAssertEqual(failed.events, [.error(230, TestError())])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(disposed.events, [])
        XCTAssertEqual(endless.subscriptions, [Subscription(200, 300)])
    }

    func testSingleAsMaybeKeepsTheOutcome() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])

        let res = scheduler.start { xs.asSingle().asMaybe() }

        XCTAssertEqual(res.events, [.next(250, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
